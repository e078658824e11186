import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MATERIAL_TYPES, type GradeSummary, type MaterialType, type PropertyKey, type searchInput } from '@contract';
import type { Db } from '../../../db/client';
import { searchKey } from '../../../lib/searchKey';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toGradeSummary, type SummaryRow } from './summary';

export type SearchQuery = z.output<typeof searchInput>;
/** One material type, or every type (`undefined`): the search across types ranks all grades together. */
export type TypeScope = MaterialType | undefined;

const ALL_TYPES_LIST = sql.raw(MATERIAL_TYPES.map((type) => `'${type}'`).join(', '));
/**
 * The type condition on a column. Every type is spelled out as a list rather than left out: the grade indexes
 * lead with the type, and a list keeps them usable (one descent per type).
 */
export const typeIs = (column: string, type: TypeScope): SQL =>
  type ? sql`${sql.raw(column)} = ${type}` : sql`${sql.raw(column)} in (${ALL_TYPES_LIST})`;

/**
 * The materials search: one parameterised statement per page, for each material type.
 *
 * Relevance (lower rank first), from the keyword normalised by keywordKey() (searchKey(), and a shop-floor
 * "45#" or "45钢" read as "45"):
 *   0 the grade's name exactly            ("Q235B", "S355J2", "6061-T6", "ER70S6" for ER70S-6, "45#" → 45)
 *   1 a former name exactly               ("Q345B" → Q355B, "0Cr18Ni9" → 06Cr19Ni10: an old name leads to the
 *                                          current grade)
 *   2 a former name starting with it      ("Q345" → Q355B, Q355C, Q355D before current names such as Q345R)
 *   3 a name starting with it             ("Q235" → Q235A, Q235B, Q235C, Q235D)
 *   4 an alias or material number exactly ("1.0038" → S235JR, "S30400" → 304)
 *   5 a standard's number or code (exactly or as a prefix) or its title exactly ("GB/T 700", "碳素结构钢" → GB/T 700)
 *   6 a category exactly, in either language ("不锈钢", "stainless steel")
 *   7 a standard's number or title containing it
 *   8 a category containing it
 *   9 similar to a name, alias, former name or material number (pg_trgm word_similarity `<%`: typos such as
 *     "S35J2"), only when nothing matches exactly and few names start with it (TYPO_FALLBACK_BELOW)
 * Within a rank: shorter names first ("S355J" → S355J0, S355J2, S355JR before S355J2H, S355J2W), then in order
 * (of their search keys: case and punctuation ignored), except rank 9, most similar first. Each hit says which of
 * its names matched (`matched`: name, former name, alias or material number) where one did exactly, or a former
 * name by its beginning.
 *
 * How it stays fast at 100,000 grades: each way of matching is its own branch on its own index (search_keys
 * GIN, name_key prefix b-tree, the partial index of the few grades with former names, one (standard_id, type,
 * name_key, id) or (category_id, name_key, id) range per matching standard or category, trigram GIN), read once; the big branches are answered from the indexes
 * alone. Rows of all branches become one hit per grade (its best rank), which are counted and paged. The
 * planner is never left to guess how many grades a standard or category holds.
 *
 * Filters (all must hold): standard number, country, category, element ranges, property ranges.
 * Element range: the grade's specified interval lies within the asked range: its minimum (0 under a bare
 * maximum) ≥ the asked minimum and its maximum ≤ the asked maximum (no upper limit fails an asked maximum);
 * a grade that gives no value for the element does not match.
 * Property range: the grade's lowest specified value over all conditions (yield, tensile, elongation minimum;
 * impact energy minimum at any test temperature; Brinell hardness limit) lies within the asked range; a grade
 * without that value does not match.
 */
const PROPERTY_COLUMNS: Record<PropertyKey, SQL> = {
  yield: sql.raw('g.yield_min'),
  tensile: sql.raw('g.tensile_min'),
  elongation: sql.raw('g.elongation_min'),
  hardness: sql.raw('g.hardness_hb'),
  impact: sql.raw('g.impact_min'),
};

/** Sorts other than relevance, on `material_grades g` (b-tree indexes give each of them in order). */
const SORTS = {
  'name,asc': sql.raw('g.name asc, g.id asc'),
  'name,desc': sql.raw('g.name desc, g.id desc'),
  'yield,asc': sql.raw('g.yield_min asc nulls last, g.id'),
  'yield,desc': sql.raw('g.yield_min desc nulls last, g.id'),
  'tensile,asc': sql.raw('g.tensile_min asc nulls last, g.id'),
  'tensile,desc': sql.raw('g.tensile_min desc nulls last, g.id'),
} as const;
type Sort = keyof typeof SORTS | 'relevance';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;
/** Containment in standard titles and categories needs a keyword long enough to mean something. */
const containsWorthy = (key: string) => key.length >= (CJK.test(key) ? 2 : 3);

