import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, type facets, type MaterialType } from '@contract';
import type { AppDeps } from '../../deps';
import { gradeViews, materialSearchLog } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { gradeDetails, gradeType, mechanicalValues, toMechanicalValue } from './details';
import { searchFacets } from './facets';
import { searchGrades, type SearchQuery } from './search';
import { summariesByIds, toStandardSummary, type SummaryRow } from './summary';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Facets = z.infer<typeof facets>;

/** Facets change only with the catalogue; over 100,000 grades they take a while, so they are kept a minute. */
const FACETS_TTL_MS = 60_000;
const FACETS_CACHED_MAX = 500;

/** Keywords count for hot lists as typed, but case and repeated spaces do not make another keyword. */
export const keywordKey = (keyword: string) => keyword.trim().replace(/\s+/g, ' ').toLowerCase();

export function materialsService({ db, clock }: Deps) {
  /** The grade's id when it exists and is of the asked type; 'No corresponding ID' otherwise. */
  async function requireGrade(type: MaterialType, id: number) {
    if ((await gradeType(db, id)) !== type) throw notFound();
    return id;
  }

  const facetCache = new Map<string, { until: number; value: Promise<Facets> }>();

  /**
   * Writes usage records (searches, views) with an asynchronous commit: a search need not wait for the disk,
   * and after a crash only the last fraction of a second of such records could be missing.
   */
  const withoutWaitingForDisk = (write: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await write(tx);
    });

  return {
    async search(type: MaterialType, query: SearchQuery, userId: number | null) {
      const page = await searchGrades(db, type, query);
      const keyword = query.keyword?.trim() ?? '';
      // A search is counted once: when its first page is asked, not again for every further page.
      if (keyword && query.pageNum === 1) {
        await withoutWaitingForDisk((tx) =>
          tx.insert(materialSearchLog).values({ type, keyword, keywordKey: keywordKey(keyword), resultCount: page.total, userId, createdAt: clock.now() }),
        );
      }
      return page;
    },

    async detail(type: MaterialType, id: number, userId: number | null, ip: string | null) {
      await requireGrade(type, id);
      await withoutWaitingForDisk((tx) => tx.insert(gradeViews).values({ gradeId: id, type, userId, ip, createdAt: clock.now() }));
      const [detail] = await gradeDetails(db, [id], userId);
      return detail;
    },

    async standDetail(type: MaterialType, standardId: number) {
      const { rows } = await db.execute<SummaryRow & { grade_ids: number[] } & Record<string, unknown>>(sql`
        select s.id as standard_id, s.code as standard_code, s.number as standard_number, s.year as standard_year,
               s.country as standard_country, s.body as standard_body, s.title_zh as standard_title_zh, s.title_en as standard_title_en,
               array(select g.id from material_grades g where g.standard_id = s.id and g.type = ${type} order by g.name, g.id) as grade_ids
          from material_standards s where s.id = ${standardId}`);
      const [row] = rows;
      if (!row || row.grade_ids.length === 0) throw notFound();
      return { standard: toStandardSummary(row), grades: await summariesByIds(db, row.grade_ids) };
    },

    async materialProperties(type: MaterialType, id: number, filter: { condition?: string; thickness?: number }) {
      await requireGrade(type, id);
      return (await mechanicalValues(db, [id], filter)).map(toMechanicalValue);
    },

    /** Conditions in the standard's order, each with its thickness bands. */
    async conditions(type: MaterialType, id: number) {
      await requireGrade(type, id);
      const result: { condition: string; bands: [number | null, number | null][] }[] = [];
      for (const row of await mechanicalValues(db, [id])) {
        let entry = result.find((item) => item.condition === row.condition);
        if (!entry) result.push((entry = { condition: row.condition, bands: [] }));
        const band: [number | null, number | null] = [row.thickness_from, row.thickness_to];
        if (!entry.bands.some(([from, to]) => from === band[0] && to === band[1])) entry.bands.push(band);
      }
      return result;
    },

    /** 2–6 distinct grades, all of the endpoint's type, in the order asked. */
    async comparison(type: MaterialType, ids: number[], userId: number | null) {
      const distinct = [...new Set(ids)];
      if (distinct.length < 2) throw badRequest(MSG.compareAtLeastTwo);
      const { rows } = await db.execute<{ id: number; type: MaterialType }>(
        sql`select id, type from material_grades where id = any(${sql.param(distinct)}::int[])`,
      );
      if (rows.length !== distinct.length) throw notFound();
      if (rows.some((row) => row.type !== type)) throw badRequest(MSG.compareSameType);
      return { grades: await gradeDetails(db, distinct, userId) };
    },

    facets(type: MaterialType, keyword = '') {
      const key = `${type}\n${keywordKey(keyword)}`;
      const now = Date.now();
      const cached = facetCache.get(key);
      if (cached && cached.until > now) return cached.value;
      if (facetCache.size >= FACETS_CACHED_MAX) facetCache.clear();
      const value = searchFacets(db, type, keyword);
      facetCache.set(key, { until: now + FACETS_TTL_MS, value });
      value.catch(() => facetCache.delete(key));
      return value;
    },
  };
}
