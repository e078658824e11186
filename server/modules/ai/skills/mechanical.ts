import type { MechanicalValue, PropertyKey } from '@contract';
import type { Language } from '../engine/types';

/** A property's value in one mechanical row, as the standard gives it. */
export interface PropertyValue {
  min: number | null;
  max: number | null;
  typical: number | null;
  unit: string;
  /** ReH, Rp0.2, A50mm, KV2 …: what exactly is specified. */
  qualifier: string | null;
  /** Impact test temperature (°C). */
  tempC: number | null;
}

export function valueOf(row: MechanicalValue, property: PropertyKey): PropertyValue | null {
  const value = (min: number | null, max: number | null, typical: number | null, unit: string, qualifier: string | null, tempC: number | null = null) =>
    min === null && max === null && typical === null ? null : { min, max, typical, unit, qualifier, tempC };
  switch (property) {
    case 'yield':
      return value(row.yieldMin, row.yieldMax, row.yieldTypical, 'MPa', row.yieldKind);
    case 'tensile':
      return value(row.tensileMin, row.tensileMax, row.tensileTypical, 'MPa', null);
    case 'elongation':
      return value(row.elongationMin, null, row.elongationTypical, '%', row.elongationGauge);
    case 'impact':
      return value(row.impactEnergyMin, null, null, 'J', row.impactSpecimen, row.impactTempC);
    case 'hardness':
      return value(row.hardnessMin, row.hardnessMax, null, row.hardnessScale ?? 'HBW', null);
  }
}

/** The one number a chart draws for a row: the minimum, else the typical value, else the maximum. */
export const chartNumber = (value: PropertyValue) => value.min ?? value.typical ?? value.max;

const NAMES: Record<PropertyKey, { zh: string; en: string }> = {
  yield: { zh: '屈服强度', en: 'yield strength' },
  tensile: { zh: '抗拉强度', en: 'tensile strength' },
  elongation: { zh: '断后伸长率', en: 'elongation' },
  impact: { zh: '冲击吸收能量', en: 'impact energy' },
  hardness: { zh: '硬度', en: 'hardness' },
};
const YIELD_KINDS: Record<string, { zh: string; en: string }> = {
  ReH: { zh: '上屈服强度', en: 'upper yield strength' },
  ReL: { zh: '下屈服强度', en: 'lower yield strength' },
  'Rp0.2': { zh: '规定塑性延伸强度', en: '0.2% proof strength' },
};

export const propertyName = (property: PropertyKey, language: Language) => NAMES[property][language];

/** "上屈服强度 ReH" / "upper yield strength ReH" for yield; the property's name otherwise. */
export function propertyTitle(property: PropertyKey, value: PropertyValue, language: Language): string {
  if (property === 'yield' && value.qualifier) {
    const kind = YIELD_KINDS[value.qualifier];
    return kind ? `${kind[language]} ${value.qualifier}` : `${NAMES.yield[language]} ${value.qualifier}`;
  }
  if (property === 'elongation' && value.qualifier) return `${NAMES.elongation[language]} ${value.qualifier}`;
  if (property === 'impact' && value.qualifier) return `${NAMES.impact[language]} ${value.qualifier}`;
  return NAMES[property][language];
}

const number = (value: number) => String(Number(value.toPrecision(6)));

/** "≥ 345 MPa", "470–630 MPa", "≤ 217 HBW", "典型值 240 MPa"; impact with its temperature. */
export function valueText(value: PropertyValue, language: Language): string {
  const space = value.unit === '%' ? '' : ' ';
  let text: string;
  if (value.min !== null && value.max !== null) text = `${number(value.min)}–${number(value.max)}${space}${value.unit}`;
  else if (value.min !== null) text = `≥ ${number(value.min)}${space}${value.unit}`;
  else if (value.max !== null) text = `≤ ${number(value.max)}${space}${value.unit}`;
  else text = `${language === 'zh' ? '典型值' : 'typical'} ${number(value.typical!)}${space}${value.unit}`;
  if (value.tempC !== null) text += language === 'zh' ? `（${number(value.tempC)} °C）` : ` at ${number(value.tempC)} °C`;
  return text;
}

