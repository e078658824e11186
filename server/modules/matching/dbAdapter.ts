import { sql } from 'drizzle-orm';
import type { MaterialType } from '@contract';
import type { Db } from '../../db/client';
import { categoryKey } from './categories';
import type { IndexSource } from './indexCache';
import { declaredPairs } from '../materials/repository/declared';
import { mechanicalOf, type MechanicalColumns } from '../materials/repository/details';
import { elementRanges, mechanicalRow, type SourceElementRow } from './normalize';
import type { MatchableGrade, WeldingProcess } from './types';

/**
 * The grades of the database as matchable grades (what catalogueAdapter.ts does for the catalogue files):
 * catalogue grades, enterprise-standard grades (with their company: matched only for its members) and,
 * in measuring databases, synthetic grades. Three reads in one snapshot: grades, composition rows and
 * mechanical rows, each ordered by grade so that they are joined in one pass.
 *
 * The version is the `gradesVersion` row of `meta`, raised by a trigger on every statement that writes
 * grades, their values, standards or categories (migration 0003_matching_version): one primary-key read.
 */
type Reader = Pick<Db, 'execute' | 'transaction'>;

interface GradeRow {
  id: number;
  type: MaterialType;
  name: string;
  aliases: string[];
  temper: string;
  processes: string[];
  company_id: number | null;
  number: string;
  code: string;
  country: string;
  category_en: string;
}

type CompositionRow = { grade_id: number } & Required<SourceElementRow>;

type Row<T> = T & Record<string, unknown>;

/** Rows ordered by grade id, taken grade by grade as the grades (in id order) ask for theirs. */
function cursorOver<T extends { grade_id: number }>(rows: T[]) {
  let at = 0;
  return (gradeId: number): T[] => {
    while (at < rows.length && rows[at].grade_id < gradeId) at++;
    const start = at;
    while (at < rows.length && rows[at].grade_id === gradeId) at++;
    return rows.slice(start, at);
  };
}

export async function loadMatchableGrades(db: Reader): Promise<MatchableGrade[]> {
  // One snapshot; the statements run one after the other on the transaction's connection.
  const { grades, compositions, mechanical } = await db.transaction(
    async (tx) => ({
      grades: await tx.execute<Row<GradeRow>>(sql`
        select g.id, g.type, g.name, g.aliases, g.temper, g.processes, g.company_id,
               s.number, s.code, s.country, c.en as category_en
          from material_grades g
          join material_standards s on s.id = g.standard_id
          join material_categories c on c.id = g.category_id
         order by g.id`),
      compositions: await tx.execute<Row<CompositionRow>>(sql`
        select grade_id, el, min, max, typical, note from material_compositions order by grade_id, sort`),
      mechanical: await tx.execute<Row<MechanicalColumns>>(sql`select * from material_mechanical order by grade_id, sort`),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const compositionOf = cursorOver(compositions.rows);
  const mechanicalRowsOf = cursorOver(mechanical.rows);
  // Declared pairs are few (hundreds) and read with the grades: a query finds its own in memory.
  const declared = await declaredPairs(db);
  return grades.rows.map((row) => {
    const composition = elementRanges(compositionOf(row.id));
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      aliases: row.aliases,
      standard: { number: row.number, code: row.code, country: row.country },
      category: categoryKey(row.type, row.category_en, composition),
      temper: row.type === 'aluminium' && row.temper !== '' ? row.temper : null,
      companyId: row.company_id,
      composition,
      mechanical: mechanicalRowsOf(row.id).map((values) => mechanicalRow(mechanicalOf(values))),
      processes: row.processes as WeldingProcess[],
      ...(declared.has(row.id) ? { declared: declared.get(row.id) } : {}),
    };
  });
}

const GRADES_VERSION_KEY = 'gradesVersion';

export async function gradesVersion(db: Pick<Db, 'execute'>): Promise<string> {
  const { rows } = await db.execute<{ value: string }>(sql`select value from meta where key = ${GRADES_VERSION_KEY}`);
  return rows[0]?.value ?? '0';
}

/** The IndexCache source of a database. */
export const databaseIndexSource = (db: Reader): IndexSource => ({
  version: () => gradesVersion(db),
  grades: () => loadMatchableGrades(db),
});
