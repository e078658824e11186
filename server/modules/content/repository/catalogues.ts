import { asc, count, eq } from 'drizzle-orm';
import type { CatalogueNode } from '@contract';
import { contentCatalogues as catalogues } from '../../../db/schema';
import type { Executor } from './articles';

/** SQL of the help centre's catalogue tree (a few dozen rows: read whole, built into a tree in memory). */
export type CatalogueRow = typeof catalogues.$inferSelect;
export type CatalogueValues = Pick<CatalogueRow, 'parentId' | 'nameZh' | 'nameEn' | 'sort'>;

/** Every catalogue, in its order; `lock` holds them until the transaction ends (one tree change at a time). */
export async function allCatalogues(db: Executor, options: { lock?: boolean } = {}) {
  const query = db.select().from(catalogues).orderBy(asc(catalogues.sort), asc(catalogues.id));
  return options.lock ? query.for('update') : query;
}

/** The rows as a tree: children under their parents, in their order. */
export function treeOf(rows: CatalogueRow[]): CatalogueNode[] {
  const nodes = new Map<number, CatalogueNode>(rows.map((row) => [row.id, { id: row.id, parentId: row.parentId, nameZh: row.nameZh, nameEn: row.nameEn, sort: row.sort, children: [] }]));
  const roots: CatalogueNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A node of a tree, with its children. */
export function findNode(nodes: CatalogueNode[], id: number): CatalogueNode | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

export async function insertCatalogue(db: Executor, values: CatalogueValues, now: Date) {
  const [row] = await db
    .insert(catalogues)
    .values({ ...values, createdAt: now })
    .returning();
  return row;
}

export async function updateCatalogue(db: Executor, id: number, values: CatalogueValues) {
  const [row] = await db.update(catalogues).set(values).where(eq(catalogues.id, id)).returning();
  return row;
}

export async function deleteCatalogue(db: Executor, id: number) {
  await db.delete(catalogues).where(eq(catalogues.id, id));
}

export async function countChildren(db: Executor, id: number) {
  const [{ total }] = await db.select({ total: count() }).from(catalogues).where(eq(catalogues.parentId, id));
  return total;
}
