import type { z } from 'zod';
import {
  MSG,
  QUALITY_LIMITS,
  type LineScoreOutput,
  type pageQuery,
  type ParseResult,
  type parseTemplateInput,
  type sampleOutput,
  type Submission,
  type templateQuery,
} from '@contract';
import type { QualitySampleRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import type { FileAnswer } from '../../../http/fileRoute';
import type { SessionUser } from '../../../plugins/auth';
import { categoryOf, gradeInCategory, limitsOf } from '../core/catalogue';
import { currentMethod } from '../core/method';
import { rankAmong } from '../core/rank';
import { scoreSamples } from '../core/score';
import type { QualityContext } from '../context';
import {
  findOwnSubmission,
  insertSubmission,
  newestLineYear,
  ownUpload,
  pageOwnSubmissions,
  saveScore,
  type SubmissionRow,
} from '../repository/submissions';
import { readTemplate } from '../template/read';
import { templateFileName, templateWorkbook, XLSX_TYPE } from '../template/write';

/**
 * The simulated ranking: a grade's template, reading a filled one into a submission (nothing is kept while it has
 * problems), scoring it under the current method and placing it among the published lines. A submission is its
 * uploader's alone: anyone else asking for it gets the 404 of a missing one.
 */
type SampleOutput = z.infer<typeof sampleOutput>;

const BEIJING_OFFSET_MS = 8 * 3600_000;
const beijingYear = (now: Date) => new Date(now.getTime() + BEIJING_OFFSET_MS).getUTCFullYear();

async function gradeOf(ctx: QualityContext, categoryId: number, gradeId: number) {
  const category = await categoryOf(ctx.db, categoryId);
  const grade = await gradeInCategory(ctx.db, category, gradeId);
  return { category, loaded: await limitsOf(ctx.db, grade) };
}

export async function downloadTemplate(ctx: QualityContext, input: z.output<typeof templateQuery>): Promise<FileAnswer> {
  const { category, loaded } = await gradeOf(ctx, input.categoryId, input.gradeId);
  return {
    contentType: XLSX_TYPE,
    body: await templateWorkbook(category, loaded),
    headers: { 'content-disposition': `attachment; filename="${templateFileName(loaded.grade.name)}"` },
  };
}

export const sampleOutputOf = (sample: QualitySampleRow): SampleOutput => ({
  id: sample.id ?? null,
  thicknessMm: sample.thicknessMm,
  thicknessDeviationMm: sample.thicknessDeviationMm,
  thicknessToleranceMm: sample.thicknessToleranceMm ?? null,
  yieldMPa: sample.yieldMPa,
  tensileMPa: sample.tensileMPa,
  elongationPct: sample.elongationPct,
  impactEnergyJ: sample.impact?.energyJ ?? null,
  impactTempC: sample.impact?.tempC ?? null,
  composition: sample.composition,
});

export async function parseTemplate(ctx: QualityContext, user: SessionUser, input: z.output<typeof parseTemplateInput>): Promise<ParseResult> {
  const { category, loaded } = await gradeOf(ctx, input.categoryId, input.gradeId);
  const dataFile = await ownUpload(ctx.db, input.dataFileId, user.userId, 'qualityDataFile');
  const bytes = dataFile ? await ctx.storage.get(dataFile.id) : undefined;
  if (!dataFile || !bytes) throw badRequest(MSG.dataFileRequired);
  const reportFileId = input.reportFileId ?? null;
  if (reportFileId && !(await ownUpload(ctx.db, reportFileId, user.userId, 'qualityReport'))) throw badRequest(MSG.reportFileInvalid);

  const read = await readTemplate(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), loaded.limits);
  if (read.problems.length) {
    return {
      submissionId: null,
      n: read.n,
      problems: read.problems.slice(0, QUALITY_LIMITS.problemsShownMax),
      problemCount: read.problems.length,
      preview: [],
    };
  }
  const submissionId = await insertSubmission(ctx.db, {
    userId: user.userId,
    companyId: user.companyId,
    categoryId: category.id,
    gradeId: loaded.grade.id,
    dataFileId: dataFile.id,
    dataFileName: dataFile.name.slice(0, 200),
    reportFileId,
    samples: read.samples,
    n: read.n,
    createdAt: ctx.clock.now(),
  });
  return { submissionId, n: read.n, problems: [], problemCount: 0, preview: read.samples.slice(0, QUALITY_LIMITS.previewRows).map(sampleOutputOf) };
}

