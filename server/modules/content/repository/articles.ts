import { and, asc, count, getTableColumns, desc, eq, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminArticle, ArticleCard, ArticleDetail, ContentKind, ContentLanguage, ContentPage, ContentState } from '@contract';
import type { Db } from '../../../db/client';
import { contentArticles as articles, users } from '../../../db/schema';
import { containing } from '../../../db/like';
import { shownLanguageOf, titleIn } from '../../../lib/bilingual';

/**
 * SQL of `content_articles`. Public queries see rows that are published and whose time has come (`now` is the app's
 * clock, passed in); administrators' queries see every row. Lists never carry bodies.
 */
export type Row = typeof articles.$inferSelect;
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type Writable = Pick<
  Row,
  'slug' | 'catalogueId' | 'titleZh' | 'titleEn' | 'summaryZh' | 'summaryEn' | 'bodyZh' | 'bodyEn' | 'coverFileId' | 'pictureIds' | 'tags' | 'linkUrl' | 'sort'
>;
export interface Paging {
  pageNum: number;
  pageSize: number;
}
export type PublicKind = Exclude<ContentKind, 'page' | 'banner'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

type CardColumns = Omit<Row, 'bodyZh' | 'bodyEn'>;
export function toCard(row: CardColumns, language: ContentLanguage): ArticleCard {
  const shown = shownLanguageOf(row, language);
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    title: shown === 'zh' ? row.titleZh : row.titleEn,
    summary: shown === 'zh' ? row.summaryZh : row.summaryEn,
    coverFileId: row.coverFileId,
    tags: row.tags,
    linkUrl: row.linkUrl,
    catalogueId: row.catalogueId,
    publishAt: iso(row.publishAt) ?? '',
    views: row.views,
    shownLanguage: shown,
  };
}

