import { MSG } from '@contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import * as repo from './repository';

export const saveHistory = repo.saveHistory;
export const listHistory = repo.listHistory;

/** Deletes all of the caller's search history, or one entry of it. */
export async function deleteHistory(db: Db, userId: number, input: { all?: boolean; id?: number }) {
  if (input.all) await repo.deleteAll(db, userId);
  else if (input.id === undefined) throw badRequest(MSG.validationFailed);
  else if (!(await repo.deleteOne(db, userId, input.id))) throw notFound();
}
