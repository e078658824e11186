import { asc, count, eq, sql } from 'drizzle-orm';
import type { DocDirectoryNode } from '@contract';
import type { Db } from '../../../db/client';
import { docDirectories as directories, docTemplates as templates } from '../../../db/schema';

/** SQL of the template directory tree (a few dozen rows: read whole, built into a tree in memory). */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type DirectoryRow = typeof directories.$inferSelect;
export type DirectoryValues = Pick<DirectoryRow, 'parentId' | 'nameZh' | 'nameEn' | 'sort'>;

/** Every directory in its order; `lock` holds them until the transaction ends (one tree change at a time). */
export async function allDirectories(db: Executor, options: { lock?: boolean } = {}) {
  const query = db.select().from(directories).orderBy(asc(directories.sort), asc(directories.id));
  return options.lock ? query.for('update') : query;
}

/** Templates per directory: published ones only, or all. */
export async function templateCounts(db: Executor, publishedOnly: boolean) {
  const rows = await db
    .select({ directoryId: templates.directoryId, total: count() })
    .from(templates)
    .where(publishedOnly ? eq(templates.state, 'published') : sql`true`)
    .groupBy(templates.directoryId);
  return new Map(rows.map((row) => [row.directoryId, row.total]));
}

/** The rows as a tree, each node counting the templates in it and below it. */
export function treeOf(rows: DirectoryRow[], counts: Map<number | null, number>): DocDirectoryNode[] {
  const nodes = new Map<number, DocDirectoryNode>(
    rows.map((row) => [row.id, { id: row.id, parentId: row.parentId, nameZh: row.nameZh, nameEn: row.nameEn, sort: row.sort, templateCount: 0, children: [] }]),
  );
  const roots: DocDirectoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const total = (node: DocDirectoryNode): number => {
    node.templateCount = (counts.get(node.id) ?? 0) + node.children.reduce((sum, child) => sum + total(child), 0);
    return node.templateCount;
  };
  roots.forEach(total);
  return roots;
}

export async function insertDirectory(db: Executor, values: DirectoryValues, now: Date) {
  const [row] = await db
    .insert(directories)
    .values({ ...values, createdAt: now })
    .returning();
  return row;
}

export async function updateDirectory(db: Executor, id: number, values: DirectoryValues) {
  const [row] = await db.update(directories).set(values).where(eq(directories.id, id)).returning();
  return row;
}

export async function deleteDirectory(db: Executor, id: number) {
  await db.delete(directories).where(eq(directories.id, id));
}

/** Directories and templates directly inside a directory. */
export async function contentsOf(db: Executor, id: number) {
  const [{ children }] = await db.select({ children: count() }).from(directories).where(eq(directories.parentId, id));
  const [{ held }] = await db.select({ held: count() }).from(templates).where(eq(templates.directoryId, id));
  return children + held;
}