const toAdmin = (row: Row, authorName: string | null): AdminArticle => ({
  id: row.id,
  kind: row.kind as ContentKind,
  slug: row.slug as ContentPage | null,
  catalogueId: row.catalogueId,
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  summaryZh: row.summaryZh,
  summaryEn: row.summaryEn,
  bodyZh: row.bodyZh,
  bodyEn: row.bodyEn,
  coverFileId: row.coverFileId,
  tags: row.tags,
  linkUrl: row.linkUrl,
  sort: row.sort,
  state: row.state as ContentState,
  publishAt: iso(row.publishAt),
  views: row.views,
  authorName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Both titles, as the trigram index has them. */
const titles = sql`(${articles.titleZh} || ' ' || ${articles.titleEn})`;
const keywordOf = (keyword: string | undefined) => (keyword ? ilike(titles, containing(keyword)) : undefined);

/** Published, and its time has come. */
export const isPublic = (now: Date) => and(eq(articles.state, 'published'), lte(articles.publishAt, now));

/** A list's order: help articles by their catalogue order, the rest newest first. */
const orderOf = (kind: ContentKind) =>
  kind === 'help' ? [asc(articles.sort), desc(articles.publishAt), desc(articles.id)] : [desc(articles.publishAt), desc(articles.id)];
const orderSqlOf = (kind: ContentKind) => (kind === 'help' ? sql`sort asc, publish_at desc, id desc` : sql`publish_at desc, id desc`);

/** Every column but the bodies. */
const cardColumns = Object.fromEntries(Object.entries(getTableColumns(articles)).filter(([name]) => name !== 'bodyZh' && name !== 'bodyEn')) as Omit<
  ReturnType<typeof getTableColumns<typeof articles>>,
  'bodyZh' | 'bodyEn'
>;

// ---- everyone

export interface PublicQuery extends Paging {
  kind: PublicKind;
  /** The catalogue and its sub-catalogues (ids resolved by the service). */
  catalogueIds?: number[];
  tag?: string;
  keyword?: string;
}

export async function listPublic(db: Db, query: PublicQuery, language: ContentLanguage, now: Date) {
  const where = and(
    eq(articles.kind, query.kind),
    isPublic(now),
    query.catalogueIds ? inArray(articles.catalogueId, query.catalogueIds) : undefined,
    query.tag ? sql`${articles.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
    keywordOf(query.keyword),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(articles)
      .where(where)
      .orderBy(...orderOf(query.kind))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { list: rows.map((row) => toCard(row, language)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The home page's banners, in their order. */
export async function listBanners(db: Db, language: ContentLanguage, now: Date) {
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .where(and(eq(articles.kind, 'banner'), isPublic(now)))
    .orderBy(asc(articles.sort), desc(articles.publishAt), desc(articles.id))
    .limit(20);
  return rows.map((row) => toCard(row, language));
}

/** Counts a view of a public article of one of `kinds` and answers its row (undefined when it is not public). */
export async function viewPublic(db: Db, where: SQL, now: Date) {
  const [row] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(and(where, isPublic(now)))
    .returning();
  return row;
}
export const byId = (id: number, kinds: readonly ContentKind[]) => and(eq(articles.id, id), inArray(articles.kind, [...kinds])) as SQL;
export const bySlug = (slug: ContentPage) => and(eq(articles.kind, 'page'), eq(articles.slug, slug)) as SQL;

/** The neighbours of a public row in its list (same kind; help: same catalogue), in the list's order. */
export async function neighboursOf(db: Db, row: Row, language: ContentLanguage, now: Date): Promise<Pick<ArticleDetail, 'previous' | 'next'>> {
  const sameList = and(
    eq(articles.kind, row.kind),
    isPublic(now),
    row.kind === 'help' ? (row.catalogueId === null ? sql`${articles.catalogueId} is null` : eq(articles.catalogueId, row.catalogueId)) : undefined,
  );
  const result = await db.execute<{ previous_id: number | null; next_id: number | null }>(sql`
    select previous_id, next_id from (
      select id, lag(id) over w as previous_id, lead(id) over w as next_id
      from ${articles} where ${sameList}
      window w as (order by ${orderSqlOf(row.kind as ContentKind)})
    ) ordered where id = ${row.id}`);
  const [ids] = result.rows;
  const wanted = [ids?.previous_id, ids?.next_id].filter((id): id is number => typeof id === 'number');
  const found = wanted.length
    ? await db.select({ id: articles.id, titleZh: articles.titleZh, titleEn: articles.titleEn }).from(articles).where(inArray(articles.id, wanted))
    : [];
  const link = (id: number | null | undefined) => {
    const neighbour = found.find((candidate) => candidate.id === id);
    return neighbour ? { id: neighbour.id, title: titleIn(neighbour, language) } : null;
  };
  return { previous: link(ids?.previous_id), next: link(ids?.next_id) };
}

/** Whether an article of one of `kinds` is public now (page checks of the portal's detail pages). */
export async function isPublicArticle(db: Pick<Db, 'select'>, id: number | undefined, kinds: readonly ContentKind[], now: Date) {
  if (id === undefined) return false;
  const [found] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(byId(id, kinds), isPublic(now)))
    .limit(1);
  return Boolean(found);
}

// ---- administrators

const adminSelect = (db: Executor) =>
  db.select({ row: articles, authorName: sql<string | null>`coalesce(${users.realName}, ${users.userName})` }).from(articles).leftJoin(users, eq(users.id, articles.authorId));

export async function listAdmin(db: Db, query: Paging & { kind?: ContentKind; state?: ContentState; keyword?: string }) {
  const where = and(
    query.kind ? eq(articles.kind, query.kind) : undefined,
    query.state ? eq(articles.state, query.state) : undefined,
    keywordOf(query.keyword),
  );
  const [rows, [{ total }]] = await Promise.all([
    adminSelect(db)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { list: rows.map(({ row, authorName }) => toAdmin(row, authorName)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function findAdmin(db: Executor, id: number) {
  const [found] = await adminSelect(db).where(eq(articles.id, id)).limit(1);
  return found ? toAdmin(found.row, found.authorName) : undefined;
}

/** The row, locked until the transaction ends. */
export async function lock(db: Executor, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update');
  return row;
}

/** Another fixed page with this slug (the unique index answers races). */
export async function otherPageWith(db: Executor, slug: ContentPage, id: number | undefined) {
  const [found] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(bySlug(slug), id === undefined ? undefined : ne(articles.id, id)))
    .limit(1);
  return found;
}

export async function insert(db: Executor, kind: ContentKind, values: Writable, authorId: number, now: Date) {
  const [row] = await db
    .insert(articles)
    .values({ ...values, kind, authorId, createdAt: now, updatedAt: now })
    .returning({ id: articles.id });
  return row.id;
}

export async function update(db: Executor, id: number, values: Partial<Writable> & { state?: ContentState; publishAt?: Date | null }, now: Date) {
  await db
    .update(articles)
    .set({ ...values, updatedAt: now })
    .where(eq(articles.id, id));
}

export async function remove(db: Executor, id: number) {
  const [row] = await db.delete(articles).where(eq(articles.id, id)).returning();
  return row;
}

export async function countInCatalogue(db: Executor, catalogueId: number) {
  const [{ total }] = await db.select({ total: count() }).from(articles).where(eq(articles.catalogueId, catalogueId));
  return total;
}