/** Asked element ranges, one per element (two ranges for one element both hold: their intersection). */
function elementRanges(query: Partial<SearchQuery>) {
  const byElement = new Map<string, { min?: number; max?: number }>();
  for (const { el, min, max } of query.elements ?? []) {
    const range = byElement.get(el) ?? {};
    if (min !== undefined) range.min = Math.max(range.min ?? min, min);
    if (max !== undefined) range.max = Math.min(range.max ?? max, max);
    byElement.set(el, range);
  }
  return [...byElement].map(([el, range]) => ({ el, ...range }));
}

/** The WITH entry `element_match`: ids of the grades meeting every element range (undefined without any). */
function elementMatch(query: Partial<SearchQuery>): SQL | undefined {
  const elements = elementRanges(query);
  if (!elements.length) return undefined;
  const within = elements.map(
    ({ el, min, max }) => sql`select grade_id from material_compositions
      where el = ${el} and lo is not null${min === undefined ? sql`` : sql` and lo >= ${min}`}${max === undefined ? sql`` : sql` and hi <= ${max}`}`,
  );
  return sql`element_match as materialized (${sql.join(within, sql` intersect `)})`;
}

/**
 * The conditions of a search's filters on `material_grades g`, besides its type (`true` when none).
 * `amongHits`: they are checked on a keyword's hits only; else over every grade of the type, and element ranges
 * need the statement to start WITH elementMatch().
 */
