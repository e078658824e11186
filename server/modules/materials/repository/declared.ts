import { sql } from 'drizzle-orm';
import type { GradeDetail } from '@contract';
import type { Db } from '../../../db/client';
import { equivalenceTables, type LoadedTable } from '../../../db/seed/equivalents/load';
import { tableRows, type TableDesignation } from '../../../db/seed/equivalents/format';
import { searchKey, searchKeySql } from '../../../lib/searchKey';

/**
 * Declared equivalents: the pairs the standards themselves state, in both directions.
 *
 * - A catalogue grade's `equivalents` (material_equivalents: GB/T 20878 Annex B, GB/T 3077 …): A declares B.
 *   A's page lists B; B's page lists A, with the same source (the standard that declared it).
 * - Cross-reference tables (server/db/seed/equivalents/*.json): every two designations of a row.
 *
 * A designation is resolved to a catalogue grade by name, alias or material number (same type, preferring
 * the named standard; several different grades and none of that standard: no link). Two sources that pair a
 * grade differently are both kept, each with its source.
 */
type Reader = Pick<Db, 'execute'>;
type Row<T> = T & Record<string, unknown>;
type Equivalent = GradeDetail['equivalents'][number];
export interface DeclaredSource {
  code: string;
  ref: string;
}

/** The designations a source writes in one cell: "S30400 / 304" is S30400 and 304. */
export const designationKeys = (grade: string) => grade.split('/').map(searchKey).filter(Boolean);

interface Candidate {
  id: number;
  type: string;
  search_keys: string[];
  number_key: string;
}

/** Finds the catalogue grade of each designation (one read for all of them); null when none or ambiguous. */
export async function designationResolver(db: Reader, designations: readonly TableDesignation[]) {
  const keys = [...new Set(designations.flatMap((item) => designationKeys(item.grade)))];
  const { rows: candidates } = keys.length
    ? await db.execute<Row<Candidate>>(sql`
        select g.id, g.type, g.search_keys, s.number_key from material_grades g join material_standards s on s.id = g.standard_id
         where g.search_keys && ${sql.param(keys)}::text[] and not g.synthetic`)
    : { rows: [] };
  const byKey = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    for (const key of candidate.search_keys) byKey.set(key, [...(byKey.get(key) ?? []), candidate]);
  }
  return (designation: TableDesignation, type: string, exceptId: number | null = null): number | null => {
    const found = new Map<number, Candidate>();
    for (const key of designationKeys(designation.grade)) {
      for (const candidate of byKey.get(key) ?? []) {
        if (candidate.id !== exceptId && candidate.type === type) found.set(candidate.id, candidate);
      }
    }
    const matching = [...found.values()];
    const sameStandard = matching.filter((candidate) => candidate.number_key === searchKey(designation.standard));
    const chosen = sameStandard.length ? sameStandard : matching;
    return chosen.length === 1 ? chosen[0].id : null;
  };
}

interface DeclaringRow {
  from_id: number;
  from_name: string;
  from_type: string;
  from_standard: string;
  standard: string;
  grade: string;
  source_code: string;
  source_ref: string;
}

const DECLARING_COLUMNS = sql.raw(`
  x.grade_id as from_id, g.name as from_name, g.type as from_type, s.code as from_standard, x.standard, x.grade,
  v.code as source_code, v.ref as source_ref`);
const DECLARING_JOINS = sql.raw(`
  from material_equivalents x
  join material_grades g on g.id = x.grade_id
  join material_standards s on s.id = g.standard_id
  join value_sources v on v.id = x.source_id`);

/**
 * What other sources declare for these grades: other grades' equivalents that name them, and the other
 * designations of table rows that name them. Per grade id, in the order found, without duplicates.
 */
