import { and, count, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminIndustryEntry,
  AdminIndustryRequest,
  ContentLanguage,
  IndustryCard,
  IndustryDetail,
  IndustryKind,
  IndustryMode,
  IndustryRequest,
  IndustryRequestState,
  IndustrySector,
} from '@contract';
import type { Db } from '../../db/client';
import { industryEntries as entries, industryRequests as requests, users } from '../../db/schema';
import { containing } from '../../db/like';
import { shownLanguageOf, titleIn } from '../../lib/bilingual';

/**
 * SQL of the industry pages. Public queries see published entries whose time has come; the texts are picked in the
 * reader's language (`shown`). Lists never carry the bodies.
 */
export type EntryRow = typeof entries.$inferSelect;
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type Writable = Pick<
  EntryRow,
  'titleZh' | 'titleEn' | 'summaryZh' | 'summaryEn' | 'bodyZh' | 'bodyEn' | 'coverFileId' | 'pictureIds' | 'fields' | 'sort'
>;
export interface Paging {
  pageNum: number;
  pageSize: number;
}
export interface PublicFilters {
  keyword?: string;
  industry?: IndustrySector;
  mode?: IndustryMode;
  /** Only courses starting on or after this Beijing date. */
  startsFrom?: string;
  /** Part of one of an expert's fields of expertise. */
  field?: string;
}

/** Requests of an entry so far (a course's seats taken: sign-ups are never withdrawn). */
// Table names spelled out: inside a select list drizzle writes columns unqualified.
const requestCount = sql<number>`(select count(*)::int from industry_requests r where r.entry_id = industry_entries.id)`.mapWith(Number);
const columns = { row: entries, requests: requestCount };
type Joined = { row: EntryRow; requests: number };

const seatsLeftOf = ({ row, requests: taken }: Joined) =>
  row.kind === 'digital' ? Math.max(0, Number((row.fields as { seats?: number }).seats ?? 0) - taken) : null;

/** The kind and its fields, as the contract's union. */
const kindFieldsOf = (row: EntryRow) => ({ kind: row.kind, fields: row.fields }) as Pick<IndustryCard, 'kind' | 'fields'>;

function toCard(joined: Joined, language: ContentLanguage): IndustryCard {
  const { row } = joined;
  const shown = shownLanguageOf(row, language);
  return {
    ...kindFieldsOf(row),
    id: row.id,
    title: shown === 'zh' ? row.titleZh : row.titleEn,
    summary: shown === 'zh' ? row.summaryZh : row.summaryEn,
    coverFileId: row.coverFileId,
    publishAt: (row.publishAt ?? row.createdAt).toISOString(),
    seatsLeft: seatsLeftOf(joined),
    shownLanguage: shown,
  } as IndustryCard;
}

const toDetail = (joined: Joined, language: ContentLanguage): IndustryDetail =>
  ({ ...toCard(joined, language), body: shownLanguageOf(joined.row, language) === 'zh' ? joined.row.bodyZh : joined.row.bodyEn }) as IndustryDetail;

const toAdmin = (joined: Joined): AdminIndustryEntry => {
  const { row } = joined;
  return {
    ...kindFieldsOf(row),
    id: row.id,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    summaryZh: row.summaryZh,
    summaryEn: row.summaryEn,
    bodyZh: row.bodyZh,
    bodyEn: row.bodyEn,
    coverFileId: row.coverFileId,
    sort: row.sort,
    state: row.state as AdminIndustryEntry['state'],
    publishAt: row.publishAt?.toISOString() ?? null,
    requests: joined.requests,
    seatsLeft: seatsLeftOf(joined),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as AdminIndustryEntry;
};

function keywordOf(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  return or(...[entries.titleZh, entries.titleEn, entries.summaryZh, entries.summaryEn].map((column) => ilike(column, pattern)));
}

/** The kind's own filters, on its `fields`. */
function fieldFilters(filters: PublicFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.industry) where.push(sql`${entries.fields}->>'industry' = ${filters.industry}`);
  if (filters.mode) where.push(sql`${entries.fields}->>'mode' = ${filters.mode}`);
  if (filters.startsFrom) where.push(sql`${entries.fields}->>'startDate' >= ${filters.startsFrom}`);
  if (filters.field) {
    where.push(sql`exists (select 1 from jsonb_array_elements_text(${entries.fields}->'expertise') as tag where tag ilike ${containing(filters.field)})`);
  }
  return where;
}

