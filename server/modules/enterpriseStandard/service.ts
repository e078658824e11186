import type { z } from 'zod';
import { MSG, type EnterpriseGradeState, type enterpriseGradeInput, type enterpriseStandardInput } from '@contract';
import type { Db } from '../../db/client';
import { ELEMENTS } from '../../db/seed/catalogue/format';
import { badRequest, conflict, notFound } from '../../http/errors';
import { publishGrade, unpublishStandard } from './publish';
import * as repo from './repository';

/**
 * The rules of enterprise standards and their public applications (contract/endpoints/enterpriseStandard.ts).
 * Grade states: draft → pending (public application) → approved (public) | rejected (reason shown; the company
 * may edit and submit again); a repealed standard takes its approved grades out of the catalogue (repealed).
 * Every company function takes the caller's company (already past the basic-information guard).
 */
type StandardInput = z.output<typeof enterpriseStandardInput>;
type GradeInput = z.output<typeof enterpriseGradeInput>;

const EDITABLE: EnterpriseGradeState[] = ['draft', 'rejected'];
/** Grades that tie their standard down: under review or public. */
const BINDING: EnterpriseGradeState[] = ['pending', 'approved'];
/** Single elements of the catalogue (sums such as Nb+V+Ti are not offered to companies). */
const KNOWN_ELEMENTS = new Set<string>(ELEMENTS.filter((el) => /^[A-Z][a-z]?$/.test(el)));

async function standardOf(db: repo.Executor, companyId: number, id: number) {
  const found = await repo.findStandard(db, companyId, id);
  if (!found) throw notFound();
  return found;
}

async function gradeOf(db: repo.Executor, companyId: number, id: number) {
  const found = await repo.findGrade(db, companyId, id);
  if (!found) throw notFound();
  return found;
}

export async function getStandard(db: Db, companyId: number, id: number) {
  return repo.toStandard(await standardOf(db, companyId, id));
}

/**
 * Creates or changes a draft standard. The company's single standard system is created with its first
 * standard; a different system name or code is refused once the company has another standard.
 */
export async function saveStandard(db: Db, companyId: number, input: StandardInput, now: Date) {
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    if (input.id !== undefined) {
      const { row } = await standardOf(tx, companyId, input.id);
      const bound = await repo.gradesInStates(tx, row.id, BINDING);
      if (row.state !== 'draft' || bound.length > 0) throw conflict(MSG.standardLocked);
    }
    const system = await repo.findSystem(tx, companyId);
    const sameSystem = system && system.name === input.systemName && system.code === input.systemCode;
    if (!sameSystem) {
      const others = (await repo.countStandards(tx, companyId)) - (input.id === undefined ? 0 : 1);
      if (system && others > 0) throw conflict(MSG.standardSystemOnlyOne);
      await repo.saveSystem(tx, companyId, { name: input.systemName, code: input.systemCode }, now);
    }
    if (await repo.numberTaken(tx, companyId, input.number, input.year, input.id)) throw conflict(MSG.standardNumberTaken);
    const values = { number: input.number, name: input.name, year: input.year, issuer: input.issuer, country: input.country };
    let id = input.id;
    if (id === undefined) id = await repo.insertStandard(tx, companyId, values, now);
    else await repo.updateStandard(tx, companyId, id, values, now);
    return repo.toStandard(await standardOf(tx, companyId, id));
  });
}

export async function deleteStandard(db: Db, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    const { row } = await standardOf(tx, companyId, id);
    const bound = await repo.gradesInStates(tx, id, BINDING);
    if (row.state !== 'draft' || bound.length > 0) throw conflict(MSG.standardNotDeletable);
    await repo.deleteStandard(tx, companyId, id);
  });
}

/** Repeals a published standard: its public grades leave the catalogue; pending applications go back to draft. */
export async function repealStandard(db: Db, companyId: number, id: number, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    const { row } = await standardOf(tx, companyId, id);
    if (row.state !== 'published') throw conflict(MSG.standardNotRepealable);
    for (const grade of await repo.gradesInStates(tx, id, ['approved', 'pending'])) {
      const state = grade.state === 'approved' ? 'repealed' : 'draft';
      await repo.updateGrade(tx, grade.id, { state, publishedGradeId: null, submittedAt: null }, now);
      if (state === 'repealed') await repo.recordAudit(tx, grade, 'repeal', userId, now);
    }
    if (row.materialStandardId !== null) await unpublishStandard(tx, row.materialStandardId);
    await repo.updateStandard(tx, companyId, id, { state: 'repealed', materialStandardId: null }, now);
    return repo.toStandard(await standardOf(tx, companyId, id));
  });
}

// ---- grades

export async function getGrade(db: repo.Executor, companyId: number, id: number) {
  const row = await gradeOf(db, companyId, id);
  return repo.toGrade(row, repo.toStandard(await standardOf(db, companyId, row.standardId)));
}

function checkElements(input: GradeInput) {
  const unknown = input.composition.findIndex((row) => !KNOWN_ELEMENTS.has(row.el));
  if (unknown >= 0) throw badRequest(MSG.elementRequired);
}

