import type { z } from 'zod';
import { MSG, type articleInput, type ContentKind } from '@contract';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../adapters/storage';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { bilingualColumns } from '../../../lib/bilingual';
import { plainTextOf } from '../../../lib/html';
import { isUniqueViolation } from '../../accounts/db';
import { findFile } from '../../files/repository';
import { removeIfUnused } from '../../files/service';
import * as repo from '../repository/articles';
import { allCatalogues } from '../repository/catalogues';

type ArticleInput = z.output<typeof articleInput>;

/** Kinds that are read as articles: publishing one needs a body in at least one language. */
const KINDS_WITH_BODY: readonly ContentKind[] = ['news', 'story', 'solution', 'help', 'record', 'page'];

async function found<T>(value: Promise<T | undefined>): Promise<T> {
  const result = await value;
  if (result === undefined) throw notFound(MSG.contentNotFound);
  return result;
}

export const list = (db: Db, query: Parameters<typeof repo.listAdmin>[1]) => repo.listAdmin(db, query);
export const get = (db: Db, id: number) => found(repo.findAdmin(db, id));

/**
 * The stored columns of a form: bodies sanitised (the pictures they show kept apart), and the fields another kind
 * uses emptied (a slug for pages, a catalogue for help articles, a link for banners).
 */
export function writableOf(input: ArticleInput): repo.Writable {
  return {
    ...bilingualColumns(input),
    slug: input.kind === 'page' ? input.slug : null,
    catalogueId: input.kind === 'help' ? input.catalogueId : null,
    coverFileId: input.coverFileId,
    tags: [...new Set(input.tags)],
    linkUrl: input.kind === 'banner' ? input.linkUrl : null,
    sort: input.sort,
  };
}

/** Why a row could not be public: a body in neither language (articles), no cover (banners). */
function publishRefusal(kind: ContentKind, values: Pick<repo.Writable, 'bodyZh' | 'bodyEn' | 'coverFileId'>) {
  const hasBody = plainTextOf(values.bodyZh) !== '' || plainTextOf(values.bodyEn) !== '' || /<img\s/.test(values.bodyZh + values.bodyEn);
  if (KINDS_WITH_BODY.includes(kind) && !hasBody) return MSG.contentBodyRequired;
  if (kind === 'banner' && !values.coverFileId) return MSG.contentCoverRequired;
  return undefined;
}

/** Every picture a row shows (cover and bodies) must be a `contentPicture` upload. */
async function checkPictures(db: repo.Executor, values: repo.Writable) {
  for (const id of [values.coverFileId, ...values.pictureIds]) {
    if (id === null) continue;
    const file = await findFile(db, id);
    if (!file || file.purpose !== 'contentPicture') throw badRequest(MSG.contentPictureInvalid);
  }
}

async function checkCatalogue(db: repo.Executor, catalogueId: number | null) {
  if (catalogueId !== null && !(await allCatalogues(db)).some((row) => row.id === catalogueId)) throw badRequest(MSG.contentCatalogueNotFound);
}

const picturesOf = (row: Pick<repo.Row, 'coverFileId' | 'pictureIds'>) => [row.coverFileId, ...row.pictureIds].filter((id): id is string => id !== null);

/**
 * Creates (without `id`) or changes an article. Its kind stays; a fixed page's slug is one row's only; a published
 * row stays publishable (a body, a banner's cover). Pictures it no longer shows are removed afterwards.
 */
export async function save(db: Db, storage: FileStorage, user: SessionUser, input: ArticleInput, now: Date) {
  const values = writableOf(input);
  const { id, replaced } = await db
    .transaction(async (tx) => {
      await checkPictures(tx, values);
      await checkCatalogue(tx, values.catalogueId);
      if (values.slug && (await repo.otherPageWith(tx, values.slug as never, input.id))) throw conflict(MSG.contentPageTaken);
      if (input.id === undefined) return { id: await repo.insert(tx, input.kind, values, user.userId, now), replaced: [] };
      const row = await repo.lock(tx, input.id);
      if (!row) throw notFound(MSG.contentNotFound);
      if (row.kind !== input.kind) throw badRequest(MSG.contentKindFixed);
      const refusal = row.state === 'published' ? publishRefusal(input.kind, values) : undefined;
      if (refusal) throw badRequest(refusal);
      await repo.update(tx, input.id, values, now);
      const kept = new Set(picturesOf(values));
      return { id: input.id, replaced: picturesOf(row).filter((old) => !kept.has(old)) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(MSG.contentPageTaken);
      throw error;
    });
  for (const fileId of replaced) await removeIfUnused(db, storage, fileId);
  return get(db, id);
}

/** Publishes now or at `publishAt` (a future time keeps it hidden until then). */
export async function publish(db: Db, id: number, publishAt: Date | undefined, now: Date) {
  await db.transaction(async (tx) => {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound(MSG.contentNotFound);
    const refusal = publishRefusal(row.kind as ContentKind, row);
    if (refusal) throw badRequest(refusal);
    await repo.update(tx, id, { state: 'published', publishAt: publishAt ?? now }, now);
  });
  return get(db, id);
}

/** Back to draft: no longer public (its last publish time is kept for the administrators' list). */
export async function unpublish(db: Db, id: number, now: Date) {
  await db.transaction(async (tx) => {
    if (!(await repo.lock(tx, id))) throw notFound(MSG.contentNotFound);
    await repo.update(tx, id, { state: 'draft' }, now);
  });
  return get(db, id);
}

export async function remove(db: Db, storage: FileStorage, id: number) {
  const row = await repo.remove(db, id);
  if (!row) throw notFound(MSG.contentNotFound);
  for (const fileId of picturesOf(row)) await removeIfUnused(db, storage, fileId);
}