const visible = (now: Date) => and(eq(entries.state, 'published'), lte(entries.publishAt, now));

async function page<T>(db: Executor, where: SQL | undefined, order: SQL[], paging: Paging, map: (joined: Joined) => T) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(entries)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(entries).where(where),
  ]);
  return { list: rows.map(map), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

async function one(db: Executor, where: SQL | undefined) {
  const [found] = await db.select(columns).from(entries).where(where).limit(1);
  return found;
}

// ---- everyone

/** Published entries of a kind: a higher `sort` first (featured), then the newest. */
export const listPublic = (db: Db, kind: IndustryKind, query: Paging & PublicFilters, language: ContentLanguage, now: Date) =>
  page(
    db,
    and(eq(entries.kind, kind), visible(now), keywordOf(query.keyword), ...fieldFilters(query)),
    [desc(entries.sort), desc(entries.publishAt), desc(entries.id)],
    query,
    (joined) => toCard(joined, language),
  );

export async function findPublic(db: Db, kind: IndustryKind, id: number, language: ContentLanguage, now: Date) {
  const found = await one(db, and(eq(entries.id, id), eq(entries.kind, kind), visible(now)));
  return found ? toDetail(found, language) : undefined;
}

/** Whether a published entry of the kind exists (the landing page's `?id=` check). */
export async function isPublic(db: Db, kind: IndustryKind, id: number, now: Date) {
  const [found] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.id, id), eq(entries.kind, kind), visible(now)))
    .limit(1);
  return Boolean(found);
}

/** A published entry shows the picture (as its cover or in a body). */
export async function isPublishedPicture(db: Executor, fileId: string) {
  const [found] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.state, 'published'), or(eq(entries.coverFileId, fileId), sql`${entries.pictureIds} ? ${fileId}`)))
    .limit(1);
  return Boolean(found);
}

/** Any entry shows the picture (administrators read the pictures of drafts). */
export async function isEntryPicture(db: Executor, fileId: string) {
  const [found] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(or(eq(entries.coverFileId, fileId), sql`${entries.pictureIds} ? ${fileId}`))
    .limit(1);
  return Boolean(found);
}

// ---- administrators

export const listAdmin = (db: Db, query: Paging & { kind?: IndustryKind; state?: string; keyword?: string }) =>
  page(
    db,
    and(query.kind ? eq(entries.kind, query.kind) : undefined, query.state ? eq(entries.state, query.state) : undefined, keywordOf(query.keyword)),
    [desc(entries.updatedAt), desc(entries.id)],
    query,
    toAdmin,
  );

export async function findAdmin(db: Executor, id: number) {
  const found = await one(db, eq(entries.id, id));
  return found ? toAdmin(found) : undefined;
}

/** The row itself, locked until the transaction ends (saving, publishing, counting a course's seats). */
export async function lockEntry(db: Executor, id: number) {
  const [row] = await db.select().from(entries).where(eq(entries.id, id)).for('update');
  return row;
}

export async function insertEntry(db: Executor, kind: IndustryKind, values: Writable, userId: number, now: Date) {
  const [row] = await db
    .insert(entries)
    .values({ ...values, kind, state: 'draft', createdBy: userId, createdAt: now, updatedAt: now })
    .returning({ id: entries.id });
  return row.id;
}

export async function updateEntry(db: Executor, id: number, values: Partial<Writable> & Partial<Pick<EntryRow, 'state' | 'publishAt'>>, now: Date) {
  await db
    .update(entries)
    .set({ ...values, updatedAt: now })
    .where(eq(entries.id, id));
}

export async function deleteEntry(db: Executor, kind: IndustryKind, id: number) {
  const [row] = await db
    .delete(entries)
    .where(and(eq(entries.id, id), eq(entries.kind, kind)))
    .returning();
  return row;
}

// ---- requests

