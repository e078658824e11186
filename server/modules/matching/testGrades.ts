import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Lookups for the matching API tests: a grade's id by its standard number and name. */
export async function gradeId(db: Pick<Db, 'execute'>, standard: string, name: string): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select g.id from material_grades g join material_standards s on s.id = g.standard_id
     where s.number = ${standard} and g.name = ${name}`);
  if (rows.length !== 1) throw new Error(`${standard} ${name}: ${rows.length} grades`);
  return rows[0].id;
}
