import type { z } from 'zod';
import type { dataSetQuery, DataSetSummary, ExperimentType, Visibility } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { and, or } from 'drizzle-orm';
import { viewerOf } from '../access';
import * as repo from '../repository/dataSets';
import { summariesOf } from './detail';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

/**
 * The lists of data sets: the management screen's scopes (mine, my company's, shared with me, collected, my recycle
 * bin) and the public data products. Each list holds only what `get` would show the caller, newest first.
 */
export async function pageDataSets(db: Db, user: SessionUser, query: z.output<typeof dataSetQuery>, now: Date): Promise<Page<DataSetSummary>> {
  const viewer = viewerOf(user);
  const where = and(repo.scopeCondition(query.scope, viewer, now), repo.filterCondition(query));
  const { rows, total } = await repo.pageDataSets(db, where, repo.newestChangeFirst, query);
  return { list: await summariesOf(db, viewer, rows, now), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function pageProducts(
  db: Db,
  user: SessionUser | null,
  query: { pageNum: number; pageSize: number; keyword?: string; experimentType?: string },
  now: Date,
): Promise<Page<DataSetSummary>> {
  const where = repo.productCondition(query.keyword, query.experimentType);
  const { rows, total } = await repo.pageDataSets(db, where, repo.newestPublicationFirst, query);
  return { list: await summariesOf(db, viewerOf(user), rows, now), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The figures of the enterprise data page: the caller's own data sets, or the company's the caller sees. */
export async function dataSetFigures(db: Db, user: SessionUser, scope: 'mine' | 'company', now: Date) {
  const viewer = viewerOf(user);
  // The company's figures include the caller's own, which the 'company' list shows apart.
  const where = scope === 'mine' ? repo.scopeCondition('mine', viewer, now) : or(repo.scopeCondition('mine', viewer, now), repo.scopeCondition('company', viewer, now));
  const { types, visibilities } = await repo.countsBy(db, where);
  return {
    total: types.reduce((sum, row) => sum + row.count, 0),
    experimentTypes: types.map((row) => ({ key: row.key as ExperimentType, count: row.count })),
    visibilities: visibilities.map((row) => ({ key: row.key as Visibility, count: row.count })),
  };
}

export const companiesNamed = (db: Db, keyword: string) => repo.companiesNamed(db, keyword);
