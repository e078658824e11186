import { sql } from 'drizzle-orm';
import type { MaterialType } from '@contract';
import type { Db } from '../../db/client';
import { summariesByIds } from '../materials/repository/summary';

interface FavouriteRow {
  id: number;
  grade_id: number;
  created_at: Date;
}

async function withGrades(db: Db, rows: FavouriteRow[]) {
  const grades = await summariesByIds(db, rows.map((row) => row.grade_id));
  const byId = new Map(grades.map((grade) => [grade.id, grade]));
  return rows.map((row) => ({ id: row.id, grade: byId.get(row.grade_id)!, createTime: new Date(row.created_at).toISOString() }));
}

/** The user's favourites, newest first, optionally of one material type. */
export async function listFavourites(db: Db, userId: number, query: { pageNum: number; pageSize: number; type?: MaterialType }) {
  const ofType = query.type ? sql`and g.type = ${query.type}` : sql``;
  const [page, [{ total }]] = await Promise.all([
    db.execute<FavouriteRow & Record<string, unknown>>(sql`
      select f.id, f.grade_id, f.created_at from grade_favourites f join material_grades g on g.id = f.grade_id
       where f.user_id = ${userId} ${ofType} order by f.created_at desc, f.id desc
       limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`).then((result) => result.rows),
    db.execute<{ total: number }>(sql`
      select count(*)::int as total from grade_favourites f join material_grades g on g.id = f.grade_id
       where f.user_id = ${userId} ${ofType}`).then((result) => result.rows),
  ]);
  return { list: await withGrades(db, page), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Adds a grade to the user's favourites (again: the existing one); undefined when there is no such grade. */
export async function addFavourite(db: Db, userId: number, gradeId: number, now: Date) {
  const { rows } = await db.execute<FavouriteRow & Record<string, unknown>>(sql`
    with added as (
      insert into grade_favourites (user_id, grade_id, created_at)
      select ${userId}, g.id, ${now} from material_grades g where g.id = ${gradeId}
      on conflict (user_id, grade_id) do nothing
      returning id, grade_id, created_at)
    select * from added
    union all
    select id, grade_id, created_at from grade_favourites where user_id = ${userId} and grade_id = ${gradeId}`);
  const [favourite] = await withGrades(db, rows.slice(0, 1));
  return favourite;
}

/** Removes a grade from the user's favourites; false when it was not one of them. */
export async function removeFavourite(db: Db, userId: number, gradeId: number) {
  const result = await db.execute(sql`delete from grade_favourites where user_id = ${userId} and grade_id = ${gradeId}`);
  return (result.rowCount ?? 0) > 0;
}
