import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { MSG, type dataSetInput, type DataSetDetail, type PublicationState } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { takeStep } from '../../../workflow/machine';
import { requireAccess, type DataSetRow } from '../access';
import type { ResearchContext } from '../context';
import type { ResearchColumnRow } from '../../../db/schema/researchData';
import * as repo from '../repository/dataSets';
import { findProject, projectsOf } from '../repository/projects';
import { metaOf, signVersion, type VersionMeta } from '../versions';
import { publicationWorkflow } from '../workflow';
import { detailFor } from './detail';

type DataSetInput = z.output<typeof dataSetInput>;
type Tx = Parameters<Parameters<ResearchContext['db']['transaction']>[0]>[0];

/**
 * Saving a data set's description (`save` and `draft`), and its recycle bin. A save that changes the content (the
 * meta of versions.ts) signs a new version; the first save of a new data set signs version 1 with no rows (an
 * import brings them). Rows, keys, quantities and units only change through an import (service of imports).
 */

/** Labels, conditions, elements and properties may change; keys, quantities and units, their order and number not. */
export function editedColumns(existing: ResearchColumnRow[], given: DataSetInput['columns']): ResearchColumnRow[] {
  if (given === undefined) return existing;
  if (given.length !== existing.length) throw badRequest(MSG.researchColumnInvalid);
  return existing.map((column, index) => {
    const edit = given[index];
    if (edit.key !== column.key || edit.quantity !== column.quantity || edit.unit !== column.unit) throw badRequest(MSG.researchColumnInvalid);
    return { ...column, label: edit.label, condition: edit.condition, element: edit.element, property: edit.property };
  });
}

const META_LABELS: Record<keyof VersionMeta, string> = {
  name: 'name',
  materialName: 'material',
  gradeId: 'grade',
  dataSource: 'data source',
  experimentType: 'experiment type',
  description: 'description',
  columns: 'columns',
};

/** 'name, description changed': what the history says when the caller gives no summary. */
export function changeSummary(before: VersionMeta, after: VersionMeta) {
  const changed = (Object.keys(META_LABELS) as (keyof VersionMeta)[]).filter((key) => !isDeepStrictEqual(before[key], after[key]));
  return `${changed.map((key) => META_LABELS[key]).join(', ')} changed`;
}

/** A project the caller owns or is a member of (404 otherwise: others' projects do not exist for them). */
async function requireProject(tx: Tx, user: SessionUser, projectId: number) {
  const project = await findProject(tx, projectId, projectsOf(user.userId, user.companyId));
  if (!project) throw notFound();
  return project;
}

export async function saveDataSet(ctx: ResearchContext, user: SessionUser, input: DataSetInput, mode: 'save' | 'draft'): Promise<DataSetDetail> {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const project = await requireProject(tx, user, input.projectId);
    const gradeId = input.gradeId ?? null;
    if (gradeId !== null && !(await repo.gradeExists(tx, gradeId, user.companyId))) throw badRequest(MSG.researchGradeUnknown);
    const described = {
      name: input.name,
      materialName: input.materialName,
      gradeId,
      dataSource: input.dataSource,
      experimentType: input.experimentType,
      description: input.description,
    };
    if (input.id === undefined) {
      const columns = editedColumns([], input.columns);
      const row = await repo.insertDataSet(tx, {
        ...described,
        columns,
        projectId: project.id,
        ownerId: user.userId,
        companyId: project.companyId ?? user.companyId,
        visibility: mode === 'draft' ? 'draft' : 'private',
        createdAt: now,
        updatedAt: now,
      });
      await signVersion(tx, ctx.key, row.id, input.summary || 'created', user.userId, now);
      return row.id;
    }
    const row = await ownDataSet(tx, user, input.id, now);
    if (row.recycledAt !== null) throw conflict(MSG.researchRecycled);
    const next = { ...described, columns: editedColumns(row.columns, input.columns) };
    const visibility = mode === 'save' && row.visibility === 'draft' ? 'private' : row.visibility;
    const before = metaOf(row);
    const after = metaOf({ ...row, ...next });
    const contentChanged = !isDeepStrictEqual(before, after);
    if (!contentChanged && visibility === row.visibility && project.id === row.projectId) return row.id;
    await repo.updateDataSet(tx, row.id, { ...next, visibility, projectId: project.id, updatedAt: now });
    if (contentChanged) await signVersion(tx, ctx.key, row.id, input.summary || changeSummary(before, after), user.userId, now);
    return row.id;
  });
  return detailFor(ctx, user, id);
}

/** The caller's own data set, locked (404 for a data set the caller does not see, 403 for one they see but do not own). */
async function ownDataSet(tx: Tx, user: SessionUser, id: number, now: Date): Promise<DataSetRow> {
  await requireAccess(tx, user, id, 'owner', now);
  const row = await repo.lockDataSet(tx, id);
  if (!row) throw notFound();
  return row;
}

/** To the recycle bin: no one but the owner sees it there, and a pending or published publication is revoked. */
export async function recycleDataSet(ctx: ResearchContext, user: SessionUser, id: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await ownDataSet(tx, user, id, now);
    if (row.recycledAt !== null) throw conflict(MSG.researchRecycled);
    const from = row.publication as PublicationState;
    if (from === 'pending' || from === 'published') {
      const step = { subjectId: id, companyId: row.companyId, from, action: 'revoke', actorId: user.userId, note: 'recycled', at: now } as const;
      await takeStep(tx, publicationWorkflow, step, (publication) => repo.updateDataSet(tx, id, { publication, recycledAt: now, updatedAt: now }));
    } else {
      await repo.updateDataSet(tx, id, { recycledAt: now, updatedAt: now });
    }
  });
}

export async function restoreDataSet(ctx: ResearchContext, user: SessionUser, id: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await ownDataSet(tx, user, id, now);
    if (row.recycledAt === null) throw conflict(MSG.researchNotRecycled);
    await repo.updateDataSet(tx, id, { recycledAt: null, updatedAt: now });
  });
}

/** Deletes a recycled data set for good; its rows, versions, grants, requests, reactions and citations go with it. */
export async function removeDataSet(ctx: ResearchContext, user: SessionUser, id: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await ownDataSet(tx, user, id, now);
    if (row.recycledAt === null) throw conflict(MSG.researchNotRecycled);
    await repo.deleteDataSet(tx, id);
  });
}
