import type { SearchInput } from '@contract/endpoints/materials';
import { COUNTRIES, MATERIAL_TYPES, PROPERTIES, type Country, type MaterialType, type PropertyKey } from './constants';

/**
 * The search of the materials home lives in the URL query, so links, reloads and back/forward show the same
 * results: `type` (left out: every type), `q`, `standard`, `country`, `category`, `el=C:0.1:0.2` (repeatable), `prop=yield:235:`
 * (repeatable), `sort`, `page`, `size`, `view`. Unknown or malformed values are dropped, never sent.
 */
export const SORTS = ['relevance', 'name,asc', 'name,desc', 'yield,asc', 'yield,desc', 'tensile,asc', 'tensile,desc'] as const;
export type SortKey = (typeof SORTS)[number];
export const PAGE_SIZES = [12, 24, 48, 96] as const;
const DEFAULT_PAGE_SIZE = 24;
export type ViewMode = 'grid' | 'list';

export interface ElementRange {
  el: string;
  min?: number;
  max?: number;
}
export interface PropertyRange {
  property: PropertyKey;
  min?: number;
  max?: number;
}

/** The type tab: one material type, or every type at once (the default). */
export type TypeChoice = MaterialType | 'all';

export interface SearchState {
  type: TypeChoice;
  keyword: string;
  standard?: string;
  country?: Country;
  category?: string;
  elements: ElementRange[];
  properties: PropertyRange[];
  sort?: SortKey;
  page: number;
  pageSize: number;
  view: ViewMode;
}

export const defaultSearchState = (type: TypeChoice = 'all'): SearchState => ({
  type,
  keyword: '',
  elements: [],
  properties: [],
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  view: 'grid',
});

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

const numberOrUndefined = (text: string | undefined) => {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** "C:0.1:0.2" → { el: 'C', min: 0.1, max: 0.2 }; a range with neither bound is dropped. */
function parseRange(text: string): { key: string; min?: number; max?: number } | undefined {
  const [key, min, max, ...rest] = text.split(':');
  if (!key || rest.length > 0) return undefined;
  const range = { key, min: numberOrUndefined(min), max: numberOrUndefined(max) };
  return range.min === undefined && range.max === undefined ? undefined : range;
}

const rangeParam = (key: string, min?: number, max?: number) => `${key}:${min ?? ''}:${max ?? ''}`;

const positiveInt = (text: string | null, fallback: number, max: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
};

export function parseSearchState(params: URLSearchParams): SearchState {
  const type: TypeChoice = oneOf(MATERIAL_TYPES, params.get('type')) ?? 'all';
  const elements = params
    .getAll('el')
    .map(parseRange)
    .filter((range) => range !== undefined && /^[A-Za-z+]{1,12}$/.test(range.key))
    .slice(0, 10)
    .map((range) => ({ el: range!.key, min: range!.min, max: range!.max }));
  const properties = params
    .getAll('prop')
    .map(parseRange)
    .filter((range) => range !== undefined && oneOf(PROPERTIES, range.key))
    .slice(0, PROPERTIES.length)
    .map((range) => ({ property: range!.key as PropertyKey, min: range!.min, max: range!.max }));
  const text = (name: string, max: number) => params.get(name)?.trim().slice(0, max) || undefined;
  return {
    type,
    keyword: params.get('q')?.trim().slice(0, 100) ?? '',
    standard: text('standard', 40),
    country: oneOf(COUNTRIES, params.get('country')),
    category: text('category', 80),
    elements,
    properties,
    sort: oneOf(SORTS, params.get('sort')),
    page: positiveInt(params.get('page'), 1, 100000),
    pageSize: oneOf(PAGE_SIZES.map(String), params.get('size')) ? Number(params.get('size')) : DEFAULT_PAGE_SIZE,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The query for a state, leaving out defaults so URLs stay short. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type !== 'all') params.set('type', state.type);
  if (state.keyword) params.set('q', state.keyword);
  if (state.standard) params.set('standard', state.standard);
  if (state.country) params.set('country', state.country);
  if (state.category) params.set('category', state.category);
  for (const range of state.elements) {
    if (range.min !== undefined || range.max !== undefined) params.append('el', rangeParam(range.el, range.min, range.max));
  }
  for (const range of state.properties) {
    if (range.min !== undefined || range.max !== undefined) params.append('prop', rangeParam(range.property, range.min, range.max));
  }
  if (state.sort) params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  if (state.view !== 'grid') params.set('view', state.view);
  return params;
}

/** What the search endpoint gets for a state (page and size may be overridden, e.g. by the export). */
export function toSearchInput(state: SearchState, page = { pageNum: state.page, pageSize: state.pageSize }): SearchInput {
  const bounds = <T extends { min?: number; max?: number }>(range: T) =>
    ({ ...range, ...(range.min === undefined ? {} : { min: range.min }), ...(range.max === undefined ? {} : { max: range.max }) });
  return {
    ...page,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.standard ? { standard: state.standard } : {}),
    ...(state.country ? { country: state.country } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.elements.length > 0 ? { elements: state.elements.map(bounds) } : {}),
    ...(state.properties.length > 0 ? { properties: state.properties.map(bounds) } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

/** Whether any filter beyond the keyword is set (the filter panel opens for such links). */
export const hasFilters = (state: SearchState) =>
  Boolean(state.standard || state.country || state.category || state.elements.length || state.properties.length);
