import type { z } from 'zod';
import { CONTENT_LIMITS, MSG, type catalogueInput } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../http/errors';
import * as repo from '../repository/catalogues';
import { countInCatalogue } from '../repository/articles';

type CatalogueInput = z.output<typeof catalogueInput>;
type Rows = repo.CatalogueRow[];

/** The ids of a catalogue and every catalogue under it. */
export function subtreeIds(rows: Rows, id: number): number[] {
  const ids = [id];
  for (let index = 0; index < ids.length; index += 1) {
    for (const row of rows) if (row.parentId === ids[index]) ids.push(row.id);
  }
  return ids;
}

/** Levels from the top down to this catalogue (a top catalogue is at level 1). */
function levelOf(rows: Rows, id: number): number {
  let level = 0;
  for (let current = rows.find((row) => row.id === id); current && level <= rows.length; current = rows.find((row) => row.id === current!.parentId)) {
    level += 1;
  }
  return level;
}

/** Levels of the subtree under (and including) a catalogue. */
function heightOf(rows: Rows, id: number): number {
  const children = rows.filter((row) => row.parentId === id);
  return 1 + Math.max(0, ...children.map((child) => heightOf(rows, child.id)));
}

export const tree = async (db: Db) => repo.treeOf(await repo.allCatalogues(db));

/** The catalogue and its sub-catalogues, for a public list filtered by catalogue. */
export const catalogueWithChildren = async (db: Db, id: number) => subtreeIds(await repo.allCatalogues(db), id);

/**
 * Creates or changes a catalogue (name, order, parent). The whole tree is locked while the rules are checked, so two
 * moves at once cannot build a cycle: never under itself or its children, at most CONTENT_LIMITS.catalogueDepthMax levels.
 */
export async function save(db: Db, input: CatalogueInput, now: Date) {
  return db.transaction(async (tx) => {
    const rows = await repo.allCatalogues(tx, { lock: true });
    if (input.id !== undefined && !rows.some((row) => row.id === input.id)) throw notFound(MSG.contentCatalogueNotFound);
    if (input.parentId !== null) {
      if (!rows.some((row) => row.id === input.parentId)) throw badRequest(MSG.contentCatalogueNotFound);
      if (input.id !== undefined && subtreeIds(rows, input.id).includes(input.parentId)) throw badRequest(MSG.contentCatalogueCycle);
    }
    const parentLevel = input.parentId === null ? 0 : levelOf(rows, input.parentId);
    const height = input.id === undefined ? 1 : heightOf(rows, input.id);
    if (parentLevel + height > CONTENT_LIMITS.catalogueDepthMax) throw badRequest(MSG.contentCatalogueTooDeep, { max: CONTENT_LIMITS.catalogueDepthMax });
    const values = { parentId: input.parentId, nameZh: input.nameZh, nameEn: input.nameEn, sort: input.sort };
    const row = input.id === undefined ? await repo.insertCatalogue(tx, values, now) : await repo.updateCatalogue(tx, input.id, values);
    return repo.findNode(repo.treeOf(await repo.allCatalogues(tx)), row.id)!;
  });
}

/** Deletes an empty catalogue: one that holds neither catalogues nor articles. */
export async function remove(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const rows = await repo.allCatalogues(tx, { lock: true });
    if (!rows.some((row) => row.id === id)) throw notFound(MSG.contentCatalogueNotFound);
    if ((await repo.countChildren(tx, id)) > 0 || (await countInCatalogue(tx, id)) > 0) throw conflict(MSG.contentCatalogueNotEmpty);
    await repo.deleteCatalogue(tx, id);
  });
}
