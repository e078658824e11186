import type { GradeDetail, MechanicalValue } from '@contract/endpoints/materials';
import { conditionName } from '@contract/conditionNames';
import type { Language } from '@contract/locales';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { bandText, pick, quantityRangeText, rangeText, sourceText } from './format';
import { referenceRow, rowWith } from './mechanical';
import { display, unitOf, type UnitSystem } from './units';

/**
 * The comparison of 2–6 grades as rows aligned by attribute, element and property, with the source of each
 * value. The compare page and its export both read this, so what is downloaded is what is shown.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

interface ComparisonCell {
  text: string;
  source: string | null;
}

export interface ComparisonRow {
  key: string;
  group: 'basic' | 'composition' | 'mechanical' | 'physical';
  label: string;
  unit: string;
  cells: ComparisonCell[];
  /** Per cell: whether it differs from the rest of the row (highlighted). */
  differs: boolean[];
}

/**
 * Which cells differ: none when the row agrees; otherwise every cell unlike the row's most common value
 * (all of them when no value is shared).
 */
export function differingCells(texts: readonly string[]): boolean[] {
  if (new Set(texts).size <= 1) return texts.map(() => false);
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  const [mode, modeCount] = [...counts].sort((a, b) => b[1] - a[1])[0];
  const tie = [...counts.values()].filter((count) => count === modeCount).length > 1;
  return texts.map((text) => tie || modeCount === 1 || text !== mode);
}

/** Physical property units (SI; only the melting range converts). */
export const PHYSICAL_UNITS: Record<string, string> = {
  density: 'g/cm³',
  elasticModulus: 'GPa',
  thermalConductivity: 'W/(m·K)',
  thermalExpansion: '10⁻⁶/K',
  specificHeat: 'J/(kg·K)',
  electricalResistivity: 'Ω·mm²/m',
  meltingRangeLow: '°C',
  meltingRangeHigh: '°C',
};
export const isTemperatureProperty = (property: string) => property.startsWith('meltingRange');

/** Union of keys over the grades, in order of first appearance. */
const unionOf = (lists: string[][]) => [...new Set(lists.flat())];

const cell = (text: string, source: { code: string; ref: string } | null): ComparisonCell => ({
  text,
  source: text && source ? sourceText(source) : null,
});

const row = (key: string, group: ComparisonRow['group'], label: string, unit: string, cells: ComparisonCell[]): ComparisonRow => ({
  key,
  group,
  label,
  unit,
  cells,
  differs: differingCells(cells.map((item) => item.text)),
});

type MechanicalField = (value: MechanicalValue, units: UnitSystem) => string;

export function buildComparison(grades: readonly GradeDetail[], units: UnitSystem, t: Translate, language: Language): ComparisonRow[] {
  const stress = unitOf('stress', units);
  const basic = (key: string, value: (grade: GradeDetail) => string) =>
    row(key, 'basic', t(`compare.rows.${key}`), '', grades.map((grade) => cell(value(grade), null)));
  const rows: ComparisonRow[] = [
    basic('standard', (grade) => `${grade.standard.code} ${pick(grade.standard.title, language)}`),
    basic('category', (grade) => pick(grade.category, language)),
    basic('country', (grade) => countryLabel(grade.standard.country, t)),
    basic('temper', (grade) => grade.temper ?? grade.processes.join(', ')),
    basic('materialNumbers', (grade) => grade.materialNumbers.join(', ')),
  ];

  for (const el of unionOf(grades.map((grade) => grade.composition.map((value) => value.el)))) {
    const cells = grades.map((grade) => {
      const value = grade.composition.find((candidate) => candidate.el === el);
      if (!value) return cell('', null);
      const range = rangeText(value.min, value.max) || (value.typical !== null ? `${value.typical}` : '');
      return cell([range, value.note].filter(Boolean).join(' '), value.source);
    });
    rows.push(row(`el:${el}`, 'composition', el.startsWith('Others') ? t(`elementNames.${el}`) : el, '%', cells));
  }

  // Each property from the grade's reference row (first condition, thinnest band), or the first row of
  // that condition that gives it; the row's source goes with the value.
  type Field = [key: string, unit: string, has: (value: MechanicalValue) => boolean, text: MechanicalField];
  const mechanical: Field[] = [
    ['reference', '', () => true, (value, system) => [conditionName(value.condition, language), bandText(value.thicknessFrom, value.thicknessTo, system) && `${bandText(value.thicknessFrom, value.thicknessTo, system)} ${unitOf('length', system)}`].filter(Boolean).join(' · ')],
    ['yield', stress, (value) => value.yieldMin !== null || value.yieldMax !== null, (value, system) => rangeText(display(value.yieldMin, 'stress', system), display(value.yieldMax, 'stress', system))],
    ['tensile', stress, (value) => value.tensileMin !== null || value.tensileMax !== null, (value, system) => quantityRangeText(value.tensileMin, value.tensileMax, 'stress', system)],
    ['elongationMin', '%', (value) => value.elongationMin !== null, (value) => `≥${value.elongationMin}${value.elongationGauge ? ` (${value.elongationGauge})` : ''}`],
    ['reductionOfAreaMin', '%', (value) => value.reductionOfAreaMin !== null, (value) => rangeText(value.reductionOfAreaMin, null)],
    ['hardness', '', (value) => value.hardnessMin !== null || value.hardnessMax !== null, (value) => `${rangeText(value.hardnessMin, value.hardnessMax)} ${value.hardnessScale ?? ''}`.trim()],
    ['impact', unitOf('energy', units), (value) => value.impactEnergyMin !== null, (value, system) =>
      `≥${display(value.impactEnergyMin, 'energy', system)} @ ${display(value.impactTempC, 'temperature', system)} ${unitOf('temperature', system)}${value.impactSpecimen ? ` (${value.impactSpecimen})` : ''}`],
  ];
  for (const [key, unit, has, text] of mechanical) {
    const cells = grades.map((grade) => {
      const source = key === 'reference' ? referenceRow(grade) : rowWith(grade, has);
      return source ? cell(text(source, units), source.source) : cell('', null);
    });
    if (cells.some((item) => item.text)) rows.push(row(`mech:${key}`, 'mechanical', t(`compare.rows.${key}`), unit, cells));
  }

  for (const property of unionOf(grades.map((grade) => grade.physical.map((value) => value.property)))) {
    const temperature = isTemperatureProperty(property);
    const cells = grades.map((grade) => {
      const value = grade.physical.find((candidate) => candidate.property === property);
      if (!value) return cell('', null);
      return cell(String(temperature ? display(value.value, 'temperature', units) : value.value), value.source);
    });
    const unit = temperature ? unitOf('temperature', units) : (PHYSICAL_UNITS[property] ?? '');
    rows.push(row(`phys:${property}`, 'physical', t(`physical.${property}`), unit, cells));
  }
  return rows.filter((candidate) => candidate.group !== 'basic' || candidate.cells.some((item) => item.text));
}
