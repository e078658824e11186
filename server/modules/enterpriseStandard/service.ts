import type { z } from 'zod';
import { MSG, type EnterpriseGradeState, type GradeAction, type enterpriseGradeInput, type enterpriseStandardInput } from '@contract';
import type { Db } from '../../db/client';
import { ELEMENTS } from '../../db/seed/catalogue/format';
import { badRequest, conflict, notFound } from '../../http/errors';
import { check, nextActions, takeStep, type Actor } from '../../workflow/machine';
import { publishGrade, unpublishStandard } from './publish';
import { notifySubmitter } from '../notifications/service';
import * as repo from './repository';
import { gradeWorkflow } from './workflow';

/**
 * The rules of enterprise standards and their public applications (contract/endpoints/enterpriseStandard.ts).
 * The grade states and who may move them are the table in workflow.ts; every state change goes through it and
 * leaves a history row (server/workflow).
 * Every company function takes the caller's company (already past the basic-information guard).
 */
type StandardInput = z.output<typeof enterpriseStandardInput>;
type GradeInput = z.output<typeof enterpriseGradeInput>;

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

export async function getSystem(db: Db, companyId: number) {
  const system = await repo.findSystem(db, companyId);
  return system ? { name: system.name, code: system.code } : null;
}

export const listStandards = repo.listStandards;

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
      const action = grade.state === 'approved' ? 'repeal' : 'withdraw';
      await takeStep(tx, gradeWorkflow, stepOf(grade, action, userId, now), (state) =>
        repo.updateGrade(tx, grade.id, { state, publishedGradeId: null, submittedAt: null }, now),
      );
    }
    if (row.materialStandardId !== null) await unpublishStandard(tx, row.materialStandardId);
    await repo.updateStandard(tx, companyId, id, { state: 'repealed', materialStandardId: null }, now);
    return repo.toStandard(await standardOf(tx, companyId, id));
  });
}

// ---- grades

/** A step of the grade workflow on a row read under the company's lock. */
const stepOf = (grade: repo.GradeRow, action: GradeAction, actorId: number, at: Date, note?: string) => ({
  subjectId: grade.id,
  companyId: grade.companyId,
  from: grade.state as EnterpriseGradeState,
  action,
  actorId,
  note,
  at,
  document: grade,
});

async function withNextActions(db: repo.Executor, row: repo.GradeRow, by: Actor) {
  const standard = repo.toStandard(await standardOf(db, row.companyId, row.standardId));
  return { ...repo.toGrade(row, standard), nextActions: nextActions(gradeWorkflow, row.state as EnterpriseGradeState, by) };
}

export async function getGrade(db: repo.Executor, companyId: number, id: number) {
  return withNextActions(db, await gradeOf(db, companyId, id), 'owner');
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
      check(gradeWorkflow, existing.state as EnterpriseGradeState, 'edit');
    }
    if (await repo.gradeNameTaken(tx, input.standardId, input.name, input.id)) throw conflict(MSG.gradeNameTaken);
    const values = storedValues(input);
    const row =
      input.id === undefined
        ? await repo.insertGrade(tx, companyId, input.standardId, values, now)
        : await repo.updateGrade(tx, input.id, values, now);
    return withNextActions(tx, row, 'owner');
  });
}

export async function deleteGrade(db: Db, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    const row = await gradeOf(tx, companyId, id);
    check(gradeWorkflow, row.state as EnterpriseGradeState, 'delete');
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
    const updated = await takeStep(tx, gradeWorkflow, stepOf(row, 'submit', userId, now), (state) =>
      repo.updateGrade(tx, id, { state, submittedAt: now, rejectReason: null }, now),
    );
    return withNextActions(tx, updated, 'owner');
  });
}

/** The grades of one of the company's standards (another company's standard answers 404). */
export async function listGrades(db: Db, companyId: number, query: Parameters<typeof repo.listGrades>[2]) {
  const { row: standard } = await standardOf(db, companyId, query.standardId);
  const page = await repo.listGrades(db, companyId, query);
  // A repealed standard is read only: its grades offer nothing.
  const stepsOf = (state: EnterpriseGradeState) => (standard.state === 'repealed' ? [] : nextActions(gradeWorkflow, state, 'owner'));
  return { ...page, list: page.list.map((grade) => ({ ...grade, nextActions: stepsOf(grade.state) })) };
}

/** The history of the company's grades (companyId), or of every company's (auditors: null). */
export const auditRecords = repo.listAudits;

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

export const auditQueue = repo.auditQueue;

/** A grade of any company, its company's writes serialised first (the order company writes use too). */
async function lockedGradeForAudit(tx: repo.Executor, id: number) {
  const found = await repo.findGradeForAudit(tx, id);
  if (!found) throw notFound();
  await repo.lockCompany(tx, found.companyId);
  const row = await repo.findGradeForAudit(tx, id);
  if (!row) throw notFound();
  return row;
}

export async function auditDetail(db: Db, id: number) {
  const row = await repo.findGradeForAudit(db, id);
  // A draft was never submitted: to the auditors it does not exist.
  if (!row || row.state === 'draft') throw notFound();
  return { ...(await withNextActions(db, row, 'auditor')), companyName: await repo.companyName(db, row.companyId) };
}

/** Approval publishes the grade in the materials catalogue and marks its standard published. */
export async function approve(db: Db, id: number, auditorId: number, now: Date) {
  await db.transaction(async (tx) => {
    const row = await lockedGradeForAudit(tx, id);
    await takeStep(tx, gradeWorkflow, stepOf(row, 'approve', auditorId, now), async (state) => {
      const { row: standard } = await standardOf(tx, row.companyId, row.standardId);
      const published = await publishGrade(tx, standard, row);
      await repo.updateGrade(tx, id, { state, publishedGradeId: published.gradeId, rejectReason: null }, now);
      await repo.updateStandard(tx, row.companyId, standard.id, { state: 'published', materialStandardId: published.standardId }, now);
    });
    await notifySubmitter(tx, { subject: repo.GRADE_SUBJECT, subjectId: id, event: 'approve', params: { name: row.name, reason: '' } }, now);
  });
}

export async function reject(db: Db, id: number, reason: string, auditorId: number, now: Date) {
  await db.transaction(async (tx) => {
    const row = await lockedGradeForAudit(tx, id);
    await takeStep(tx, gradeWorkflow, stepOf(row, 'reject', auditorId, now, reason), (state) =>
      repo.updateGrade(tx, id, { state, rejectReason: reason }, now),
    );
    await notifySubmitter(tx, { subject: repo.GRADE_SUBJECT, subjectId: id, event: 'reject', params: { name: row.name, reason } }, now);
  });
}
