import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  EnterpriseGrade,
  EnterpriseGradeRow,
  EnterpriseGradeState,
  EnterpriseStandard,
  EnterpriseStandardState,
  StandardAuditRecord,
} from '@contract';
import type { Db } from '../../db/client';
import { companies, enterpriseGrades, enterpriseStandards, enterpriseStandardSystems, users, workflowHistory } from '../../db/schema';
import { newestFirst, operatorName } from '../../workflow/repository';
import { containing } from '../../db/like';

/**
 * Reads and writes of enterprise standards. Company queries take the caller's company and filter by it, so an
 * id of another company's row finds nothing (answered as a missing id); auditor queries are named `…ForAudit`.
 */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** The grades' name in the shared workflow history (workflow.ts declares it). */
export const GRADE_SUBJECT = 'enterpriseGrade';
export type StandardRow = typeof enterpriseStandards.$inferSelect;
export type GradeRow = typeof enterpriseGrades.$inferSelect;
type SystemRow = typeof enterpriseStandardSystems.$inferSelect;
export interface Paging {
  pageNum: number;
  pageSize: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** `%…%` for ILIKE with the user's wildcards taken literally. */

/** Serialises one company's standard writes (the single system, unique numbers and state checks hold under races). */
export async function lockCompany(db: Pick<Db, 'execute'>, companyId: number) {
  await db.execute(sql`select 1 from companies where id = ${companyId} for update`);
}

// ---- standard system

export async function findSystem(db: Executor, companyId: number): Promise<SystemRow | undefined> {
  const [row] = await db.select().from(enterpriseStandardSystems).where(eq(enterpriseStandardSystems.companyId, companyId));
  return row;
}

export async function saveSystem(db: Executor, companyId: number, values: { name: string; code: string }, now: Date) {
  await db
    .insert(enterpriseStandardSystems)
    .values({ companyId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: enterpriseStandardSystems.companyId, set: { ...values, updatedAt: now } });
  // The login check's `isStandardSystem` flag (spec §3).
  await db.update(companies).set({ isStandardSystem: true }).where(eq(companies.id, companyId));
}

// ---- standards

const gradeCount = sql<number>`(select count(*)::int from enterprise_grades g where g.standard_id = ${enterpriseStandards.id})`;
const standardColumns = {
  row: enterpriseStandards,
  systemName: enterpriseStandardSystems.name,
  systemCode: enterpriseStandardSystems.code,
  gradeCount,
};
type StandardSelect = { row: StandardRow; systemName: string; systemCode: string; gradeCount: number };

export const toStandard = ({ row, systemName, systemCode, gradeCount: grades }: StandardSelect): EnterpriseStandard => ({
  id: row.id,
  number: row.number,
  name: row.name,
  year: row.year,
  issuer: row.issuer,
  country: row.country,
  systemName,
  systemCode,
  state: row.state as EnterpriseStandardState,
  gradeCount: Number(grades),
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

const selectStandards = (db: Executor) =>
  db
    .select(standardColumns)
    .from(enterpriseStandards)
    .innerJoin(enterpriseStandardSystems, eq(enterpriseStandardSystems.companyId, enterpriseStandards.companyId));

function standardFilter(companyId: number, filters: { keyword?: string; state?: EnterpriseStandardState }) {
  const conditions: (SQL | undefined)[] = [eq(enterpriseStandards.companyId, companyId)];
  if (filters.keyword) {
    const pattern = containing(filters.keyword);
    conditions.push(or(ilike(enterpriseStandards.number, pattern), ilike(enterpriseStandards.name, pattern)));
  }
  if (filters.state) conditions.push(eq(enterpriseStandards.state, filters.state));
  return and(...conditions);
}

export async function listStandards(
  db: Executor,
  companyId: number,
  query: Paging & { keyword?: string; state?: EnterpriseStandardState },
) {
  const where = standardFilter(companyId, query);
  const [rows, [{ total }]] = await Promise.all([
    selectStandards(db)
      .where(where)
      .orderBy(desc(enterpriseStandards.createdAt), desc(enterpriseStandards.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(enterpriseStandards).where(where),
  ]);
  return { list: rows.map(toStandard), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function findStandard(db: Executor, companyId: number, id: number) {
  const [row] = await selectStandards(db).where(and(eq(enterpriseStandards.companyId, companyId), eq(enterpriseStandards.id, id)));
  return row;
}

export async function countStandards(db: Executor, companyId: number) {
  const [{ total }] = await db.select({ total: count() }).from(enterpriseStandards).where(eq(enterpriseStandards.companyId, companyId));
  return total;
}

/** Another standard of the company with this number and year (the one being edited aside). */
export async function numberTaken(db: Executor, companyId: number, number: string, year: number, exceptId?: number) {
  const [row] = await db
    .select({ id: enterpriseStandards.id })
    .from(enterpriseStandards)
    .where(
      and(
        eq(enterpriseStandards.companyId, companyId),
        eq(enterpriseStandards.number, number),
        eq(enterpriseStandards.year, year),
        exceptId === undefined ? undefined : ne(enterpriseStandards.id, exceptId),
      ),
    );
  return row !== undefined;
}

type StandardValues = Pick<StandardRow, 'number' | 'name' | 'year' | 'issuer' | 'country'>;

export async function insertStandard(db: Executor, companyId: number, values: StandardValues, now: Date) {
  const [row] = await db
    .insert(enterpriseStandards)
    .values({ ...values, companyId, createdAt: now, updatedAt: now })
    .returning({ id: enterpriseStandards.id });
  return row.id;
}

export async function updateStandard(db: Executor, companyId: number, id: number, values: Partial<StandardRow>, now: Date) {
  await db
    .update(enterpriseStandards)
    .set({ ...values, updatedAt: now })
    .where(and(eq(enterpriseStandards.companyId, companyId), eq(enterpriseStandards.id, id)));
}

export async function deleteStandard(db: Executor, companyId: number, id: number) {
  await db.delete(enterpriseStandards).where(and(eq(enterpriseStandards.companyId, companyId), eq(enterpriseStandards.id, id)));
}

// ---- grades

interface StoredValues {
  composition: EnterpriseGrade['composition'];
  mechanical: EnterpriseGrade['mechanical'];
}

export const toGradeRow = (row: GradeRow): EnterpriseGradeRow => ({
  id: row.id,
  standardId: row.standardId,
  name: row.name,
  materialNumber: row.materialNumber,
  state: row.state as EnterpriseGradeState,
  rejectReason: row.state === 'rejected' ? row.rejectReason : null,
  publishedGradeId: row.state === 'approved' ? row.publishedGradeId : null,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

export const toGrade = (row: GradeRow, standard: EnterpriseStandard): Omit<EnterpriseGrade, 'nextActions'> => ({
  ...toGradeRow(row),
  standard,
  composition: row.composition as StoredValues['composition'],
  mechanical: row.mechanical as StoredValues['mechanical'],
});

const ownGrade = (companyId: number, id: number) => and(eq(enterpriseGrades.companyId, companyId), eq(enterpriseGrades.id, id));

export async function listGrades(db: Executor, companyId: number, query: Paging & { standardId: number; state?: EnterpriseGradeState }) {
  const where = and(
    eq(enterpriseGrades.companyId, companyId),
    eq(enterpriseGrades.standardId, query.standardId),
    query.state ? eq(enterpriseGrades.state, query.state) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(enterpriseGrades)
      .where(where)
      .orderBy(desc(enterpriseGrades.createdAt), desc(enterpriseGrades.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(enterpriseGrades).where(where),
  ]);
  return { list: rows.map(toGradeRow), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Every grade of some standards of one company, for the company's data overview. */
export async function gradesOfStandards(db: Executor, companyId: number, standardIds: number[]) {
  if (standardIds.length === 0) return [];
  return db
    .select()
    .from(enterpriseGrades)
    .where(and(eq(enterpriseGrades.companyId, companyId), inArray(enterpriseGrades.standardId, standardIds)))
    .orderBy(asc(enterpriseGrades.name));
}

export async function findGrade(db: Executor, companyId: number, id: number) {
  const [row] = await db.select().from(enterpriseGrades).where(ownGrade(companyId, id));
  return row;
}

export async function gradeNameTaken(db: Executor, standardId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: enterpriseGrades.id })
    .from(enterpriseGrades)
    .where(
      and(
        eq(enterpriseGrades.standardId, standardId),
        eq(enterpriseGrades.name, name),
        exceptId === undefined ? undefined : ne(enterpriseGrades.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function gradesInStates(db: Executor, standardId: number, states: EnterpriseGradeState[]) {
  return db
    .select()
    .from(enterpriseGrades)
    .where(and(eq(enterpriseGrades.standardId, standardId), inArray(enterpriseGrades.state, states)));
}

type GradeValues = Pick<GradeRow, 'name' | 'materialNumber' | 'composition' | 'mechanical'>;

export async function insertGrade(db: Executor, companyId: number, standardId: number, values: GradeValues, now: Date) {
  const [row] = await db
    .insert(enterpriseGrades)
    .values({ ...values, companyId, standardId, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

export async function updateGrade(db: Executor, id: number, values: Partial<GradeRow>, now: Date) {
  const [row] = await db
    .update(enterpriseGrades)
    .set({ ...values, updatedAt: now })
    .where(eq(enterpriseGrades.id, id))
    .returning();
  return row;
}

export async function deleteGrade(db: Executor, companyId: number, id: number) {
  await db.delete(enterpriseGrades).where(ownGrade(companyId, id));
}

// ---- audit trail (the grades' workflow history, server/workflow)

/** Audit records, newest first: of one company (companyId given) or of all (auditors). */
export async function listAudits(db: Executor, companyId: number | null, query: Paging & { gradeId?: number }) {
  const where = and(
    eq(workflowHistory.subject, GRADE_SUBJECT),
    companyId === null ? undefined : eq(workflowHistory.companyId, companyId),
    query.gradeId === undefined ? undefined : eq(workflowHistory.subjectId, query.gradeId),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: workflowHistory.id,
        gradeId: workflowHistory.subjectId,
        gradeName: enterpriseGrades.name,
        standardNumber: enterpriseStandards.number,
        action: workflowHistory.action,
        reason: workflowHistory.note,
        operator: operatorName,
        createdAt: workflowHistory.createdAt,
      })
      .from(workflowHistory)
      .innerJoin(enterpriseGrades, eq(enterpriseGrades.id, workflowHistory.subjectId))
      .innerJoin(enterpriseStandards, eq(enterpriseStandards.id, enterpriseGrades.standardId))
      .leftJoin(users, eq(users.id, workflowHistory.actorId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(workflowHistory)
      .innerJoin(enterpriseGrades, eq(enterpriseGrades.id, workflowHistory.subjectId))
      .where(where),
  ]);
  const list: StandardAuditRecord[] = rows.map(({ createdAt, action, ...row }) => ({
    ...row,
    action: action as StandardAuditRecord['action'],
    createTime: createdAt.toISOString(),
  }));
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

// ---- auditors

export async function auditQueue(db: Executor, query: Paging & { state: EnterpriseGradeState; keyword?: string }) {
  const pattern = query.keyword ? containing(query.keyword) : undefined;
  const where = and(
    eq(enterpriseGrades.state, query.state),
    pattern
      ? or(ilike(enterpriseGrades.name, pattern), ilike(enterpriseStandards.number, pattern), ilike(companies.name, pattern))
      : undefined,
  );
  const base = () =>
    db
      .select({
        grade: enterpriseGrades,
        standardNumber: enterpriseStandards.number,
        standardName: enterpriseStandards.name,
        standardYear: enterpriseStandards.year,
        companyName: companies.name,
      })
      .from(enterpriseGrades)
      .innerJoin(enterpriseStandards, eq(enterpriseStandards.id, enterpriseGrades.standardId))
      .innerJoin(companies, eq(companies.id, enterpriseGrades.companyId));
  const [rows, [{ total }]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(enterpriseGrades.submittedAt), asc(enterpriseGrades.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(enterpriseGrades)
      .innerJoin(enterpriseStandards, eq(enterpriseStandards.id, enterpriseGrades.standardId))
      .innerJoin(companies, eq(companies.id, enterpriseGrades.companyId))
      .where(where),
  ]);
  const list = rows.map(({ grade, ...rest }) => ({ ...toGradeRow(grade), ...rest, submitTime: iso(grade.submittedAt) }));
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Any company's grade, for auditors. */
export async function findGradeForAudit(db: Executor, id: number) {
  const [row] = await db.select().from(enterpriseGrades).where(eq(enterpriseGrades.id, id));
  return row;
}

export async function companyName(db: Executor, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