const storedValues = (input: GradeInput) => ({
  name: input.name,
  materialNumber: input.materialNumber,
  composition: input.composition.map((row) => ({ el: row.el, min: row.min ?? null, max: row.max ?? null })),
  mechanical: input.mechanical.map((row) => ({
    property: row.property,
    kind: row.kind,
    typical: row.kind === 'typical' ? (row.typical ?? null) : null,
    min: row.kind === 'range' ? (row.min ?? null) : null,
    max: row.kind === 'range' ? (row.max ?? null) : null,
    scale: row.property === 'hardness' ? (row.scale ?? 'HBW') : null,
    tempC: row.property === 'impact' ? (row.tempC ?? null) : null,
  })),
});

/** Creates a draft grade of one of the company's standards, or changes a draft or rejected one. */
export async function saveGrade(db: Db, companyId: number, input: GradeInput, now: Date) {
  checkElements(input);
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    const standard = await standardOf(tx, companyId, input.standardId);
    if (standard.row.state === 'repealed') throw conflict(MSG.standardRepealedReadOnly);
    if (input.id !== undefined) {
      const existing = await gradeOf(tx, companyId, input.id);
      if (existing.standardId !== input.standardId) throw notFound();
      if (!EDITABLE.includes(existing.state as EnterpriseGradeState)) throw conflict(MSG.gradeLocked);
    }
    if (await repo.gradeNameTaken(tx, input.standardId, input.name, input.id)) throw conflict(MSG.gradeNameTaken);
    const values = storedValues(input);
    const row =
      input.id === undefined
        ? await repo.insertGrade(tx, companyId, input.standardId, values, now)
        : await repo.updateGrade(tx, input.id, values, now);
    return repo.toGrade(row, repo.toStandard(await standardOf(tx, companyId, input.standardId)));
  });
}

export async function deleteGrade(db: Db, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    const row = await gradeOf(tx, companyId, id);
    if (!EDITABLE.includes(row.state as EnterpriseGradeState)) throw conflict(MSG.gradeLocked);
    await repo.deleteGrade(tx, companyId, id);
  });
}

/** Public application: a complete draft or rejected grade goes to the auditors' queue. */
export async function submitGrade(db: Db, companyId: number, id: number, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    const row = await gradeOf(tx, companyId, id);
    const standard = await standardOf(tx, companyId, row.standardId);
    if (standard.row.state === 'repealed') throw conflict(MSG.standardRepealedReadOnly);
    if (!EDITABLE.includes(row.state as EnterpriseGradeState)) throw conflict(MSG.gradeLocked);
    if ((row.composition as unknown[]).length === 0 || (row.mechanical as unknown[]).length === 0) {
      throw badRequest(MSG.gradeIncomplete);
    }
    const updated = await repo.updateGrade(tx, id, { state: 'pending', submittedAt: now, rejectReason: null }, now);
    await repo.recordAudit(tx, updated, 'submit', userId, now);
    return repo.toGrade(updated, repo.toStandard(standard));
  });
}

/** The company's standards, each with all its grades (DataManagement). */
export async function companyData(db: Db, companyId: number, query: Parameters<typeof repo.listStandards>[2]) {
  const page = await repo.listStandards(db, companyId, query);
  const grades = await repo.gradesOfStandards(
    db,
    companyId,
    page.list.map((standard) => standard.id),
  );
  return {
    ...page,
    list: page.list.map((standard) => ({
      ...standard,
      grades: grades.filter((grade) => grade.standardId === standard.id).map(repo.toGradeRow),
    })),
  };
}

// ---- auditors

/** A pending grade of any company, its company's writes serialised first (the order company writes use too). */
async function pendingGrade(tx: repo.Executor, id: number) {
  const found = await repo.findGradeForAudit(tx, id);
  if (!found) throw notFound();
  await repo.lockCompany(tx, found.companyId);
  const row = await repo.findGradeForAudit(tx, id);
  if (!row) throw notFound();
  if (row.state !== 'pending') throw conflict(MSG.gradeNotPending);
  return row;
}

export async function auditDetail(db: Db, id: number) {
  const row = await repo.findGradeForAudit(db, id);
  // A draft was never submitted: to the auditors it does not exist.
  if (!row || row.state === 'draft') throw notFound();
  return { ...(await getGrade(db, row.companyId, id)), companyName: await repo.companyName(db, row.companyId) };
}

/** Approval publishes the grade in the materials catalogue and marks its standard published. */
export async function approve(db: Db, id: number, auditorId: number, now: Date) {
  await db.transaction(async (tx) => {
    const row = await pendingGrade(tx, id);
    const { row: standard } = await standardOf(tx, row.companyId, row.standardId);
    const published = await publishGrade(tx, standard, row);
    await repo.updateGrade(tx, id, { state: 'approved', publishedGradeId: published.gradeId, rejectReason: null }, now);
    await repo.updateStandard(tx, row.companyId, standard.id, { state: 'published', materialStandardId: published.standardId }, now);
    await repo.recordAudit(tx, row, 'approve', auditorId, now);
  });
}

export async function reject(db: Db, id: number, reason: string, auditorId: number, now: Date) {
  await db.transaction(async (tx) => {
    const row = await pendingGrade(tx, id);
    await repo.updateGrade(tx, id, { state: 'rejected', rejectReason: reason }, now);
    await repo.recordAudit(tx, row, 'reject', auditorId, now, reason);
  });
}
