import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import * as repo from './repository';

/** The public experiment data sets with their citation and licence, and their rows (values as the files give them). */
export const listDataSets = repo.listDataSets;

export async function dataSetRows(db: Db, id: number, pageNum: number, pageSize: number) {
  if (!(await repo.dataSetExists(db, id))) throw notFound();
  return repo.pageOfRows(db, id, pageNum, pageSize);
}