/** "16 < t ≤ 40 mm", "t ≤ 16 mm", "t > 250 mm"; null when the row applies to every thickness. */
export function bandText(from: number | null, to: number | null): string | null {
  const lower = from !== null && from > 0 ? from : null;
  if (lower === null && to === null) return null;
  if (lower === null) return `t ≤ ${number(to!)} mm`;
  if (to === null) return `t > ${number(lower)} mm`;
  return `${number(lower)} < t ≤ ${number(to)} mm`;
}

/** Whether a thickness (mm) is in a row's band: from < t ≤ to, an open end (null) unbounded. */
export const inBand = (row: { thicknessFrom: number | null; thicknessTo: number | null }, thickness: number) =>
  (row.thicknessFrom === null || row.thicknessFrom < thickness) && (row.thicknessTo === null || thickness <= row.thicknessTo);

const CONDITION_ZH: [RegExp, string][] = [
  [/^as[- ]rolled \(not heat-treated\)$/i, '热轧（未热处理）'],
  [/^(as[- ]rolled|hot-rolled)$/i, '热轧'],
  [/^normalized\/normalized-rolled$/i, '正火/正火轧制'],
  [/^normalized$/i, '正火'],
  [/^thermomechanical$/i, '热机械轧制'],
  [/^as delivered \(\+AR or \+N\)$/i, '交货状态（+AR 或 +N）'],
  [/^\+N$/i, '正火 +N'],
  [/^\+QT$/i, '调质 +QT'],
  [/^Q\+T$/i, '淬火+回火'],
  [/^Q\+T \(air-cooled\)$/i, '淬火+回火（空冷）'],
  [/^annealed$/i, '退火'],
  [/^annealed or high-temperature tempered$/i, '退火或高温回火'],
  [/^solution treated$/i, '固溶处理'],
  [/^as-welded$/i, '焊态'],
];

/** A condition as stored ("as-rolled"), in the asker's language ("热轧"). */
export function conditionLabel(condition: string, language: Language): string {
  if (language === 'en') return condition;
  return CONDITION_ZH.find(([pattern]) => pattern.test(condition))?.[1] ?? condition;
}

/** Kinds of delivery condition a question or a stored condition can name. */
export const CONDITION_KINDS = ['AR', 'N', 'QT', 'A', 'TM', 'S', 'AW'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

const IN_STORED: Record<ConditionKind, RegExp> = {
  AR: /as[- ]rolled|hot-rolled|\+AR\b/i,
  N: /normali[sz]ed|\+N\b/i,
  QT: /\+QT|Q\+T|quench/i,
  A: /anneal|\+A\b/i,
  TM: /thermomechanical|\+M\b/i,
  S: /solution/i,
  AW: /as-welded/i,
};

/** Whether a stored condition is of a kind, or is (or contains) an aluminium temper written in the question. */
export function conditionMatches(stored: string, wanted: string): boolean {
  if ((CONDITION_KINDS as readonly string[]).includes(wanted)) return IN_STORED[wanted as ConditionKind].test(stored);
  const tempers = stored.split(/[/,\s]+/).map((part) => part.toUpperCase());
  return tempers.includes(wanted.toUpperCase()) || stored.toLowerCase() === wanted.toLowerCase();
}

export const DIRECTIONS: Record<string, { zh: string; en: string }> = {
  L: { zh: '纵向', en: 'longitudinal' },
  T: { zh: '横向', en: 'transverse' },
};

/** "16 < t ≤ 40 mm，热轧" / "16 < t ≤ 40 mm, as-rolled": the band, condition and direction a value applies to. */
export function scopeText(row: MechanicalValue, language: Language): string {
  const parts = [bandText(row.thicknessFrom, row.thicknessTo), conditionLabel(row.condition, language), row.direction ? DIRECTIONS[row.direction]?.[language] ?? row.direction : null];
  return parts.filter(Boolean).join(language === 'zh' ? '，' : ', ');
}
