import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  materialGrades,
  materialStandards,
  qualityApplications,
  qualityCategories,
  qualityLines,
  qualitySubmissions,
  storedFiles,
  type QualitySampleRow,
} from '../../../db/schema';

/** Quality submissions (parsed templates and their simulated scores) and the uploads they are read from. */
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;

/** A stored upload of the user for one purpose; undefined when missing, another's, or of another purpose. */
export async function ownUpload(db: Reader, fileId: string, userId: number, purpose: 'qualityDataFile' | 'qualityReport') {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.uploadedBy, userId), eq(storedFiles.purpose, purpose)));
  return row;
}

export interface NewSubmission {
  userId: number;
  companyId: number | null;
  categoryId: number;
  gradeId: number;
  dataFileId: string;
  dataFileName: string;
  reportFileId: string | null;
  samples: QualitySampleRow[];
  n: number;
  createdAt: Date;
}

export async function insertSubmission(db: Writer, values: NewSubmission) {
  const [row] = await db.insert(qualitySubmissions).values(values).returning({ id: qualitySubmissions.id });
  return row.id;
}

/** The application made from a submission (the newest, should there be several). */
const applicationIdOf = sql<number | null>`(select max(${qualityApplications.id}) from ${qualityApplications} where ${qualityApplications.submissionId} = ${qualitySubmissions.id})`;

const summaryColumns = {
  id: qualitySubmissions.id,
  userId: qualitySubmissions.userId,
  categoryId: qualitySubmissions.categoryId,
  category: { id: qualityCategories.id, code: qualityCategories.code, nameZh: qualityCategories.nameZh, nameEn: qualityCategories.nameEn },
  grade: { id: materialGrades.id, name: materialGrades.name, standardCode: materialStandards.code },
  dataFileName: qualitySubmissions.dataFileName,
  reportFileId: qualitySubmissions.reportFileId,
  n: qualitySubmissions.n,
  score: qualitySubmissions.score,
  total: qualitySubmissions.total,
  applicationId: applicationIdOf,
  createdAt: qualitySubmissions.createdAt,
};

const withNames = <T extends Reader>(db: T, columns: typeof summaryColumns & { samples?: typeof qualitySubmissions.samples }) =>
  db
    .select(columns)
    .from(qualitySubmissions)
    .innerJoin(qualityCategories, eq(qualityCategories.id, qualitySubmissions.categoryId))
    .innerJoin(materialGrades, eq(materialGrades.id, qualitySubmissions.gradeId))
    .innerJoin(materialStandards, eq(materialStandards.id, materialGrades.standardId));

/** One submission of the user, with its samples; undefined when missing or another's. */
export async function findOwnSubmission(db: Reader, id: number, userId: number) {
  const [row] = await withNames(db, { ...summaryColumns, samples: qualitySubmissions.samples }).where(
    and(eq(qualitySubmissions.id, id), eq(qualitySubmissions.userId, userId)),
  );
  return row as (typeof row & { samples: QualitySampleRow[] }) | undefined;
}
export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findOwnSubmission>>>;

/** The user's submissions, newest first (quality_submissions_user_idx). */
export async function pageOwnSubmissions(db: Reader, userId: number, paging: { pageNum: number; pageSize: number }) {
  const where = eq(qualitySubmissions.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    withNames(db, summaryColumns)
      .where(where)
      .orderBy(desc(qualitySubmissions.createdAt), desc(qualitySubmissions.id))
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(qualitySubmissions).where(where),
  ]);
  return { rows, total };
}

export interface StoredScore {
  methodVersion: string;
  score: Record<string, unknown>;
  total: number;
  smallSample: boolean;
  scoredAt: Date;
}

/** Replaces the simulated score (a later simulation under a newer method replaces the earlier one). */
export async function saveScore(db: Writer, id: number, score: StoredScore) {
  await db.update(qualitySubmissions).set(score).where(eq(qualitySubmissions.id, id));
}

/** The newest year with published lines in the category, if any (quality_lines_ranking_idx). */
export async function newestLineYear(db: Reader, categoryId: number): Promise<number | null> {
  const [row] = await db.select({ year: max(qualityLines.year) }).from(qualityLines).where(eq(qualityLines.categoryId, categoryId));
  return row?.year ?? null;
}
