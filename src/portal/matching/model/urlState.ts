import type { MatchResultsInput } from '@contract/endpoints/intelligentMatching';
import { COUNTRIES, isMaterialType, type Country, type MaterialType } from '../../materials';
import { HARDNESS_SCALES, MATCH_PROPERTIES, RESULT_PAGE_SIZES, type MatchProperty } from './constants';

/**
 * A matching query in the address bar, so that /mind/gcMatchingNext?… can be shared and reloaded:
 *   type=steel  g=<grade id>  gn=<its label>  el=C:0.1:0.2 (element:min:max)  p=impact:27::-20: (property:min:max:°C:scale)
 *   tc=EU (target country, repeated)  ts=EN 10025-2 (target standard, repeated)  tsys=EN (whole target system, repeated)
 *   own=1  c=<condition>  t=<mm>
 *   page, size, sel=3,8 (results chosen for comparison).
 * Decoding is forgiving: unknown or malformed parts are dropped, the server validates the rest.
 */
export interface ElementRow {
  el: string;
  min?: number;
  max?: number;
}

export interface PropertyRow {
  property: MatchProperty;
  min?: number;
  max?: number;
  tempC?: number;
  scale?: (typeof HARDNESS_SCALES)[number];
}

export interface MatchState {
  type: MaterialType;
  gradeId?: number;
  /** The picked grade as shown ("Q355B · GB/T 1591-2018"), so that the form can show it again. */
  gradeLabel?: string;
  elements: ElementRow[];
  properties: PropertyRow[];
  countries: Country[];
  standards: string[];
  /** Whole standard systems ("EN", "ASTM"), looked in together with `standards`. */
  systems: string[];
  includeQueryStandard: boolean;
  condition?: string;
  thickness?: number;
  page: number;
  pageSize: number;
  /** Ids of the results chosen for comparison. */
  selected: number[];
}

export const EMPTY_STATE: MatchState = {
  type: 'steel',
  elements: [],
  properties: [],
  countries: [],
  standards: [],
  systems: [],
  includeQueryStandard: false,
  page: 1,
  pageSize: RESULT_PAGE_SIZES[0],
  selected: [],
};

/** A number from text, or undefined for empty or not a number. */
export const numberOf = (text: string | null | undefined): number | undefined => {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const positiveInteger = (value: string | null) => {
  const number = numberOf(value);
  return number !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** Distinct positive ids from "4,9,4,x" (malformed ones dropped). */
function idList(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((item) => positiveInteger(item))
    .filter((item): item is number => item !== undefined);
  return [...new Set(ids)];
}

export function encodeState(state: MatchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('type', state.type);
  if (state.gradeId !== undefined) params.set('g', String(state.gradeId));
  if (state.gradeId !== undefined && state.gradeLabel) params.set('gn', state.gradeLabel);
  for (const row of state.elements) params.append('el', [row.el, text(row.min), text(row.max)].join(':'));
  for (const row of state.properties) {
    params.append('p', [row.property, text(row.min), text(row.max), text(row.tempC), row.scale ?? ''].join(':'));
  }
  for (const country of state.countries) params.append('tc', country);
  for (const standard of state.standards) params.append('ts', standard);
  for (const system of state.systems) params.append('tsys', system);
  if (state.includeQueryStandard) params.set('own', '1');
  if (state.condition) params.set('c', state.condition);
  if (state.thickness !== undefined) params.set('t', String(state.thickness));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== EMPTY_STATE.pageSize) params.set('size', String(state.pageSize));
  if (state.selected.length) params.set('sel', state.selected.join(','));
  return params;
}

function decodeElement(value: string): ElementRow | null {
  const [el, min, max] = value.split(':');
  if (!el || !/^[A-Z][a-z]?$/.test(el)) return null;
  return { el, min: numberOf(min), max: numberOf(max) };
}

function decodeProperty(value: string): PropertyRow | null {
  const [property, min, max, tempC, scale] = value.split(':');
  if (!MATCH_PROPERTIES.includes(property as MatchProperty)) return null;
  const knownScale = HARDNESS_SCALES.find((item) => item === scale);
  return { property: property as MatchProperty, min: numberOf(min), max: numberOf(max), tempC: numberOf(tempC), scale: knownScale };
}

export function decodeState(params: URLSearchParams): MatchState {
  const type = params.get('type');
  const size = positiveInteger(params.get('size'));
  return {
    type: isMaterialType(type) ? type : 'steel',
    gradeId: positiveInteger(params.get('g')),
    gradeLabel: params.get('gn') || undefined,
    elements: params.getAll('el').map(decodeElement).filter((row): row is ElementRow => row !== null),
    properties: params.getAll('p').map(decodeProperty).filter((row): row is PropertyRow => row !== null),
    countries: params.getAll('tc').filter((value): value is Country => COUNTRIES.includes(value as Country)),
    standards: params.getAll('ts').map((value) => value.trim()).filter(Boolean),
    systems: params.getAll('tsys').filter((value) => /^[A-Za-z][A-Za-z0-9]{0,11}$/.test(value)),
    includeQueryStandard: params.get('own') === '1',
    condition: params.get('c') || undefined,
    thickness: numberOf(params.get('t')),
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: RESULT_PAGE_SIZES.find((item) => item === size) ?? EMPTY_STATE.pageSize,
    selected: idList(params.get('sel')),
  };
}

/** The results call's input: a grade, or the entered composition and properties (a grade wins). */
export function resultsInput(state: MatchState): MatchResultsInput {
  const byGrade = state.gradeId !== undefined;
  return {
    ...(byGrade ? { gradeId: state.gradeId } : { type: state.type, elements: state.elements, properties: state.properties }),
    targetTypes: [state.type],
    ...(state.countries.length ? { targetCountries: state.countries } : {}),
    ...(state.standards.length ? { targetStandards: state.standards } : {}),
    ...(state.systems.length ? { targetSystems: state.systems } : {}),
    includeQueryStandard: state.includeQueryStandard,
    ...(state.condition ? { condition: state.condition } : {}),
    ...(state.thickness !== undefined ? { thickness: state.thickness } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}

/** The results of a grade of the catalogue against every other standard (a grade page's "comparable grades"). */
export const gradeMatchQuery = (type: MaterialType, gradeId: number, gradeLabel?: string) => encodeState({ ...EMPTY_STATE, type, gradeId, gradeLabel });

/** The ids of grades to contrast, e.g. `?ids=3,8&c=asRolled`. */
export function encodeIds(ids: readonly number[], extra: { condition?: string; thickness?: number } = {}) {
  const params = new URLSearchParams({ ids: ids.join(',') });
  if (extra.condition) params.set('c', extra.condition);
  if (extra.thickness !== undefined) params.set('t', String(extra.thickness));
  return params;
}

export function decodeIds(params: URLSearchParams) {
  return { ids: idList(params.get('ids')), condition: params.get('c') || undefined, thickness: numberOf(params.get('t')) };
}
