import type { MaterialType } from '@contract';
import { nominalContent } from './composition';
import { RELATED_TEMPER_AFFINITY, relatedTempers } from './conditions';
import type { ElementRange, MatchableGrade } from './types';

/**
 * Canonical categories (contract MATCH_CATEGORIES), comparable across standards: each standard names its
 * categories in its own words ("Non-alloy structural steel", "Rolled steel for general structure", "Carbon
 * structural steel"), so the English category text maps to a key by keyword rules; without a known keyword
 * the composition decides.
 */
const STEEL_RULES: [RegExp, string][] = [
  // Product families first ('seamless ferritic alloy-steel pipe' is a pipe, not a ferritic stainless).
  [/reinforcing/, 'rebar'],
  [/bearing/, 'bearing'],
  [/spring/, 'spring'],
  [/tool|high-speed|mould/, 'tool'],
  [/^cast|cast (carbon|alloy) steel/, 'castSteel'],
  [/tube for machine/, 'carbonMachine'],
  [/structural (tube|tubing)|hollow section/, 'structural'],
  [/pipe|tube/, 'pipe'],
  [/pressure[- ]vessel|boiler/, 'pressureVessel'],
  [/sheet|strip|cold forming|cold-rolled/, 'sheet'],
  [/duplex|austenitic-ferritic/, 'stainlessDuplex'],
  [/precipitation/, 'stainlessPH'],
  [/austenitic/, 'stainlessAustenitic'],
  [/ferritic/, 'stainlessFerritic'],
  [/martensitic/, 'stainlessMartensitic'],
  [/(?<!non)resulfuri|rephosphori|free[- ]cutting/, 'freeCutting'],
  [/quality carbon structural/, 'carbonMachine'],
  [
    /high-strength low-alloy|hsla|non-alloy structural|carbon structural|general structure|welded structure|building structure|structural steel shapes|fine grain structural|high-strength structural|high-strength plate|hull|weathering/,
    'structural',
  ],
  [/non-alloy|carbon steel/, 'carbonMachine'],
  [/alloy|chromium|molybdenum|nickel/, 'alloyMachine'],
];
const WELDING_RULES: [RegExp, string][] = [
  [/stainless/, 'weldStainless'],
  [/low-alloy|creep/, 'weldLowAlloy'],
  [/carbon|non-alloy/, 'weldCarbon'],
];
const ALUMINIUM_RULES: [RegExp, string][] = [
  [/pure/, 'alPure'],
  [/al-cu/, 'alCu'],
  [/al-mg-si/, 'alMgSi'],
  [/al-zn/, 'alZn'],
  [/al-mn/, 'alMn'],
  [/al-si/, 'alSi'],
  [/al-mg/, 'alMg'],
];
const RULES: Record<MaterialType, [RegExp, string][]> = { steel: STEEL_RULES, welding: WELDING_RULES, aluminium: ALUMINIUM_RULES };

export function categoryKey(type: MaterialType, categoryEn: string, composition: ElementRange[]): string {
  const text = categoryEn.toLowerCase();
  const rule = RULES[type].find(([pattern]) => pattern.test(text));
  // A stainless product standard's wording ('seamless stainless pipe') does not make a family: its composition does.
  if (rule && !(type === 'steel' && !rule[1].startsWith('stainless') && /stainless|heat-resist/.test(text))) return rule[1];
  return categoryFromComposition(type, composition);
}

function categoryFromComposition(type: MaterialType, composition: ElementRange[]): string {
  const c = (el: string) => nominalContent(composition, el);
  if (type === 'aluminium') {
    const main: [string, number][] = [
      ['alCu', c('Cu')],
      ['alMn', c('Mn')],
      ['alSi', c('Si')],
      ['alMg', c('Mg')],
      ['alZn', c('Zn')],
    ];
    const [key, content] = main.sort((x, y) => y[1] - x[1])[0];
    if (content < 0.3) return 'alPure';
    return key === 'alMg' && c('Si') >= 0.3 ? 'alMgSi' : key;
  }
  const stainless = c('Cr') >= 10.5;
  if (type === 'welding') return stainless ? 'weldStainless' : c('Cr') + c('Ni') + c('Mo') >= 0.5 ? 'weldLowAlloy' : 'weldCarbon';
  if (stainless) {
    if (c('Cu') >= 2.5 && c('Ni') >= 3) return 'stainlessPH';
    if (c('Ni') >= 6) return 'stainlessAustenitic';
    if (c('Ni') >= 3 && c('Cr') >= 20) return 'stainlessDuplex';
    return c('C') >= 0.1 ? 'stainlessMartensitic' : 'stainlessFerritic';
  }
  if (c('Cr') + c('Ni') + c('Mo') + c('V') >= 0.5 || c('B') >= 0.0005) return 'alloyMachine';
  return c('C') >= 0.25 ? 'carbonMachine' : 'structural';
}

/** Category pairs that are related: half credit. */
const RELATED = [
  ['structural', 'carbonMachine'],
  ['structural', 'pressureVessel'],
  ['structural', 'pipe'],
  ['structural', 'sheet'],
  ['structural', 'rebar'],
  ['structural', 'castSteel'],
  ['pressureVessel', 'pipe'],
  ['carbonMachine', 'castSteel'],
  ['carbonMachine', 'spring'],
  ['alloyMachine', 'spring'],
  ['alloyMachine', 'bearing'],
  ['alloyMachine', 'tool'],
  ['carbonMachine', 'tool'],
  ['carbonMachine', 'alloyMachine'],
  ['carbonMachine', 'freeCutting'],
  ['weldCarbon', 'weldLowAlloy'],
  ['alMg', 'alMgSi'],
].map((pair) => pair.sort().join('|'));

function categoryKeySimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.startsWith('stainless') && b.startsWith('stainless')) return 0.5;
  return RELATED.includes([a, b].sort().join('|')) ? 0.5 : 0;
}

/** Aluminium tempers: the same 1; T6 and T651 (or O and H111) 0.9; one unknown 0.8; different 0.5. */
function temperSimilarity(a: string | null, b: string | null): number {
  if (a === b) return 1;
  if (a === null || b === null) return 0.8;
  return relatedTempers(a, b) ? RELATED_TEMPER_AFFINITY : 0.5;
}

/** Welding processes in common (Jaccard), 1 when either side names none. */
function processSimilarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 1;
  const common = a.filter((process) => b.includes(process)).length;
  return common / new Set([...a, ...b]).size;
}

/** Category part of a match: category key × temper (aluminium) × processes (welding, at half weight). */
export function categorySimilarity(a: MatchableGrade, b: MatchableGrade) {
  const key = categoryKeySimilarity(a.category, b.category);
  const temper = a.type === 'aluminium' ? temperSimilarity(a.temper, b.temper) : 1;
  const processes = a.type === 'welding' ? 0.5 + 0.5 * processSimilarity(a.processes, b.processes) : 1;
  return { key, temper, processes, similarity: key * temper * processes };
}