function searchFilters(type: TypeScope, query: Partial<SearchQuery>, amongHits = false): SQL {
  const conditions: SQL[] = [];
  if (query.standard) {
    conditions.push(sql`g.standard_id in (select id from material_standards where number = ${query.standard})`);
  }
  if (query.country) {
    conditions.push(sql`g.standard_id in (select id from material_standards where country = ${query.country})`);
  }
  if (query.category) {
    conditions.push(
      sql`g.category_id in (select id from material_categories where ${typeIs('type', type)} and (zh = ${query.category} or en = ${query.category}))`,
    );
  }
  const elements = elementRanges(query);
  if (elements.length && amongHits) {
    // Among a keyword's hits: the bounds kept on the grade row, read per hit.
    for (const { el, min, max } of elements) {
      const bound = (index: 0 | 1) => sql`(g.element_bounds -> ${el} ->> ${sql.raw(String(index))})::float8`;
      conditions.push(sql`g.element_bounds ? ${el}`);
      if (min !== undefined) conditions.push(sql`${bound(0)} >= ${min}`);
      if (max !== undefined) conditions.push(sql`${bound(1)} <= ${max}`);
    }
  } else if (elements.length) {
    // Over a whole type: the grades meeting every range, from the (el, lo, hi, grade_id) index alone, once per
    // statement (the `element_match` entry of elementMatch()), hashed and probed while the count and the page
    // walk the type's (…, id) indexes (`is true` keeps the planner from joining row by row instead).
    conditions.push(sql`(g.id in (select grade_id from element_match)) is true`);
  }
  for (const range of query.properties ?? []) {
    const column = PROPERTY_COLUMNS[range.property];
    conditions.push(sql`${column} is not null`);
    if (range.min !== undefined) conditions.push(sql`${column} >= ${range.min}`);
    if (range.max !== undefined) conditions.push(sql`${column} <= ${range.max}`);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * Similar designations (rank 9) are for mistyped or half-remembered ones: they join the results only when no
 * grade has the keyword as its name, alias, material number or temper, and fewer than this many names start
 * with it.
 */
const TYPO_FALLBACK_BELOW = 20;

/**
 * The statement's first WITH entries for a keyword: `typos` (whether similar designations are wanted) and
 * the standards and categories that match it with the rank they give their grades (`std`, `cat`: tiny tables,
 * each read once per statement).
 */
function keywordSources(type: TypeScope, key: string): SQL {
  const prefix = `${key}%`;
  const standardExact = sql`title_key_zh = ${key} or title_key_en = ${key}${
    key.length >= 2 ? sql` or number_key like ${prefix} or code_key like ${prefix}` : sql``
  }`;
  const contains = containsWorthy(key);
  const standardContains = contains
    ? sql`position(${key} in number_key) > 0 or position(${key} in title_key_zh) > 0 or position(${key} in title_key_en) > 0`
    : sql`false`;
  const categoryContains = contains ? sql`position(${key} in key_zh) > 0 or position(${key} in key_en) > 0` : sql`false`;
  return sql`
    typos as materialized (
      select not exists (select 1 from material_grades where search_keys @> array[${key}]::text[] and ${typeIs('type', type)})
             and (select count(*) from (select 1 from material_grades where ${typeIs('type', type)} and name_key collate "C" like ${prefix}
                                         limit ${TYPO_FALLBACK_BELOW}) few) < ${TYPO_FALLBACK_BELOW} as wanted),
    std as materialized (
      select id, case when ${standardExact} then 5 else 7 end as rank
        from material_standards where ${standardExact} or ${standardContains}),
    cat as materialized (
      select id, case when key_zh = ${key} or key_en = ${key} then 6 else 8 end as rank
        from material_categories where ${typeIs('type', type)} and (key_zh = ${key} or key_en = ${key} or ${categoryContains}))`;
}

/** The column each sort orders hits by (within a rank for relevance): every branch row carries it. */
const SORT_COLUMN: Record<Sort, string> = {
  relevance: 'name_key',
  'name,asc': 'name',
  'name,desc': 'name',
  'yield,asc': 'yield_min',
  'yield,desc': 'yield_min',
  'tensile,asc': 'tensile_min',
  'tensile,desc': 'tensile_min',
};

/**
 * The branches of a keyword search on `material_grades g`, as rows (id, rank, sim, sort column): one per way of
 * matching, each on its own index (for the relevance sort without filters, the big ones from the index alone).
 * `offset 0` keeps the per-standard and per-category subqueries nested loops over their index.
 */
function keywordBranches(type: TypeScope, key: string, filters: SQL, sort: Sort): SQL[] {
  const prefix = `${key}%`;
  const columns = (rank: SQL, sim: SQL = sql`null::real`) => sql`g.id, ${rank} as rank, ${sim} as sim, ${sql.raw(`g.${SORT_COLUMN[sort]}`)}`;
  return [
    sql`select ${columns(sql`case when g.name_key = ${key} then 0 else 4 end`)} from material_grades g
          where g.search_keys @> array[${key}]::text[] and ${typeIs('g.type', type)} and ${filters}`,
    sql`select ${columns(sql`case when ${key} = any(g.former_keys) then 1 else 2 end`)} from material_grades g
          where ${typeIs('g.type', type)} and cardinality(g.former_keys) > 0
            and exists (select 1 from unnest(g.former_keys) k where k collate "C" like ${prefix}) and ${filters}`,
    sql`select ${columns(sql`3`)} from material_grades g
          where ${typeIs('g.type', type)} and g.name_key collate "C" like ${prefix} and ${filters}`,
    sql`select x.* from std cross join lateral (
          select ${columns(sql`std.rank`)} from material_grades g
           where g.standard_id = std.id and ${typeIs('g.type', type)} and ${filters} offset 0) x`,
    sql`select x.* from cat cross join lateral (
          select ${columns(sql`cat.rank`)} from material_grades g
           where g.category_id = cat.id and ${filters} offset 0) x`,
    sql`select ${columns(sql`9`, sql`word_similarity(${key}, g.trgm_text)`)} from material_grades g
          where (select wanted from typos) and ${typeIs('g.type', type)} and ${key} <% g.trgm_text and ${filters}`,
  ];
}

/**
 * Every grade a keyword matches, unfiltered, for statements that only need the ids (filter facets): the WITH
 * entries to start the statement with and a subquery of distinct ids.
 */
export function keywordMatches(type: TypeScope, keyword: string): { ctes: SQL; ids: SQL } | undefined {
  const key = keywordKey(keyword);
  if (!key) return undefined;
  return {
    ctes: keywordSources(type, key),
    ids: sql`select distinct id from (${sql.join(keywordBranches(type, key, sql`true`, 'relevance'), sql` union all `)}) u`,
  };
}

/** The order of hits (alias `h`): by rank (best rank, then similarity, then name), or by the chosen sort. */
const hitOrder = (sort: Sort, alias: 'h' | 'p') =>
  sql.raw(
    {
      relevance: 'h.rank, h.sim desc nulls last, length(h.name_key), h.name_key collate "C", h.id',
      'name,asc': 'h.name asc, h.id asc',
      'name,desc': 'h.name desc, h.id desc',
      'yield,asc': 'h.yield_min asc nulls last, h.id',
      'yield,desc': 'h.yield_min desc nulls last, h.id',
      'tensile,asc': 'h.tensile_min asc nulls last, h.id',
      'tensile,desc': 'h.tensile_min desc nulls last, h.id',
    }[sort].replaceAll('h.', `${alias}.`),
  );
type PageRow = SummaryRow & { total: number | string };
type FormerName = { name: string; standard: string; ref: string };

/**
 * Which of a hit's names the keyword matched: its name, a former name (exactly, else by its beginning, as
 * ranks 1 and 2 do), an alias or a material number exactly; undefined for other hits (a name's beginning, a
 * standard, a category, a similar designation).
 */
export function matchedName(key: string, grade: Pick<GradeSummary, 'name' | 'aliases' | 'materialNumbers'>, formerNames: readonly FormerName[]): GradeSummary['matched'] {
  if (searchKey(grade.name) === key) return { kind: 'name', name: grade.name };
  const former =
    formerNames.find((entry) => searchKey(entry.name) === key) ?? formerNames.find((entry) => searchKey(entry.name).startsWith(key));
  if (former) return { kind: 'former', name: former.name, standard: former.standard };
  const alias = grade.aliases.find((name) => searchKey(name) === key);
  if (alias) return { kind: 'alias', name: alias };
  const number = grade.materialNumbers.find((name) => searchKey(name) === key);
  if (number) return { kind: 'materialNumber', name: number };
  return undefined;
}

/** Shop-floor designations: "45#" (searchKey drops the "#") and "45钢" / "20#钢" are the grade "45" / "20". */
const SHOP_FLOOR_STEEL = /^([a-z0-9]*\d[a-z0-9]*)钢$/u;

/** The keyword as search keys are stored (searchKey()), with a grade-like keyword's trailing "钢" dropped. */
export function keywordKey(keyword: string): string {
  const key = searchKey(keyword);
  return key.replace(SHOP_FLOOR_STEEL, '$1');
}

/**
 * The ids of one page of grades without a keyword, in the sort's order. Over every type: each type's first
 * `offset + limit` from its own index, merged (an index leading with the type gives no order across types).
 */
function orderedPageIds(type: TypeScope, filters: SQL, pageSort: SQL, limit: number, offset: number): SQL {
  if (type) return sql`select g.id from material_grades g where g.type = ${type} and ${filters} order by ${pageSort} limit ${limit} offset ${offset}`;
  const perType = MATERIAL_TYPES.map(
    (one) => sql`(select g.id, g.name, g.yield_min, g.tensile_min from material_grades g
                   where g.type = ${one} and ${filters} order by ${pageSort} limit ${limit + offset})`,
  );
  return sql`select g.id from (${sql.join(perType, sql` union all `)}) g order by ${pageSort} limit ${limit} offset ${offset}`;
}

/**
 * One page of results in one statement. With a keyword: every branch row, grouped into one hit per grade with
 * its best rank, counted, and the page taken from them. Without: the count and an ordered page, each on its
 * own index.
 */
export async function searchGrades(db: Pick<Db, 'execute'>, type: TypeScope, query: SearchQuery) {
  const key = keywordKey(query.keyword ?? '');
  const filters = searchFilters(type, query, key !== '');
  const limit = query.pageSize;
  const offset = (query.pageNum - 1) * query.pageSize;
  const sort: Sort = query.sort ?? (key ? 'relevance' : 'name,asc');
  // Without a keyword, the page's ids come first (from an index alone where the filters allow), then their rows.
  const pageSort = SORTS[sort === 'relevance' ? 'name,asc' : sort];

  const statement = key
    ? sql`
      with ${keywordSources(type, key)},
      hits as materialized (
        select id, min(rank) as rank, max(sim) as sim, ${sql.raw(`min(${SORT_COLUMN[sort]}) as ${SORT_COLUMN[sort]}`)}
          from (${sql.join(keywordBranches(type, key, filters, sort), sql` union all `)}) b group by id),
      page as (select h.* from hits h order by ${hitOrder(sort, 'h')} limit ${limit} offset ${offset})
      select total.n as total, page.* from (select count(*) as n from hits) total left join lateral (
        select ${SUMMARY_COLUMNS}, g.former_names from page p join material_grades g on g.id = p.id ${SUMMARY_JOINS}
         order by ${hitOrder(sort, 'p')}) page on true`
    : sql`
      ${elementMatch(query) ? sql`with ${elementMatch(query)}` : sql``}
      select total.n as total, page.* from (select count(*) as n from material_grades g where ${typeIs('g.type', type)} and ${filters}) total
      left join lateral (
        select ${SUMMARY_COLUMNS} from (${orderedPageIds(type, filters, pageSort, limit, offset)}) p
          join material_grades g on g.id = p.id ${SUMMARY_JOINS} order by ${pageSort}) page on true`;
  const { rows } = await db.execute<PageRow & Record<string, unknown>>(statement);
  const list: GradeSummary[] = rows
    .filter((row) => row.id !== null)
    .map((row) => {
      const summary = toGradeSummary(row);
      const matched = key ? matchedName(key, summary, (row.former_names as FormerName[] | undefined) ?? []) : undefined;
      return matched ? { ...summary, matched } : summary;
    });
  return { list, total: Number(rows[0]?.total ?? 0), pageNum: query.pageNum, pageSize: query.pageSize };
}
