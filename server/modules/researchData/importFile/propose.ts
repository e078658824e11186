import { QUANTITIES, type Quantity } from '@contract';
import type { MappingColumn, RawCell } from './mapping';
import { parseNumber } from './convert';

/**
 * A first mapping from the header row, for the user to correct on the mapping screen: a key from the header
 * (camel-cased ASCII; col1, col2 … for headers without Latin letters), the header as the label (less a unit in
 * brackets), and a quantity, unit, element or property guessed from the words of the header and, failing that,
 * from the first rows' values (numbers: a plain number; anything else: text).
 */
export const ELEMENT_SYMBOLS = new Set(
  'H He Li Be B C N O F Na Mg Al Si P S Cl K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Y Zr Nb Mo Ru Rh Pd Ag Cd In Sn Sb Te La Ce Pr Nd Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir Pt Au Pb Bi'.split(
    ' ',
  ),
);
const CHINESE_ELEMENTS: Record<string, string> = {
  碳: 'C', 硅: 'Si', 锰: 'Mn', 磷: 'P', 硫: 'S', 铬: 'Cr', 镍: 'Ni', 钼: 'Mo', 铜: 'Cu', 钒: 'V', 钛: 'Ti', 铌: 'Nb', 铝: 'Al',
  硼: 'B', 氮: 'N', 钨: 'W', 钴: 'Co', 锆: 'Zr', 铁: 'Fe', 镁: 'Mg', 锌: 'Zn',
};

/** Unit spellings of headers → [quantity, unit as QUANTITIES names it]. Lower-cased, spaces removed. */
const UNIT_WORDS: Record<string, [Quantity, string]> = {
  mpa: ['stress', 'MPa'], 'n/mm2': ['stress', 'N/mm²'], 'n/mm²': ['stress', 'N/mm²'], gpa: ['stress', 'GPa'], kpa: ['stress', 'kPa'],
  ksi: ['stress', 'ksi'], psi: ['stress', 'psi'],
  mm: ['length', 'mm'], µm: ['length', 'µm'], um: ['length', 'µm'], cm: ['length', 'cm'], m: ['length', 'm'], in: ['length', 'in'],
  '°c': ['temperature', '°C'], '℃': ['temperature', '°C'], degc: ['temperature', '°C'], c: ['temperature', '°C'],
  '°f': ['temperature', '°F'], '℉': ['temperature', '°F'], degf: ['temperature', '°F'], f: ['temperature', '°F'], k: ['temperature', 'K'],
  j: ['energy', 'J'], 'ft·lbf': ['energy', 'ft·lbf'], 'ft-lbf': ['energy', 'ft·lbf'], 'ft.lbf': ['energy', 'ft·lbf'], ftlbf: ['energy', 'ft·lbf'],
  '%': ['percent', '%'], 'wt%': ['percent', 'wt%'], 'wt.%': ['percent', 'wt%'], 'mass%': ['percent', 'wt%'], ppm: ['percent', 'ppm'],
  hv: ['hardnessHV', 'HV'], hbw: ['hardnessHBW', 'HBW'], hb: ['hardnessHBW', 'HB'], hrc: ['hardnessHRC', 'HRC'],
  h: ['time', 'h'], hours: ['time', 'h'], min: ['time', 'min'], s: ['time', 's'], d: ['time', 'd'],
  cycles: ['cycles', 'cycles'], hz: ['frequency', 'Hz'], khz: ['frequency', 'kHz'],
};

type Guess = Pick<MappingColumn, 'quantity' | 'unit' | 'property' | 'element' | 'condition'>;

/** What the header's words say (English and Chinese), before any unit. */
const NAME_RULES: [RegExp, Guess][] = [
  [/fatigue|疲劳/i, guess('stress', 'fatigueStrength')],
  [/yield|屈服|\bRp0?\.?2\b|\bRe[LH]\b/i, guess('stress', 'yield')],
  [/fracture strength|断裂强度/i, guess('stress', 'fractureStrength')],
  [/tensile|抗拉|\bUTS\b|\bRm\b/i, guess('stress', 'tensile')],
  [/elongation|伸长率|延伸率|断后伸长/i, guess('percent', 'elongation')],
  [/reduction of area|断面收缩/i, guess('percent', 'reductionOfArea')],
  [/impact|charpy|冲击|\bA?KV2?\b/i, guess('energy', 'impact')],
  [/rupture time|time to rupture|持久|断裂时间/i, guess('time', 'creepRupture')],
  [/corrosion rate|腐蚀速率/i, guess('number', 'corrosionRate')],
  [/test temp|试验温度/i, guess('temperature', 'temperature')],
  [/temperature|\btemp\b|温度/i, guess('temperature', null)],
  [/cycles to failure|\blife\b|寿命|循环次数/i, guess('cycles', null)],
  [/frequency|频率/i, guess('frequency', null)],
  [/thickness|diameter|厚度|直径|gauge length|标距/i, guess('length', null)],
];

function guess(quantity: Quantity, property: MappingColumn['property']): Guess {
  return { quantity, unit: QUANTITIES[quantity].base, property, element: null, condition: '' };
}

/** A unit in brackets or after a comma or slash at the end of the header: "Yield (MPa)", "温度/℃", "Rm, ksi". */
function unitOf(header: string): { unit?: [Quantity, string]; rest: string; bracket?: string } {
  const bracket = /^(.*?)\s*[([（【]([^)\]）】]*)[)\]）】]\s*$/.exec(header);
  if (bracket) {
    const word = UNIT_WORDS[bracket[2].toLowerCase().replace(/\s+/g, '')];
    return word ? { unit: word, rest: bracket[1] } : { rest: bracket[1], bracket: bracket[2] };
  }
  const tail = /^(.*?)\s*[,/，]\s*([^,/，\s]+)$/.exec(header);
  const word = tail && UNIT_WORDS[tail[2].toLowerCase()];
  return word ? { unit: word, rest: tail[1] } : { rest: header };
}

