import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AiDocument } from '@contract';
import type { Db } from '../../../db/client';
import { aiDocuments, aiPassages } from '../../../db/schema';
import { searchTerms } from '../../../lib/segment';
import type { Passage } from '../documents/passages';

type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type Row = typeof aiDocuments.$inferSelect;

export const toDocument = (row: Row): AiDocument => ({
  id: row.id,
  name: row.name,
  fileId: row.fileId,
  contentType: row.contentType,
  size: row.size,
  pages: row.pages,
  passages: row.passages,
  state: row.state as AiDocument['state'],
  createdTime: row.createdAt.toISOString(),
});

export async function findOwn(db: Reader, userId: number, id: number) {
  const [row] = await db.select().from(aiDocuments).where(and(eq(aiDocuments.id, id), eq(aiDocuments.userId, userId))).limit(1);
  return row;
}

/** The user's document made from an upload, if they registered it already. */
export async function findOwnByFile(db: Reader, userId: number, fileId: string) {
  const [row] = await db.select().from(aiDocuments).where(and(eq(aiDocuments.fileId, fileId), eq(aiDocuments.userId, userId))).limit(1);
  return row;
}

export async function pageOfUser(db: Reader, userId: number, query: { pageNum: number; pageSize: number }) {
  const where = eq(aiDocuments.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(aiDocuments)
      .where(where)
      .orderBy(desc(aiDocuments.createdAt), desc(aiDocuments.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(aiDocuments).where(where),
  ]);
  return { list: rows.map(toDocument), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function insertDocument(db: Executor, values: Omit<typeof aiDocuments.$inferInsert, 'id'>) {
  const [row] = await db.insert(aiDocuments).values(values).returning();
  return row;
}

const PASSAGES_PER_INSERT = 200;

/** Stores a document's passages in order, each with its terms (jieba-segmented) as a `simple` tsvector. */
export async function insertPassages(db: Executor, documentId: number, passages: Passage[]) {
  for (let start = 0; start < passages.length; start += PASSAGES_PER_INSERT) {
    const chunk = passages.slice(start, start + PASSAGES_PER_INSERT);
    await db.insert(aiPassages).values(
      chunk.map((passage, index) => ({
        documentId,
        page: passage.page,
        seq: start + index + 1,
        text: passage.text,
        terms: sql`to_tsvector('simple', ${searchTerms(passage.text).join(' ')})`,
      })),
    );
  }
}

/** Deletes the user's document (passages and conversations about it cascade); answers its file id, if there was one. */
export async function deleteOwn(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(aiDocuments)
    .where(and(eq(aiDocuments.id, id), eq(aiDocuments.userId, userId)))
    .returning({ fileId: aiDocuments.fileId });
  return row?.fileId;
}

export interface FoundPassage {
  page: number;
  text: string;
}

/** The user's document's passages matching a `to_tsquery('simple', …)` text, best first (ts_rank_cd), then in order. */
export async function bestPassages(db: Reader, userId: number, documentId: number, tsquery: string, limit: number): Promise<FoundPassage[]> {
  const query = sql`to_tsquery('simple', ${tsquery})`;
  return db
    .select({ page: aiPassages.page, text: aiPassages.text })
    .from(aiPassages)
    .innerJoin(aiDocuments, eq(aiDocuments.id, aiPassages.documentId))
    .where(and(eq(aiPassages.documentId, documentId), eq(aiDocuments.userId, userId), sql`${aiPassages.terms} @@ ${query}`))
    .orderBy(sql`ts_rank_cd(${aiPassages.terms}, ${query}) desc`, aiPassages.seq)
    .limit(limit);
}
