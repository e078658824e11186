import { sql } from 'drizzle-orm';
import type { MaterialType } from '@contract';
import type { Db } from '../../db/client';

type Reader = Pick<Db, 'execute'>;

/** A page of the sitemap: its path (with its query, without the language prefix) and when it last changed. */
export interface SitemapEntry {
  path: string;
  updatedAt?: Date | string;
}

/** Grades anybody may see: the catalogue's and approved enterprise grades (never a company's own, never generated ones). */
const PUBLIC_GRADE = sql`g.company_id is null and not g.synthetic`;

export async function publicGradeCount(db: Reader): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from material_grades g where ${PUBLIC_GRADE}`);
  return rows[0].n;
}

/** One file's grades in id order (`page` from 1). */
export async function publicGrades(db: Reader, page: number, perPage: number) {
  const { rows } = await db.execute<{ id: number; type: MaterialType; updated_at: string }>(sql`
    select g.id, g.type, g.updated_at from material_grades g where ${PUBLIC_GRADE}
     order by g.id limit ${perPage} offset ${(page - 1) * perPage}`);
  return rows;
}

/** Standards with public grades, once per material type they hold. */
export async function publicStandards(db: Reader) {
  const { rows } = await db.execute<{ id: number; type: MaterialType; updated_at: string }>(sql`
    select distinct s.id, g.type, s.updated_at from material_standards s join material_grades g on g.standard_id = s.id
     where ${PUBLIC_GRADE} order by s.id, g.type`);
  return rows;
}

export async function approvedProducts(db: Reader) {
  const { rows } = await db.execute<{ id: number; updated_at: string }>(sql`
    select id, updated_at from recommended_products where state = 'approved' order by id`);
  return rows;
}
