import { eq } from 'drizzle-orm';
import type { EnterpriseDetail, LineDetail, LineScoreOutput, QualityCategory } from '@contract';
import type { z } from 'zod';
import type { lineQuery } from '@contract';
import type { Db } from '../../../db/client';
import { qualityEnterprises, qualityLines } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { gradeInCategory, categoryOf, limitsOf } from '../core/catalogue';
import { methodOutput } from '../core/method';
import { publicScore } from '../core/score';
import * as lines from '../repository/lines';
import { enterpriseById } from '../repository/enterprises';
import { mayDownloadReport, waitingReportOrder, type ReportReader } from './reportAccess';

type LineQuery = z.output<typeof lineQuery>;
const page = (query: { pageNum: number; pageSize: number }) => ({ pageNum: query.pageNum, pageSize: query.pageSize });

/** Newest lines shown on the introduction. */
export const LATEST_LINES = 6;

const categoryOutput = (row: Awaited<ReturnType<typeof lines.categoriesWithLines>>[number]): QualityCategory => ({
  id: row.id,
  code: row.code,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  lines: row.lines,
  years: row.years,
});

export async function introduce(db: Db) {
  const [method, figures, categories, latest] = await Promise.all([
    methodOutput(db),
    lines.figures(db),
    lines.categoriesWithLines(db, false),
    lines.latestLines(db, LATEST_LINES),
  ]);
  return { method, figures, categories: categories.map(categoryOutput), latest };
}

export async function steelResources(db: Db) {
  const categories = await lines.categoriesWithLines(db, false);
  return Promise.all(
    categories.map(async (category) => ({ ...categoryOutput(category), standardCodes: category.standardCodes, grades: await lines.scorableGrades(db, category.standardCodes) })),
  );
}

export async function categories(db: Db, onlyWithLines: boolean) {
  return (await lines.categoriesWithLines(db, onlyWithLines)).map(categoryOutput);
}

/** The enterprise ranking of a year (default: the newest year with lines), in one category or all. */
export async function companyRanking(db: Db, query: Omit<LineQuery, 'gradeId'>) {
  const year = query.year ?? (await lines.newestYear(db, query.categoryId));
  if (year === undefined) return { list: [], total: 0, ...page(query) };
  const ranked = await lines.pageEnterpriseRanking(db, { categoryId: query.categoryId, year, keyword: query.keyword }, page(query));
  return { ...ranked, ...page(query) };
}

export async function pageLines(db: Db, query: LineQuery & { creditCode?: string }) {
  return { ...(await lines.pageLines(db, query, page(query))), ...page(query) };
}

export async function enterprise(db: Db, id: number): Promise<EnterpriseDetail> {
  const row = await enterpriseById(db, id);
  if (!row) throw notFound();
  return { id: row.id, name: row.name, creditCode: row.creditCode, address: row.address, lines: await lines.linesOfEnterprise(db, id) };
}

/** A line's row and its enterprise's platform company (what access and the report need beyond the summary). */
export async function lineRow(db: Db, id: number) {
  const [row] = await db
    .select({ line: qualityLines, enterpriseCompanyId: qualityEnterprises.companyId, enterprise: qualityEnterprises })
    .from(qualityLines)
    .innerJoin(qualityEnterprises, eq(qualityEnterprises.id, qualityLines.enterpriseId))
    .where(eq(qualityLines.id, id));
  if (!row) throw notFound();
  return row;
}

/** The limits the line was scored against, from the catalogue as it is now. */
export async function lineLimits(db: Db, line: { categoryId: number; gradeId: number }) {
  const category = await categoryOf(db, line.categoryId);
  return limitsOf(db, await gradeInCategory(db, category, line.gradeId));
}

export async function lineDetail(db: Db, id: number, reader: ReportReader | null, now: Date): Promise<LineDetail> {
  const { line, enterpriseCompanyId } = await lineRow(db, id);
  const access = { id: line.id, enterpriseCompanyId };
  const [summary, limits, neighbours, canDownload, waitingOrderNo] = await Promise.all([
    lines.lineSummaryById(db, id),
    lineLimits(db, line),
    lines.neighboursOf(db, line),
    mayDownloadReport(db, reader, access),
    waitingReportOrder(db, reader, access, now),
  ]);
  return {
    ...summary,
    score: publicScore(line.score as unknown as LineScoreOutput),
    limits: limits.output,
    neighbours,
    report: { price: line.reportPrice, canDownload, waitingOrderNo: canDownload ? null : waitingOrderNo },
  };
}