export async function declaredByOthers(
  db: Reader,
  ids: readonly number[],
  tables: readonly LoadedTable[] = equivalenceTables(),
): Promise<Map<number, Equivalent[]>> {
  const result = new Map<number, Equivalent[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const { rows: targets } = await db.execute<Row<{ id: number; type: string; search_keys: string[] }>>(
    sql`select id, type, search_keys from material_grades where id = any(${sql.param([...ids])}::int[])`,
  );
  const keys = [...new Set(targets.flatMap((target) => target.search_keys))];
  if (keys.length === 0) return result;
  // Rows whose designation may name one of the grades (the key test below and the resolver decide).
  const { rows: declaring } = await db.execute<Row<DeclaringRow>>(sql`
    select ${DECLARING_COLUMNS} ${DECLARING_JOINS}
     where exists (select 1 from unnest(string_to_array(x.grade, '/')) p
                    where ${searchKeySql(sql.raw('p'))} = any(${sql.param(keys)}::text[]))
     order by x.id`);
  const tableHits = tables.flatMap(({ data }) =>
    tableRows(data)
      .filter((row) => row.some((item) => designationKeys(item.grade).some((key) => keys.includes(key))))
      .map((row) => ({ row, type: data.type, source: { code: data.source.code, ref: data.ref } })),
  );
  const resolve = await designationResolver(db, [...declaring, ...tableHits.flatMap((hit) => hit.row)]);

  const add = (id: number, item: Equivalent) => {
    const list = result.get(id);
    const same = (other: Equivalent) =>
      other.source.code === item.source.code && other.source.ref === item.source.ref && (item.gradeId !== null ? other.gradeId === item.gradeId : other.grade === item.grade);
    if (list && !list.some(same)) list.push(item);
  };
  for (const target of targets) {
    for (const row of declaring) {
      if (row.from_id === target.id || resolve(row, row.from_type, row.from_id) !== target.id) continue;
      add(target.id, { standard: row.from_standard, grade: row.from_name, gradeId: row.from_id, source: { code: row.source_code, ref: row.source_ref } });
    }
    for (const hit of tableHits) {
      if (hit.type !== target.type || !hit.row.some((item) => resolve(item, hit.type) === target.id)) continue;
      for (const item of hit.row) {
        const gradeId = resolve(item, hit.type);
        if (gradeId === target.id) continue;
        add(target.id, { standard: item.standard, grade: item.grade, gradeId, source: hit.source });
      }
    }
  }
  return result;
}

/** A declared equivalent as the matching engine keeps it: the other grade and who declared the pair. */
export interface DeclaredPair {
  gradeId: number;
  standard: string;
  ref: string;
}

/**
 * Every declared pair between catalogue grades, both directions, by grade id: for the match index (built
 * once per catalogue version, so that a query looks its pairs up in memory).
 */
export async function declaredPairs(db: Reader, tables: readonly LoadedTable[] = equivalenceTables()): Promise<Map<number, DeclaredPair[]>> {
  const { rows: declaring } = await db.execute<Row<DeclaringRow>>(sql`select ${DECLARING_COLUMNS} ${DECLARING_JOINS} where not g.synthetic order by x.id`);
  const rows = tables.flatMap(({ data }) => tableRows(data).map((row) => ({ row, type: data.type, source: { code: data.source.code, ref: data.ref } })));
  const resolve = await designationResolver(db, [...declaring, ...rows.flatMap((item) => item.row)]);
  const pairs = new Map<number, DeclaredPair[]>();
  const add = (a: number, b: number, source: DeclaredSource) => {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      const list = pairs.get(from) ?? [];
      if (!list.some((item) => item.gradeId === to && item.standard === source.code && item.ref === source.ref)) {
        list.push({ gradeId: to, standard: source.code, ref: source.ref });
      }
      pairs.set(from, list);
    }
  };
  for (const row of declaring) {
    const to = resolve(row, row.from_type, row.from_id);
    if (to !== null) add(row.from_id, to, { code: row.source_code, ref: row.source_ref });
  }
  for (const { row, type, source } of rows) {
    const ids = [...new Set(row.map((item) => resolve(item, type)).filter((id): id is number => id !== null))];
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) add(ids[i], ids[j], source);
  }
  return pairs;
}
