import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { LabPublication, PublicationCard, PublicationDetail, PublicationKind } from '@contract';
import type { Db } from '../../db/client';
import { laboratories, laboratoryPublications as publications, storedFiles } from '../../db/schema';
import { containing } from '../../db/like';

/**
 * Public queries see the rows of approved laboratories only; laboratory-side queries take the laboratory's id
 * and find nothing of another's. Lists never carry the body (up to 20 000 characters); details do.
 */
export type Row = typeof publications.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type Writable = Pick<Row, 'title' | 'subtitle' | 'summary' | 'body' | 'pictureId' | 'fileId'>;
export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The columns every answer needs: the row, its laboratory's name and its file's name, type and size. */
const columns = {
  row: publications,
  laboratoryName: laboratories.name,
  fileName: storedFiles.name,
  fileType: storedFiles.contentType,
  fileSize: storedFiles.size,
};
type Joined = { row: Row; laboratoryName: string; fileName: string | null; fileType: string | null; fileSize: number | null };

const toCard = ({ row, laboratoryName, fileName, fileType, fileSize }: Joined): PublicationCard => ({
  id: row.id,
  kind: row.kind as PublicationKind,
  title: row.title,
  subtitle: row.subtitle,
  summary: row.summary,
  pictureId: row.pictureId,
  file: row.fileId && fileName !== null ? { name: fileName, contentType: fileType ?? '', size: fileSize ?? 0 } : null,
  laboratoryId: row.laboratoryId,
  laboratoryName,
  publishTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});
const toDetail = (joined: Joined): PublicationDetail => ({ ...toCard(joined), body: joined.row.body });
const toLabRow = (joined: Joined): LabPublication => ({ ...toDetail(joined), fileId: joined.row.fileId });

/** What a keyword searches per kind: a drawing by title and standard, the others by their summary too. */
function keywordOf(kind: PublicationKind | undefined, keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  const searched = [publications.title, publications.subtitle, ...(kind === 'drawing' ? [] : [publications.summary])];
  return or(...searched.map((column) => ilike(column, pattern)));
}

function select(db: Executor) {
  return db
    .select(columns)
    .from(publications)
    .innerJoin(laboratories, eq(laboratories.id, publications.laboratoryId))
    .leftJoin(storedFiles, eq(storedFiles.id, publications.fileId));
}

async function page<T>(db: Executor, where: SQL | undefined, paging: Paging, map: (joined: Joined) => T) {
  const [rows, [{ total }]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(publications.createdAt), desc(publications.id))
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db
      .select({ total: count() })
      .from(publications)
      .innerJoin(laboratories, eq(laboratories.id, publications.laboratoryId))
      .where(where),
  ]);
  return { list: rows.map(map), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

async function one<T>(db: Executor, where: SQL | undefined, map: (joined: Joined) => T) {
  const [found] = await select(db).where(where).limit(1);
  return found ? map(found) : undefined;
}

// ---- everyone: approved laboratories only

const approved = eq(laboratories.state, 'approved');

export const listPublic = (db: Db, kind: PublicationKind, query: Paging & { keyword?: string; laboratoryId?: number }) =>
  page(
    db,
    and(
      approved,
      eq(publications.kind, kind),
      query.laboratoryId ? eq(publications.laboratoryId, query.laboratoryId) : undefined,
      keywordOf(kind, query.keyword),
    ),
    query,
    toCard,
  );

export const findPublic = (db: Db, kind: PublicationKind, id: number) =>
  one(db, and(approved, eq(publications.kind, kind), eq(publications.id, id)), toDetail);

/** The stored file of a published drawing or document: its id, name and type. */
export async function findPublicFile(db: Db, kind: PublicationKind, id: number) {
  const [found] = await db
    .select({ id: storedFiles.id, name: storedFiles.name, contentType: storedFiles.contentType })
    .from(publications)
    .innerJoin(laboratories, eq(laboratories.id, publications.laboratoryId))
    .innerJoin(storedFiles, eq(storedFiles.id, publications.fileId))
    .where(and(approved, eq(publications.kind, kind), eq(publications.id, id)))
    .limit(1);
  return found;
}

/** A publication of an approved laboratory shows the file (as its picture, or as its file): everyone may read it. */
export async function isPublishedFile(db: Executor, fileId: string, as: 'picture' | 'file') {
  const [found] = await db
    .select({ id: publications.id })
    .from(publications)
    .innerJoin(laboratories, eq(laboratories.id, publications.laboratoryId))
    .where(and(approved, eq(as === 'picture' ? publications.pictureId : publications.fileId, fileId)))
    .limit(1);
  return Boolean(found);
}

// ---- the laboratory's side

const ofLaboratory = (laboratoryId: number, id: number) => and(eq(publications.laboratoryId, laboratoryId), eq(publications.id, id));

export const listOwn = (db: Db, laboratoryId: number, query: Paging & { keyword?: string; kind?: PublicationKind }) =>
  page(
    db,
    and(eq(publications.laboratoryId, laboratoryId), query.kind ? eq(publications.kind, query.kind) : undefined, keywordOf(query.kind, query.keyword)),
    query,
    toLabRow,
  );

export const findOwn = (db: Executor, laboratoryId: number, id: number) => one(db, ofLaboratory(laboratoryId, id), toLabRow);

/** The row itself, locked until the transaction ends. */
export async function lockOwn(db: Executor, laboratoryId: number, id: number) {
  const [row] = await db.select().from(publications).where(ofLaboratory(laboratoryId, id)).for('update');
  return row;
}

/** Locks the laboratory's row: its publications of a kind are counted and added one writer at a time. */
export async function lockLaboratory(db: Executor, laboratoryId: number) {
  await db.select({ id: laboratories.id }).from(laboratories).where(eq(laboratories.id, laboratoryId)).for('update');
}

export async function countOwn(db: Executor, laboratoryId: number, kind: PublicationKind) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(publications)
    .where(and(eq(publications.laboratoryId, laboratoryId), eq(publications.kind, kind)));
  return total;
}

export async function insertOwn(db: Executor, laboratoryId: number, kind: PublicationKind, values: Writable, userId: number, now: Date) {
  const [row] = await db
    .insert(publications)
    .values({ ...values, laboratoryId, kind, createdBy: userId, createdAt: now, updatedAt: now })
    .returning({ id: publications.id });
  return row.id;
}

export async function updateOwn(db: Executor, laboratoryId: number, id: number, values: Writable, now: Date) {
  await db
    .update(publications)
    .set({ ...values, updatedAt: now })
    .where(ofLaboratory(laboratoryId, id));
}

export async function deleteOwn(db: Executor, laboratoryId: number, id: number) {
  const [row] = await db.delete(publications).where(ofLaboratory(laboratoryId, id)).returning();
  return row;
}
