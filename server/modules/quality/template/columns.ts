import type { QualitySampleField } from '@contract';
import type { GradeLimits } from '../../../lib/qualityMethod';

/**
 * The columns of a grade's template: the fixed fields of every heat or coil (QUALITY_SAMPLE_FIELDS), then one mass %
 * column per element the grade limits. Each column carries its bilingual label (what the template writes), the
 * words a re-typed header may use instead (`aliases`, Chinese and English), and the plausible physical range a value
 * must lie in (a value outside it is a typing error, not a poor heat: the method judges conformity).
 */
export interface TemplateColumn {
  /** A QUALITY_SAMPLE_FIELDS key, or the element symbol. */
  key: QualitySampleField | string;
  kind: 'text' | 'number';
  /** The header the template writes: '公称厚度 Thickness (mm)'. */
  label: string;
  /** Label parts a header may contain instead of the exact label (compared case-insensitively). */
  aliases: string[];
  /** Set for element columns: matched as a word of the header ('C (%)', '碳 C', 'c%'). */
  element?: string;
  /** Whether the column must be in the file and each data row must fill it. */
  required: boolean;
  /** Inclusive bounds; `above` excludes `min` itself (a thickness of 0 is no plate). */
  range?: { min: number; max: number; above?: true };
  /** Text: the longest value kept. */
  maxLength?: number;
}

/** Impact columns: required when the grade requires an impact test; otherwise both or neither. */
export const IMPACT_FIELDS = ['impactEnergyJ', 'impactTempC'] as const;

const fixed = (impactRequired: boolean): TemplateColumn[] => [
  { key: 'id', kind: 'text', label: '炉号/卷号 Heat or coil no.', aliases: ['炉号', '卷号', 'heat or coil', 'heat no', 'coil no'], required: false, maxLength: 50 },
  { key: 'thicknessMm', kind: 'number', label: '公称厚度 Thickness (mm)', aliases: ['公称厚度', 'thickness'], required: true, range: { min: 0, max: 400, above: true } },
  {
    key: 'thicknessDeviationMm',
    kind: 'number',
    label: '厚度偏差 Thickness deviation (mm)',
    aliases: ['厚度偏差', 'thickness deviation'],
    required: true,
    range: { min: -20, max: 20 },
  },
  {
    key: 'thicknessToleranceMm',
    kind: 'number',
    label: '厚度允许偏差 ± Tolerance (mm)',
    aliases: ['厚度允许偏差', '允许偏差', 'tolerance'],
    required: true,
    range: { min: 0, max: 20 },
  },
  { key: 'yieldMPa', kind: 'number', label: '屈服强度 ReH/Rp0.2 Yield (MPa)', aliases: ['屈服强度', 'yield'], required: true, range: { min: 0, max: 3000, above: true } },
  { key: 'tensileMPa', kind: 'number', label: '抗拉强度 Rm Tensile (MPa)', aliases: ['抗拉强度', 'tensile'], required: true, range: { min: 0, max: 3000, above: true } },
  { key: 'elongationPct', kind: 'number', label: '断后伸长率 A Elongation (%)', aliases: ['断后伸长率', '伸长率', 'elongation'], required: true, range: { min: 0, max: 100 } },
  {
    key: 'impactEnergyJ',
    kind: 'number',
    label: '冲击功 KV2 Impact energy (J)',
    aliases: ['冲击功', '冲击吸收能量', 'impact energy'],
    required: impactRequired,
    range: { min: 0, max: 600 },
  },
  {
    key: 'impactTempC',
    kind: 'number',
    label: '冲击温度 Impact temperature (°C)',
    aliases: ['冲击温度', '试验温度', 'impact temperature'],
    required: impactRequired,
    range: { min: -196, max: 100 },
  },
];

/** The template's columns for a grade's limits, in the order the template writes them. */
export function templateColumns(limits: GradeLimits): TemplateColumn[] {
  const elements = Object.keys(limits.composition).map(
    (element): TemplateColumn => ({
      key: element,
      kind: 'number',
      label: `${element} (%)`,
      aliases: [],
      element,
      required: true,
      range: { min: 0, max: 100 },
    }),
  );
  return [...fixed(Boolean(limits.impact)), ...elements];
}