async function ownSubmission(ctx: QualityContext, user: SessionUser, id: number) {
  const row = await findOwnSubmission(ctx.db, id, user.userId);
  if (!row) throw notFound();
  return row;
}

/**
 * Where a simulated total would stand: among the published lines of the category in the newest year that has any
 * (a simulation has no production year of its own), or the current Beijing year when the category has none yet.
 */
async function rankOf(ctx: QualityContext, categoryId: number, total: number | null, years = new Map<number, Promise<number | null>>()) {
  if (total === null) return null;
  if (!years.has(categoryId)) years.set(categoryId, newestLineYear(ctx.db, categoryId));
  const year = (await years.get(categoryId)!) ?? beijingYear(ctx.clock.now());
  return rankAmong(ctx.db, categoryId, year, total);
}

async function answer(ctx: QualityContext, row: SubmissionRow): Promise<Submission> {
  const { output } = await limitsOf(ctx.db, row.grade);
  return {
    id: row.id,
    category: row.category,
    limits: output,
    dataFileName: row.dataFileName,
    reportFileId: row.reportFileId,
    n: row.n,
    preview: row.samples.slice(0, QUALITY_LIMITS.previewRows).map(sampleOutputOf),
    score: (row.score as LineScoreOutput | null) ?? null,
    rank: await rankOf(ctx, row.categoryId, row.total),
    applicationId: row.applicationId ?? null,
    createTime: row.createdAt.toISOString(),
  };
}

export async function submissionOf(ctx: QualityContext, user: SessionUser, id: number): Promise<Submission> {
  return answer(ctx, await ownSubmission(ctx, user, id));
}

/** A submission as its uploader reads it, for whoever may read it on their behalf (its application's auditors). */
export async function submissionOfUploader(ctx: QualityContext, uploaderId: number, id: number): Promise<Submission> {
  const row = await findOwnSubmission(ctx.db, id, uploaderId);
  if (!row) throw notFound();
  return answer(ctx, row);
}

/** Scores the caller's submission under the current method; a later simulation replaces the stored score. */
export async function simulate(ctx: QualityContext, user: SessionUser, submissionId: number): Promise<Submission> {
  const row = await ownSubmission(ctx, user, submissionId);
  const [{ method }, { limits }] = await Promise.all([currentMethod(ctx.db), limitsOf(ctx.db, row.grade)]);
  const score = scoreSamples(method, limits, row.samples);
  await saveScore(ctx.db, row.id, {
    methodVersion: score.methodVersion,
    score: score as unknown as Record<string, unknown>,
    total: score.total,
    smallSample: score.smallSample,
    scoredAt: ctx.clock.now(),
  });
  return answer(ctx, { ...row, score: score as unknown as Record<string, unknown>, total: score.total });
}

export async function pageSubmissions(ctx: QualityContext, user: SessionUser, query: z.output<typeof pageQuery>) {
  const { rows, total } = await pageOwnSubmissions(ctx.db, user.userId, query);
  // One look-up of the newest ranked year per category on the page.
  const years = new Map<number, Promise<number | null>>();
  const list = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      category: row.category,
      grade: row.grade,
      dataFileName: row.dataFileName,
      reportFileId: row.reportFileId,
      n: row.n,
      score: (row.score as LineScoreOutput | null) ?? null,
      rank: await rankOf(ctx, row.categoryId, row.total, years),
      applicationId: row.applicationId ?? null,
      createTime: row.createdAt.toISOString(),
    })),
  );
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}
