import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { companies, materialGrades, researchDataGrants, researchDataReactions, researchDataSets } from '../../../db/schema';
import { summaryVisibleTo, type DataSetRow, type Viewer } from '../access';
import { heldBy } from '../access';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export interface Paging {
  pageNum: number;
  pageSize: number;
}
const t = researchDataSets;

export type DataSetValues = Partial<typeof researchDataSets.$inferInsert>;

export async function lockDataSet(tx: Writer, id: number): Promise<DataSetRow | undefined> {
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

export async function insertDataSet(tx: Writer, values: typeof researchDataSets.$inferInsert) {
  const [row] = await tx.insert(t).values(values).returning();
  return row;
}

export async function updateDataSet(tx: Writer, id: number, values: DataSetValues) {
  await tx.update(t).set(values).where(eq(t.id, id));
}

export const deleteDataSet = (tx: Writer, id: number) => tx.delete(t).where(eq(t.id, id));

/** A catalogue grade, or one of the company's own grades. */
export async function gradeExists(db: Reader, gradeId: number, companyId: number | null) {
  const company = companyId === null ? isNull(materialGrades.companyId) : or(isNull(materialGrades.companyId), eq(materialGrades.companyId, companyId));
  const [row] = await db.select({ id: materialGrades.id }).from(materialGrades).where(and(eq(materialGrades.id, gradeId), company));
  return Boolean(row);
}

export type Scope = 'mine' | 'company' | 'shared' | 'collected' | 'recycled';

/** What each list of the management screen holds for the viewer (the caller is signed in). */
export function scopeCondition(scope: Scope, viewer: Viewer, now: Date): SQL {
  const me = viewer.userId ?? -1;
  const notOwn = ne(t.ownerId, me);
  switch (scope) {
    case 'mine':
      return and(eq(t.ownerId, me), isNull(t.recycledAt))!;
    case 'recycled':
      return and(eq(t.ownerId, me), isNotNull(t.recycledAt))!;
    case 'company':
      return viewer.companyId === null ? sql`false` : and(eq(t.companyId, viewer.companyId), notOwn, summaryVisibleTo(viewer, now))!;
    case 'shared': {
      const granted = sql`exists (select 1 from ${researchDataGrants} where ${researchDataGrants.dataSetId} = ${t.id} and ${heldBy(viewer, now)})`;
      const enterprise = viewer.companyId === null ? sql`false` : and(eq(t.visibility, 'enterprise'), eq(t.companyId, viewer.companyId))!;
      return and(notOwn, isNull(t.recycledAt), ne(t.visibility, 'draft'), or(granted, enterprise))!;
    }
    case 'collected': {
      const r = researchDataReactions;
      const collected = sql`exists (select 1 from ${r} where ${r.dataSetId} = ${t.id} and ${r.userId} = ${me} and ${r.kind} = 'collect')`;
      return and(collected, summaryVisibleTo(viewer, now), isNull(t.recycledAt))!;
    }
  }
}

export interface DataSetFilters {
  projectId?: number;
  keyword?: string;
  experimentType?: string;
  visibility?: string;
  publication?: string;
}

export function filterCondition(filters: DataSetFilters): SQL | undefined {
  const keyword = filters.keyword ? or(ilike(t.name, containing(filters.keyword)), ilike(t.materialName, containing(filters.keyword))) : undefined;
  return and(
    filters.projectId === undefined ? undefined : eq(t.projectId, filters.projectId),
    keyword,
    filters.experimentType ? eq(t.experimentType, filters.experimentType) : undefined,
    filters.visibility ? eq(t.visibility, filters.visibility) : undefined,
    filters.publication ? eq(t.publication, filters.publication) : undefined,
  );
}

export async function pageDataSets(db: Reader, where: SQL | undefined, order: SQL[], paging: Paging) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return { rows, total };
}

/** Counts of the data sets `where` selects, by experiment type and by visibility (two grouped queries). */
export async function countsBy(db: Reader, where: SQL | undefined) {
  const [types, visibilities] = await Promise.all([
    db.select({ key: t.experimentType, count: count() }).from(t).where(where).groupBy(t.experimentType),
    db.select({ key: t.visibility, count: count() }).from(t).where(where).groupBy(t.visibility),
  ]);
  return { types, visibilities };
}

export const newestChangeFirst = [desc(t.updatedAt), desc(t.id)];
export const newestPublicationFirst = [sql`${t.publishedAt} desc nulls last`, desc(t.id)];

/** Published data products (the public list): not recycled; keyword in the name, the material or the company's name. */
export function productCondition(keyword: string | undefined, experimentType: string | undefined): SQL {
  const company = keyword
    ? sql`exists (select 1 from ${companies} where ${companies.id} = ${t.companyId} and ${ilike(companies.name, containing(keyword))})`
    : undefined;
  const text = keyword ? or(ilike(t.name, containing(keyword)), ilike(t.materialName, containing(keyword)), company) : undefined;
  return and(eq(t.publication, 'published'), isNull(t.recycledAt), ne(t.visibility, 'draft'), text, experimentType ? eq(t.experimentType, experimentType) : undefined)!;
}

export async function companiesNamed(db: Reader, keyword: string) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(ilike(companies.name, containing(keyword)))
    .orderBy(companies.name, companies.id)
    .limit(20);
}