/** "10E7 Cycles", "1e7 cycles", "10^7 cycles", "10⁷次" → the condition "10^7 cycles". */
function cyclesCondition(text: string | undefined) {
  const power = text && /10\s*(?:E|e|\^)\s*(\d+)|1e(\d+)|10([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/.exec(text);
  if (!power) return text ?? '';
  const superscript = power[3] ? [...power[3]].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(digit)).join('') : undefined;
  return `10^${power[1] ?? power[2] ?? superscript} cycles`;
}

function hardnessGuess(header: string): Guess | undefined {
  if (!/hardness|硬度|\bH[VB]W?\b|\bHRC\b/i.test(header)) return undefined;
  const scale = /\b(HV|HBW|HB|HRC)\b/i.exec(header)?.[1].toUpperCase();
  if (scale === 'HV') return { ...guess('hardnessHV', 'hardness'), unit: 'HV' };
  if (scale === 'HBW' || scale === 'HB') return { ...guess('hardnessHBW', 'hardness'), unit: scale };
  if (scale === 'HRC') return { ...guess('hardnessHRC', 'hardness'), unit: 'HRC' };
  // The scale is not said: a plain number, for the user to name.
  return guess('number', 'hardness');
}

const isNumeric = (cell: RawCell) => typeof cell === 'number' || (typeof cell === 'string' && (cell.trim() === '' || parseNumber(cell) !== undefined));
const isEmpty = (cell: RawCell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** The guess for one header, given the column's first values. */
export function guessColumn(header: string, values: RawCell[]): Guess {
  const { unit, rest, bracket } = unitOf(header.trim());
  const name = rest.trim();
  const element = ELEMENT_SYMBOLS.has(name) ? name : CHINESE_ELEMENTS[name];
  if (element) {
    const percent = unit?.[0] === 'percent' ? unit[1] : '%';
    return { quantity: 'percent', unit: percent, property: null, element, condition: '' };
  }
  const hardness = hardnessGuess(header);
  if (hardness) return hardness;
  const rule = NAME_RULES.find(([pattern]) => pattern.test(name));
  if (rule) {
    const found = { ...rule[1] };
    if (unit && unit[0] === found.quantity) found.unit = unit[1];
    else if (unit) Object.assign(found, { quantity: unit[0], unit: unit[1] });
    if (found.property === 'fatigueStrength') found.condition = cyclesCondition(bracket);
    return found;
  }
  if (unit && unit[0] !== 'length' && unit[0] !== 'time') return { ...guess(unit[0], null), unit: unit[1] };
  const filled = values.filter((cell) => !isEmpty(cell));
  if (filled.length && filled.every(isNumeric)) return unit ? { ...guess(unit[0], null), unit: unit[1] } : guess('number', null);
  return guess('text', null);
}

/** A key from a header: ASCII words camel-cased ("Tensile Strength (MPa)" → tensileStrength), else col<n>. */
export function keyOf(header: string, index: number): string {
  const words = unitOf(header.trim())
    .rest.normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (!words.length || !/[A-Za-z]/.test(words.join(''))) return `col${index + 1}`;
  const key = words.map((word, position) => (position === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase())).join('');
  const valid = /^[a-z]/.test(key) ? key : `c${key}`;
  return valid.slice(0, 36);
}

/** Composition given as mass fractions (0.88 Al) rather than per cent: a base metal's column near 1 and rows summing to 1. */
function fractionsGiven(columns: { element: string | null }[], rows: RawCell[][]) {
  const elementIndexes = columns.flatMap((column, index) => (column.element ? [index] : []));
  const base = elementIndexes.find((index) => ['Al', 'Fe', 'Cu', 'Ni', 'Ti', 'Mg'].includes(columns[index].element!));
  if (base === undefined || !rows.length) return false;
  return rows.every((row) => {
    const values = elementIndexes.map((index) => (typeof row[index] === 'number' ? (row[index] as number) : parseNumber(String(row[index] ?? ''))) ?? 0);
    const sum = values.reduce((total, value) => total + value, 0);
    const baseValue = values[elementIndexes.indexOf(base)];
    return baseValue > 0.5 && baseValue <= 1 && sum > 0.95 && sum < 1.05;
  });
}

/** `rows`: the data rows (all of them, so a word far down a column of numbers makes it text). */
export function proposeMapping(headers: string[], rows: RawCell[][]): MappingColumn[] {
  const sample = rows;
  const used = new Set<string>();
  const columns = headers.map((header, source): MappingColumn => {
    const label = unitOf(header.trim()).rest.trim() || header.trim();
    let key = keyOf(header, source);
    for (let suffix = 2; used.has(key); suffix += 1) key = `${keyOf(header, source)}${suffix}`;
    used.add(key);
    const guessed = guessColumn(header, sample.map((row) => row[source]));
    // A column without a header (a spreadsheet's row index) is left out until the user names it.
    return { source, skip: label === '', key, label: label || `#${source + 1}`, ...guessed };
  });
  if (fractionsGiven(columns, sample.slice(0, 20))) for (const column of columns) if (column.element) column.unit = 'fraction';
  return columns;
}
