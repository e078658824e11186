import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { QualityApplication, QualityApplicationState, QualityUserType } from '@contract';
import type { Db } from '../../../db/client';
import { materialGrades, materialStandards, qualityApplications, qualityCategories, qualityLines, qualitySubmissions, users } from '../../../db/schema';

/** Applications for the formal ranking: the rows, their locks, the applicant's list and the auditors' queue. */
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;
const a = qualityApplications;

export type ApplicationRow = typeof qualityApplications.$inferSelect;
export type SubmissionRow = typeof qualitySubmissions.$inferSelect;

/** The fields an applicant fills (contract applicationInput, parsed). */
export interface ApplicationFields {
  submissionId: number;
  userType: QualityUserType;
  companyName: string;
  creditCode: string;
  address: string;
  productName: string;
  steelmakingLine: string;
  rollingLine: string;
  contactName: string;
  contactInfo: string;
  instructions: string;
  year: number;
}

export async function submissionById(db: Reader, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(qualitySubmissions).where(eq(qualitySubmissions.id, id));
  return row;
}

/** The submission row, locked: an application takes it as its evidence once. */
export async function lockSubmission(tx: Writer, id: number) {
  const [row] = await tx
    .select({ id: qualitySubmissions.id, userId: qualitySubmissions.userId, scoredAt: qualitySubmissions.scoredAt, total: qualitySubmissions.total })
    .from(qualitySubmissions)
    .where(eq(qualitySubmissions.id, id))
    .for('update');
  return row;
}

/** The application made from a submission, if any (one per submission). */
export async function applicationOfSubmission(db: Reader, submissionId: number) {
  const [row] = await db.select({ id: a.id }).from(a).where(eq(a.submissionId, submissionId)).limit(1);
  return row?.id ?? null;
}

/** The application row, locked until the transaction ends (every step reads its state under this lock). */
export async function lockApplication(tx: Writer, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
  return row;
}

export async function insertApplication(tx: Writer, row: ApplicationFields & { userId: number; companyId: number | null; now: Date }) {
  const { now, ...fields } = row;
  const [inserted] = await tx
    .insert(a)
    .values({ ...fields, state: 'pending', submittedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: a.id });
  return inserted.id;
}

export interface ApplicationChange extends Partial<ApplicationFields> {
  state: QualityApplicationState;
  companyId?: number | null;
  rejectReason?: string | null;
  submittedAt?: Date;
  decidedAt?: Date | null;
}

export async function updateApplication(tx: Writer, id: number, change: ApplicationChange, now: Date) {
  await tx.update(a).set({ ...change, updatedAt: now }).where(eq(a.id, id));
}

const summaryColumns = {
  row: a,
  total: qualitySubmissions.total,
  n: qualitySubmissions.n,
  category: { id: qualityCategories.id, code: qualityCategories.code, nameZh: qualityCategories.nameZh, nameEn: qualityCategories.nameEn },
  grade: { id: materialGrades.id, name: materialGrades.name, standardCode: materialStandards.code },
  applicant: users.realName,
  applicantUserName: users.userName,
  lineId: qualityLines.id,
};

function summaries(db: Reader) {
  return db
    .select(summaryColumns)
    .from(a)
    .innerJoin(qualitySubmissions, eq(qualitySubmissions.id, a.submissionId))
    .innerJoin(qualityCategories, eq(qualityCategories.id, qualitySubmissions.categoryId))
    .innerJoin(materialGrades, eq(materialGrades.id, qualitySubmissions.gradeId))
    .innerJoin(materialStandards, eq(materialStandards.id, materialGrades.standardId))
    .innerJoin(users, eq(users.id, a.userId))
    .leftJoin(qualityLines, eq(qualityLines.applicationId, a.id));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['where']>>[number];

export const toApplication = ({ row, total, n, category, grade, applicant, applicantUserName, lineId }: SummaryRow): QualityApplication => ({
  id: row.id,
  submissionId: row.submissionId,
  userType: row.userType as QualityUserType,
  companyName: row.companyName,
  creditCode: row.creditCode,
  address: row.address,
  productName: row.productName,
  steelmakingLine: row.steelmakingLine,
  rollingLine: row.rollingLine,
  contactName: row.contactName,
  contactInfo: row.contactInfo,
  instructions: row.instructions,
  year: row.year,
  state: row.state as QualityApplicationState,
  rejectReason: row.rejectReason,
  category,
  grade,
  total,
  n,
  applicant: applicant ?? applicantUserName,
  lineId,
  submitTime: row.submittedAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

/** One application as the contract answers it (without the submission, actions and history). */
export async function applicationSummary(db: Reader, id: number) {
  const [row] = await summaries(db).where(eq(a.id, id));
  return row && { application: toApplication(row), userId: row.row.userId };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const keywordOn = (keyword?: string): SQL | undefined => {
  if (!keyword) return undefined;
  const words = `%${escapeLike(keyword)}%`;
  return or(ilike(a.productName, words), ilike(a.companyName, words));
};

interface PageQuery {
  state?: QualityApplicationState;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

async function pageOf(db: Reader, where: SQL | undefined, order: SQL[], query: PageQuery) {
  const [rows, [{ total }]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(a).where(where),
  ]);
  return { list: rows.map(toApplication), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The applicant's applications, the newest change first (index quality_applications_user_idx). */
export function applicationsOfUser(db: Reader, userId: number, query: PageQuery) {
  const where = and(eq(a.userId, userId), query.state ? eq(a.state, query.state) : undefined, keywordOn(query.keyword));
  return pageOf(db, where, [desc(a.updatedAt), desc(a.id)], query);
}

/** The auditors' queue of one state (index quality_applications_state_idx): pending ones oldest first, decided ones newest first. */
export function auditQueue(db: Reader, query: PageQuery & { state: QualityApplicationState }) {
  const where = and(eq(a.state, query.state), keywordOn(query.keyword));
  const order = query.state === 'pending' ? [asc(a.submittedAt), asc(a.id)] : [desc(a.submittedAt), desc(a.id)];
  return pageOf(db, where, order, query);
}

/** A published line (an approval's): the line of the ranking, unique per application. */
export async function insertLine(tx: Writer, line: typeof qualityLines.$inferInsert) {
  const [row] = await tx.insert(qualityLines).values(line).returning({ id: qualityLines.id });
  return row.id;
}