export async function insertRequest(
  db: Executor,
  values: Pick<typeof requests.$inferInsert, 'entryId' | 'userId' | 'name' | 'mobile' | 'company' | 'message'>,
  now: Date,
) {
  const [row] = await db
    .insert(requests)
    .values({ ...values, createdAt: now })
    .returning({ id: requests.id });
  return row.id;
}

/** The user's requests about an entry: all of them, or only those not yet handled. */
export async function countUserRequests(db: Executor, entryId: number, userId: number, state?: IndustryRequestState) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(requests)
    .where(and(eq(requests.entryId, entryId), eq(requests.userId, userId), state ? eq(requests.state, state) : undefined));
  return total;
}

export async function countEntryRequests(db: Executor, entryId: number) {
  const [{ total }] = await db.select({ total: count() }).from(requests).where(eq(requests.entryId, entryId));
  return total;
}

const requestColumns = {
  request: requests,
  kind: entries.kind,
  titleZh: entries.titleZh,
  titleEn: entries.titleEn,
  userName: users.userName,
};
type RequestJoined = { request: typeof requests.$inferSelect; kind: string; titleZh: string; titleEn: string; userName: string };

const toRequest = (joined: RequestJoined, language: ContentLanguage): IndustryRequest => ({
  id: joined.request.id,
  entryId: joined.request.entryId,
  kind: joined.kind as IndustryKind,
  entryTitle: titleIn(joined, language),
  name: joined.request.name,
  mobile: joined.request.mobile,
  company: joined.request.company,
  message: joined.request.message,
  state: joined.request.state as IndustryRequestState,
  createdAt: joined.request.createdAt.toISOString(),
  handledAt: joined.request.handledAt?.toISOString() ?? null,
});
const toAdminRequest = (joined: RequestJoined, language: ContentLanguage): AdminIndustryRequest => ({
  ...toRequest(joined, language),
  userName: joined.userName,
});

const selectRequests = (db: Executor) =>
  db.select(requestColumns).from(requests).innerJoin(entries, eq(entries.id, requests.entryId)).innerJoin(users, eq(users.id, requests.userId));

async function requestPage<T>(db: Executor, where: SQL | undefined, order: SQL[], paging: Paging, map: (joined: RequestJoined) => T) {
  const [rows, [{ total }]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(requests).innerJoin(entries, eq(entries.id, requests.entryId)).where(where),
  ]);
  return { list: rows.map(map), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

interface RequestFilters extends Paging {
  kind?: IndustryKind;
  state?: IndustryRequestState;
  entryId?: number;
}
const requestFilters = (query: RequestFilters) => [
  query.kind ? eq(entries.kind, query.kind) : undefined,
  query.state ? eq(requests.state, query.state) : undefined,
  query.entryId ? eq(requests.entryId, query.entryId) : undefined,
];

export const listUserRequests = (db: Db, userId: number, query: RequestFilters, language: ContentLanguage) =>
  requestPage(db, and(eq(requests.userId, userId), ...requestFilters(query)), [desc(requests.createdAt), desc(requests.id)], query, (joined) =>
    toRequest(joined, language),
  );

/** New requests first, then the handled ones; newest first within each. */
export const listAllRequests = (db: Db, query: RequestFilters, language: ContentLanguage) =>
  requestPage(
    db,
    and(...requestFilters(query)),
    [sql`${requests.state} = 'new' desc`, desc(requests.createdAt), desc(requests.id)],
    query,
    (joined) => toAdminRequest(joined, language),
  );

export async function findRequest(db: Executor, id: number, language: ContentLanguage) {
  const [found] = await selectRequests(db).where(eq(requests.id, id)).limit(1);
  return found ? { answer: toAdminRequest(found, language), userId: found.request.userId, titleZh: found.titleZh, titleEn: found.titleEn, kind: found.kind } : undefined;
}

/** new → handled; answers nothing when the request is missing or already handled. */
export async function markHandled(db: Executor, id: number, by: number, now: Date) {
  const [row] = await db
    .update(requests)
    .set({ state: 'handled', handledBy: by, handledAt: now })
    .where(and(eq(requests.id, id), eq(requests.state, 'new')))
    .returning({ id: requests.id });
  return Boolean(row);
}
