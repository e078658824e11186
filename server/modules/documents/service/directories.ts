import type { z } from 'zod';
import { DOC_LIMITS, MSG, type directoryInput } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../http/errors';
import * as repo from '../repository/directories';

type DirectoryInput = z.output<typeof directoryInput>;
type Rows = repo.DirectoryRow[];

/** A directory's id and the ids of every directory below it. */
export function withDescendants(rows: Rows, id: number): number[] {
  const ids = [id];
  for (let index = 0; index < ids.length; index += 1) ids.push(...rows.filter((row) => row.parentId === ids[index]).map((row) => row.id));
  return ids;
}

/** The chain of ancestors from a directory up to the top (itself included). */
function ancestry(rows: Rows, id: number): number[] {
  const chain: number[] = [];
  for (let current = rows.find((row) => row.id === id); current && chain.length <= rows.length; current = rows.find((row) => row.id === current!.parentId)) chain.push(current.id);
  return chain;
}

/** How many levels a directory's subtree spans (a leaf spans 1). */
const depthBelow = (rows: Rows, id: number): number => 1 + Math.max(0, ...rows.filter((row) => row.parentId === id).map((row) => depthBelow(rows, row.id)));

export const publicTree = async (db: Db) => repo.treeOf(await repo.allDirectories(db), await repo.templateCounts(db, true));
export const adminTree = async (db: Db) => repo.treeOf(await repo.allDirectories(db), await repo.templateCounts(db, false));

/** A directory and its sub-directories (a list filtered by directory shows what is below it too); 404 when missing. */
export async function directoryScope(db: Db, id: number) {
  const rows = await repo.allDirectories(db);
  if (!rows.some((row) => row.id === id)) throw notFound(MSG.docDirectoryNotFound);
  return withDescendants(rows, id);
}

/** Creates or changes a directory; the tree is locked while the rules are checked (never under itself, at most DOC_LIMITS.directoryDepthMax levels). */
export async function save(db: Db, input: DirectoryInput, now: Date) {
  return db.transaction(async (tx) => {
    const rows = await repo.allDirectories(tx, { lock: true });
    if (input.id !== undefined && !rows.some((row) => row.id === input.id)) throw notFound(MSG.docDirectoryNotFound);
    if (input.parentId !== null) {
      if (!rows.some((row) => row.id === input.parentId)) throw badRequest(MSG.docDirectoryNotFound);
      if (input.id !== undefined && withDescendants(rows, input.id).includes(input.parentId)) throw badRequest(MSG.docDirectoryLoop);
    }
    const levels = (input.parentId === null ? 0 : ancestry(rows, input.parentId).length) + (input.id === undefined ? 1 : depthBelow(rows, input.id));
    if (levels > DOC_LIMITS.directoryDepthMax) throw badRequest(MSG.docDirectoryLoop);
    const values = { parentId: input.parentId, nameZh: input.nameZh, nameEn: input.nameEn, sort: input.sort };
    const row = input.id === undefined ? await repo.insertDirectory(tx, values, now) : await repo.updateDirectory(tx, input.id, values);
    const find = (nodes: ReturnType<typeof repo.treeOf>): ReturnType<typeof repo.treeOf>[number] | undefined => {
      for (const node of nodes) {
        const found = node.id === row.id ? node : find(node.children);
        if (found) return found;
      }
      return undefined;
    };
    return find(repo.treeOf(await repo.allDirectories(tx), await repo.templateCounts(tx, false)))!;
  });
}

/** Deletes an empty directory (no directories, no templates in it). */
export async function remove(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const rows = await repo.allDirectories(tx, { lock: true });
    if (!rows.some((row) => row.id === id)) throw notFound(MSG.docDirectoryNotFound);
    if ((await repo.contentsOf(tx, id)) > 0) throw conflict(MSG.docDirectoryNotEmpty);
    await repo.deleteDirectory(tx, id);
  });
}
