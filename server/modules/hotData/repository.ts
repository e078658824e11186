import { sql } from 'drizzle-orm';
import type { MaterialType } from '@contract';
import type { Db } from '../../db/client';
import { summariesByIds } from '../materials/repository/summary';

/** What people opened and searched since `since`, from the grade views and the search log (never made up). */
const ofType = (column: string, type: MaterialType | undefined) => (type ? sql`and ${sql.raw(column)} = ${type}` : sql``);

/** The most viewed grades, most views first. */
export async function hotGrades(db: Db, since: Date, type: MaterialType | undefined, limit: number) {
  const { rows } = await db.execute<{ grade_id: number; count: number }>(sql`
    select v.grade_id, count(*)::int as count from grade_views v
     where v.created_at >= ${since} ${ofType('v.type', type)}
     group by v.grade_id order by count desc, v.grade_id limit ${limit}`);
  const summaries = await summariesByIds(db, rows.map((row) => row.grade_id));
  return summaries.map((grade, index) => ({ grade, count: rows[index].count }));
}

/** The most searched keywords that found something, in their most frequent spelling. */
export async function hotKeywords(db: Db, since: Date, type: MaterialType | undefined, limit: number) {
  const { rows } = await db.execute<{ keyword: string; count: number }>(sql`
    select mode() within group (order by l.keyword) as keyword, count(*)::int as count from material_search_log l
     where l.created_at >= ${since} and l.result_count > 0 ${ofType('l.type', type)}
     group by l.keyword_key order by count desc, l.keyword_key limit ${limit}`);
  return rows;
}

/** The categories (what grades are for) whose grades were opened most. */
export async function hotCategories(db: Db, since: Date, type: MaterialType | undefined, limit: number) {
  const { rows } = await db.execute<{ zh: string; en: string; type: MaterialType; count: number }>(sql`
    select c.zh, c.en, c.type, count(*)::int as count from grade_views v
      join material_grades g on g.id = v.grade_id join material_categories c on c.id = g.category_id
     where v.created_at >= ${since} ${ofType('v.type', type)}
     group by c.zh, c.en, c.type order by count desc, c.en limit ${limit}`);
  return rows.map((row) => ({ category: { zh: row.zh, en: row.en }, type: row.type, count: row.count }));
}
