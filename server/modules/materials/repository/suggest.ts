import { sql } from 'drizzle-orm';
import { MATERIAL_TYPES, PUBLIC_PATHS, SUGGEST_LIMIT, type Language, type MaterialType, type GradeSuggestion } from '@contract';
import type { Db } from '../../../db/client';
import { keywordKey, matchedName } from './search';

/** Standards keep at most this many of the ten places when grades would fill them all. */
const STANDARD_PLACES = 3;
/** A standard whose number, code or title is the keyword comes right after grades named or formerly named so. */
const STANDARD_EXACT_RANK = 2.5;
const STANDARD_PREFIX_RANK = 5;

interface GradeRow {
  id: number;
  type: MaterialType;
  name: string;
  aliases: string[];
  material_numbers: string[];
  former_names: { name: string; standard: string; ref: string }[];
  standard_code: string;
  rank: number;
}
interface StandardRow {
  id: number;
  code: string;
  title_zh: string;
  title_en: string;
  type: MaterialType;
  exact: boolean;
}

const ALL_TYPES = sql.raw(MATERIAL_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * Grades for a keyword as it is typed, with the ranks of the search (search.ts) that need no scan: 0 its name,
 * 1 a former name exactly, 2 a former name starting with it, 3 a name starting with it (the first few of each
 * type in name order, from the (type, name_key) index), 4 an alias or material number exactly (search_keys GIN).
 */
async function suggestedGrades(db: Pick<Db, 'execute'>, key: string, limit: number) {
  const prefix = `${key}%`;
  const { rows } = await db.execute<GradeRow & Record<string, unknown>>(sql`
    with hits as (
      select id, min(rank) as rank from (
        select g.id, case when g.name_key = ${key} then 0 else 4 end as rank from material_grades g
         where g.search_keys @> array[${key}]::text[] and g.type in (${ALL_TYPES})
        union all
        select g.id, case when ${key} = any(g.former_keys) then 1 else 2 end from material_grades g
         where g.type in (${ALL_TYPES}) and cardinality(g.former_keys) > 0
           and exists (select 1 from unnest(g.former_keys) k where k collate "C" like ${prefix})
        union all
        select p.id, 3 from unnest(array[${ALL_TYPES}]::text[]) t(type) cross join lateral (
          select g.id from material_grades g where g.type = t.type and g.name_key collate "C" like ${prefix}
           order by g.name_key collate "C" limit ${limit}) p
      ) b group by id order by rank limit ${limit * 4})
    select g.id, g.type, g.name, g.aliases, g.material_numbers, g.former_names, s.code as standard_code, h.rank
      from hits h join material_grades g on g.id = h.id join material_standards s on s.id = g.standard_id
     order by h.rank, length(g.name_key), g.name_key collate "C", g.id limit ${limit}`);
  return rows;
}

/** Standards whose number or code starts with the keyword, or whose title is it; each with the type of its grades. */
async function suggestedStandards(db: Pick<Db, 'execute'>, key: string, limit: number) {
  if (key.length < 2) return [];
  const prefix = `${key}%`;
  const { rows } = await db.execute<StandardRow & Record<string, unknown>>(sql`
    select s.id, s.code, s.title_zh, s.title_en, t.type,
           (s.number_key = ${key} or s.code_key = ${key} or s.title_key_zh = ${key} or s.title_key_en = ${key}) as exact
      from material_standards s
      cross join lateral (select g.type from material_grades g where g.standard_id = s.id limit 1) t
     where s.number_key like ${prefix} or s.code_key like ${prefix} or s.title_key_zh = ${key} or s.title_key_en = ${key}
     order by exact desc, s.number_key, s.year desc limit ${limit}`);
  return rows;
}

/** Up to ten suggestions, best first: grades and standards by rank, standards keeping a few places. */
export async function suggest(db: Pick<Db, 'execute'>, keyword: string, language: Language): Promise<GradeSuggestion[]> {
  const key = keywordKey(keyword);
  if (!key) return [];
  const [grades, standards] = await Promise.all([suggestedGrades(db, key, SUGGEST_LIMIT), suggestedStandards(db, key, STANDARD_PLACES)]);
  const gradeItems = grades.slice(0, SUGGEST_LIMIT - Math.min(standards.length, STANDARD_PLACES)).map((row) => {
    const matched = matchedName(key, { name: row.name, aliases: row.aliases, materialNumbers: row.material_numbers }, row.former_names ?? []);
    const item: GradeSuggestion = {
      kind: 'grade',
      label: row.name,
      type: row.type,
      id: row.id,
      detail: row.standard_code,
      path: PUBLIC_PATHS.grade(row.type, row.id),
    };
    if (matched && matched.kind !== 'name') item.matched = { kind: matched.kind, name: matched.name };
    return { rank: Number(row.rank), item };
  });
  const standardItems = standards.map((row) => ({
    rank: row.exact ? STANDARD_EXACT_RANK : STANDARD_PREFIX_RANK,
    item: {
      kind: 'standard',
      label: row.code,
      type: row.type,
      id: row.id,
      detail: language === 'en' ? row.title_en : row.title_zh,
      path: PUBLIC_PATHS.standard(row.type, row.id),
    } satisfies GradeSuggestion,
  }));
  // A stable sort keeps each list's own order within a rank.
  return [...gradeItems, ...standardItems]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SUGGEST_LIMIT)
    .map(({ item }) => item);
}
