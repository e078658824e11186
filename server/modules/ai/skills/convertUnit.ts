import { z } from 'zod';
import type { Skill } from '../engine/types';
import { CitationList } from './citationList';
import { refusal } from './refusals';

export const UNITS = ['MPa', 'N/mm2', 'ksi', 'psi', 'mm', 'in', 'C', 'F', 'K', 'J', 'ftlbf', 'kg', 'lb', 'HV', 'HB', 'HRC'] as const;
export type Unit = (typeof UNITS)[number];

const parameters = z.object({
  value: z.number().finite(),
  from: z.enum(UNITS),
  to: z.enum(UNITS).optional().describe('The unit to convert to; the usual counterpart when left out (MPa→ksi, mm→in, C→F, J→ftlbf, kg→lb)'),
});
type Args = z.infer<typeof parameters>;

const NIST = 'NIST SP 811 (2008), Appendix B.8';
const SI = 'SI Brochure (BIPM, 9th ed.) / ISO 80000-4: 1 MPa = 1 N/mm²';
const TEMPERATURE = 'NIST SP 811 (2008), 4.2.1.1 and B.8 / ISO 80000-5';

/**
 * Linear units of one quantity, as the factor to a base unit (Pa, m, J, kg) and where the factor is defined.
 * 1 psi = 6.894 757 kPa and 1 ft·lbf = 1.355 818 J (NIST SP 811, B.8); 1 in = 25.4 mm and 1 lb = 0.453 592 37 kg exactly.
 */
const LINEAR: Partial<Record<Unit, { quantity: string; factor: number; source: string; label: string }>> = {
  MPa: { quantity: 'stress', factor: 1e6, source: SI, label: 'MPa' },
  'N/mm2': { quantity: 'stress', factor: 1e6, source: SI, label: 'N/mm²' },
  psi: { quantity: 'stress', factor: 6.894757e3, source: NIST, label: 'psi' },
  ksi: { quantity: 'stress', factor: 6.894757e6, source: NIST, label: 'ksi' },
  mm: { quantity: 'length', factor: 1e-3, source: NIST, label: 'mm' },
  in: { quantity: 'length', factor: 2.54e-2, source: NIST, label: 'in' },
  J: { quantity: 'energy', factor: 1, source: NIST, label: 'J' },
  ftlbf: { quantity: 'energy', factor: 1.355818, source: NIST, label: 'ft·lbf' },
  kg: { quantity: 'mass', factor: 1, source: NIST, label: 'kg' },
  lb: { quantity: 'mass', factor: 0.45359237, source: NIST, label: 'lb' },
};
const TEMPERATURES: Partial<Record<Unit, { toKelvin: (value: number) => number; fromKelvin: (value: number) => number; label: string }>> = {
  C: { toKelvin: (value) => value + 273.15, fromKelvin: (value) => value - 273.15, label: '°C' },
  F: { toKelvin: (value) => ((value - 32) * 5) / 9 + 273.15, fromKelvin: (value) => ((value - 273.15) * 9) / 5 + 32, label: '°F' },
  K: { toKelvin: (value) => value, fromKelvin: (value) => value, label: 'K' },
};
const COUNTERPART: Partial<Record<Unit, Unit>> = { MPa: 'ksi', 'N/mm2': 'ksi', ksi: 'MPa', psi: 'MPa', mm: 'in', in: 'mm', C: 'F', F: 'C', K: 'C', J: 'ftlbf', ftlbf: 'J', kg: 'lb', lb: 'kg' };
const HARDNESS: Unit[] = ['HV', 'HB', 'HRC'];

/** Six significant digits: enough for any value of the catalogue, without binary noise. */
const rounded = (value: number) => String(Number(value.toPrecision(6)));

export const convertUnit: Skill<Args> = {
  name: 'convertUnit',
  description:
    'Converts a value between units: MPa, N/mm², ksi, psi; mm, in; °C, °F, K; J, ft·lbf; kg, lb. Hardness scales (HV, HB, HRC) are not converted (no conversion table of a standard is held).',
  parameters,
  async run(args, context) {
    const { language } = context;
    const to = args.to ?? COUNTERPART[args.from];
    if (HARDNESS.includes(args.from) || (to && HARDNESS.includes(to))) {
      return refusal(
        language,
        '平台没有标准的硬度换算表（ISO 18265 / ASTM E140），因此不换算硬度；硬度之间的换算取决于材料，请按相应标准的表格换算或直接测量。',
        'The platform holds no hardness conversion table of a standard (ISO 18265 / ASTM E140), so it does not convert hardness; conversions depend on the material: use the standard\'s tables or measure the scale needed.',
        { refused: 'hardness' },
      );
    }
    const citations = new CitationList();
    const cannot = () =>
      refusal(language, `不能把 ${args.from} 换算为 ${to ?? '?'}。`, `${args.from} cannot be converted to ${to ?? '?'}.`, { refused: 'units' });
    if (!to) return cannot();
    let result: number;
    let label: { from: string; to: string };
    let cite: string;
    const linearFrom = LINEAR[args.from];
    const linearTo = LINEAR[to];
    const temperatureFrom = TEMPERATURES[args.from];
    const temperatureTo = TEMPERATURES[to];
    if (linearFrom && linearTo && linearFrom.quantity === linearTo.quantity) {
      result = (args.value * linearFrom.factor) / linearTo.factor;
      label = { from: linearFrom.label, to: linearTo.label };
      const factor = linearFrom.factor / linearTo.factor;
      const exactSide = linearFrom.source === SI && linearTo.source === SI ? SI : NIST;
      cite = citations.cite({ kind: 'conversion', label: `1 ${linearFrom.label} = ${rounded(factor)} ${linearTo.label}`, source: exactSide, href: null });
    } else if (temperatureFrom && temperatureTo) {
      result = temperatureTo.fromKelvin(temperatureFrom.toKelvin(args.value));
      label = { from: temperatureFrom.label, to: temperatureTo.label };
      cite = citations.cite({ kind: 'conversion', label: 't/°F = 1.8 · t/°C + 32; T/K = t/°C + 273.15', source: TEMPERATURE, href: null });
    } else {
      return cannot();
    }
    const text =
      language === 'zh'
        ? `${rounded(args.value)} ${label.from} = ${rounded(result)} ${label.to}${cite}。`
        : `${rounded(args.value)} ${label.from} = ${rounded(result)} ${label.to} ${cite}.`;
    return { answered: true, facts: { value: args.value, from: args.from, to, result: Number(result.toPrecision(6)), statement: text }, citations: citations.items, text };
  },
};
