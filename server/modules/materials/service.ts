import type { z } from 'zod';
import { LIMITS, MSG, ResultCode, type facets, type Language, type MaterialType } from '@contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import { hasPrivilege } from '../vip/service';
import { gradeDetails, gradeType, mechanicalIn, mechanicalValues, toMechanicalValue } from './repository/details';
import { searchFacets } from './repository/facets';
import { searchGrades, type SearchQuery, type TypeScope } from './repository/search';
export { suggest } from './repository/suggest';
import { summariesByIds, toStandardSummary } from './repository/summary';
import { logSearch, logView, standardWithGradeIds, typesOfGrades } from './repository/usage';

type Facets = z.infer<typeof facets>;

/** Facets change only with the catalogue; over 100,000 grades they take a while, so they are kept a minute. */
const FACETS_TTL_MS = 60_000;
const FACETS_CACHED_MAX = 500;
/** The facets of recent keywords, per type (created once per app by routes.ts). */
export type FacetCache = Map<string, { until: number; value: Promise<Facets> }>;

/** Keywords count for hot lists as typed, but case and repeated spaces do not make another keyword. */
const keywordKey = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').toLowerCase();

/** The grade's id when it exists and is of the asked type; 'No corresponding ID' otherwise. */
async function requireGrade(db: Db, type: MaterialType, id: number) {
  if ((await gradeType(db, id)) !== type) throw notFound();
  return id;
}

/** How many result rows the caller may page through: the data privilege (VIP, a new user's free month) unlocks more. */
async function rowLimitOf(db: Db, userId: number | null, now: Date) {
  return userId !== null && (await hasPrivilege(db, userId, now)) ? LIMITS.searchRowsPrivileged : LIMITS.searchRowsFree;
}

/** A search of one type, or of every type (`undefined`: logged as type 'all'). */
export async function search(db: Db, type: TypeScope, query: SearchQuery, userId: number | null, now: Date) {
  const rowLimit = await rowLimitOf(db, userId, now);
  const first = (query.pageNum - 1) * query.pageSize;
  if (first >= rowLimit) {
    throw new AppError(403, MSG.searchRowsVip, ResultCode.refused, { rows: LIMITS.searchRowsFree, vipRows: LIMITS.searchRowsPrivileged });
  }
  const found = await searchGrades(db, type, query);
  const page = { ...found, list: found.list.slice(0, rowLimit - first), rowLimit };
  const keyword = query.keyword?.trim() ?? '';
  // A search is counted once: when its first page is asked, not again for every further page.
  if (keyword && query.pageNum === 1) {
    await logSearch(db, { type: type ?? 'all', keyword, keywordKey: keywordKey(keyword), resultCount: page.total, userId, createdAt: now });
  }
  return page;
}

/** A grade's full details; notes and source labels in the caller's language. */
export async function detail(db: Db, type: MaterialType, id: number, userId: number | null, ip: string | null, now: Date, language?: Language) {
  await requireGrade(db, type, id);
  await logView(db, { gradeId: id, type, userId, ip, createdAt: now });
  const [found] = await gradeDetails(db, [id], userId, language);
  return found;
}

export async function standDetail(db: Db, type: MaterialType, standardId: number) {
  const row = await standardWithGradeIds(db, type, standardId);
  if (!row || row.grade_ids.length === 0) throw notFound();
  return { standard: toStandardSummary(row), grades: await summariesByIds(db, row.grade_ids) };
}

export async function materialProperties(db: Db, type: MaterialType, id: number, filter: { condition?: string; thickness?: number }, language?: Language) {
  await requireGrade(db, type, id);
  const values = (await mechanicalValues(db, [id], filter)).map(toMechanicalValue);
  return language ? values.map((value) => mechanicalIn(value, language)) : values;
}

/** Conditions in the standard's order, each with its thickness bands. */
export async function conditions(db: Db, type: MaterialType, id: number) {
  await requireGrade(db, type, id);
  const result: { condition: string; bands: [number | null, number | null][] }[] = [];
  for (const row of await mechanicalValues(db, [id])) {
    let entry = result.find((item) => item.condition === row.condition);
    if (!entry) result.push((entry = { condition: row.condition, bands: [] }));
    const band: [number | null, number | null] = [row.thickness_from, row.thickness_to];
    if (!entry.bands.some(([from, to]) => from === band[0] && to === band[1])) entry.bands.push(band);
  }
  return result;
}

/** 2–6 distinct grades, all of the endpoint's type, in the order asked. */
export async function comparison(db: Db, type: MaterialType, ids: number[], userId: number | null, language?: Language) {
  const distinct = [...new Set(ids)];
  if (distinct.length < 2) throw badRequest(MSG.compareAtLeastTwo);
  const rows = await typesOfGrades(db, distinct);
  if (rows.length !== distinct.length) throw notFound();
  if (rows.some((row) => row.type !== type)) throw badRequest(MSG.compareSameType);
  return { grades: await gradeDetails(db, distinct, userId, language) };
}

export function facetsOf(db: Db, cache: FacetCache, type: TypeScope, keyword = '') {
  const key = `${type ?? 'all'}\n${keywordKey(keyword)}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.until > now) return cached.value;
  if (cache.size >= FACETS_CACHED_MAX) cache.clear();
  const value = searchFacets(db, type, keyword);
  cache.set(key, { until: now + FACETS_TTL_MS, value });
  value.catch(() => cache.delete(key));
  return value;
}
