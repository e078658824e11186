import type { z } from 'zod';
import { MSG, docTemplateProblem, type adminTemplateQuery, type templateInput, type templateSearchQuery } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import * as repo from '../repository/templates';
import { allDirectories } from '../repository/directories';
import { directoryScope } from './directories';

type TemplateInput = z.output<typeof templateInput>;

/** Published templates of a directory (and below it) by keyword, most used first. */
export async function search(db: Db, query: z.output<typeof templateSearchQuery>) {
  const directoryIds = query.directoryId === undefined ? undefined : await directoryScope(db, query.directoryId);
  const { rows, total } = await repo.pageOfTemplates(db, { ...query, directoryIds, state: 'published' }, 'uses');
  return { list: rows.map(repo.toCard), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** A published template, or 404 (drafts and unknown ids alike). */
export async function published(db: Db, id: number) {
  const row = await repo.findTemplate(db, id, { published: true });
  if (!row) throw notFound(MSG.docTemplateNotFound);
  return row;
}

export const publicDetail = async (db: Db, id: number) => repo.toDetail(await published(db, id));

export async function adminPage(db: Db, query: z.output<typeof adminTemplateQuery>) {
  const directoryIds = query.directoryId === undefined ? undefined : await directoryScope(db, query.directoryId);
  const { rows, total } = await repo.pageOfTemplates(db, { ...query, directoryIds }, 'updated');
  return { list: rows.map(repo.toAdmin), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function adminGet(db: Db, id: number) {
  const row = await repo.findTemplate(db, id);
  if (!row) throw notFound(MSG.docTemplateNotFound);
  return repo.toAdmin(row);
}

/** Creates or changes a template: keys unique, every placeholder and listed key a defined field (400 naming it); a change bumps the version. */
export async function save(db: Db, user: SessionUser, input: TemplateInput, now: Date) {
  const problem = docTemplateProblem(input.fields, input.blocks);
  if (problem) throw badRequest(problem.message, { key: problem.key });
  const values: repo.TemplateValues = {
    directoryId: input.directoryId,
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    descriptionZh: input.descriptionZh,
    descriptionEn: input.descriptionEn,
    fields: input.fields.map((field) => ({ ...field, options: field.kind === 'select' ? field.options : [] })),
    blocks: input.blocks.map((block) => ({ ...block, fieldKeys: block.kind === 'fields' ? block.fieldKeys : [] })),
  };
  return db.transaction(async (tx) => {
    if (input.directoryId !== null && !(await allDirectories(tx)).some((row) => row.id === input.directoryId)) throw badRequest(MSG.docDirectoryNotFound);
    if (input.id === undefined) return repo.toAdmin(await repo.insertTemplate(tx, values, user.userId, now));
    if (!(await repo.findTemplate(tx, input.id, { lock: true }))) throw notFound(MSG.docTemplateNotFound);
    return repo.toAdmin(await repo.updateTemplate(tx, input.id, values, now));
  });
}

export async function setState(db: Db, id: number, state: 'draft' | 'published', now: Date) {
  const row = await repo.setState(db, id, state, now);
  if (!row) throw notFound(MSG.docTemplateNotFound);
  return repo.toAdmin(row);
}

export async function remove(db: Db, id: number) {
  await db.transaction(async (tx) => {
    if (!(await repo.findTemplate(tx, id, { lock: true }))) throw notFound(MSG.docTemplateNotFound);
    await repo.deleteTemplate(tx, id);
  });
}

export const isPublished = (db: Db, id: number) => repo.isPublished(db, id);
