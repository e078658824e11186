import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import * as repo from './repository';

/** The caller's favourite grades (every query scoped to the caller); a missing grade answers 404. */
export const listFavourites = repo.listFavourites;

export async function addFavourite(db: Db, userId: number, gradeId: number, now: Date) {
  const favourite = await repo.addFavourite(db, userId, gradeId, now);
  if (!favourite) throw notFound();
  return favourite;
}

export async function removeFavourite(db: Db, userId: number, gradeId: number) {
  if (!(await repo.removeFavourite(db, userId, gradeId))) throw notFound();
}
