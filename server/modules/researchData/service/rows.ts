import type { z } from 'zod';
import { MSG, RESEARCH_LIMITS, type chartOutput, type chartQuery, type rowsQuery, type statisticsOutput } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest } from '../../../http/errors';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import type { ResearchColumnRow } from '../../../db/schema/researchData';
import * as repo from '../repository/rows';

/** A data set's rows, statistics and charts: only for those who may see the rows (requireAccess 'rows'). */

const numeric = (column: ResearchColumnRow) => column.quantity !== 'text';

export async function rowsPage(ctx: ResearchContext, user: SessionUser | null, query: z.output<typeof rowsQuery>) {
  const { row } = await requireAccess(ctx.db, user, query.id, 'rows', ctx.clock.now());
  const list = await repo.pageOfRows(ctx.db, row.id, query.pageNum, query.pageSize);
  return { list, total: row.rowCount, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function statisticsOf(ctx: ResearchContext, user: SessionUser | null, id: number): Promise<z.input<typeof statisticsOutput>> {
  const { row } = await requireAccess(ctx.db, user, id, 'rows', ctx.clock.now());
  const numericColumns = row.columns.map((column, index) => ({ column, index })).filter(({ column }) => numeric(column));
  const figures = await repo.statisticsOf(
    ctx.db,
    row.id,
    numericColumns.map(({ index }) => index),
  );
  return {
    rowCount: figures.total,
    columns: numericColumns.map(({ column }, n) => ({ key: column.key, missing: figures.total - figures.columns[n].count, ...figures.columns[n] })),
  };
}

export async function chartOf(ctx: ResearchContext, user: SessionUser | null, query: z.output<typeof chartQuery>): Promise<z.input<typeof chartOutput>> {
  const { row } = await requireAccess(ctx.db, user, query.id, 'rows', ctx.clock.now());
  const columnOf = (key: string) => {
    const index = row.columns.findIndex((column) => column.key === key);
    if (index < 0 || !numeric(row.columns[index])) throw badRequest(MSG.researchColumnInvalid);
    return { index, column: row.columns[index] };
  };
  const x = columnOf(query.x);
  const y = columnOf(query.y);
  const points = Math.min(query.points, RESEARCH_LIMITS.chartPointsMax);
  const sample = await repo.sampleOf(ctx.db, row.id, x.index, y.index, points);
  return {
    x: x.column as z.input<typeof chartOutput>['x'],
    y: y.column as z.input<typeof chartOutput>['y'],
    total: sample.total,
    sampled: sample.total > points,
    points: sample.points,
  };
}
