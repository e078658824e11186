import { and, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { PublicLaboratoryCard, QualificationKind } from '@contract';
import type { Db } from '../../../db/client';
import { laboratories } from '../../../db/schema';
import { containing } from '../../../db/like';
import { iso, type Paging } from './applications';

/** The approved laboratories everyone may find (partial index laboratories_public_idx: approved, newest published first). */
export interface PublicQuery extends Paging {
  keyword?: string;
  item?: string;
  city?: string;
  qualification?: QualificationKind;
}

const itemNamed = (keyword: string) =>
  exists(
    sql`(select 1 from laboratory_capabilities c where c.laboratory_id = "laboratories"."id" and c.name ilike ${containing(keyword)})`,
  );

export function publicWhere(query: Omit<PublicQuery, keyof Paging>) {
  const { keyword, item, city, qualification } = query;
  return and(
    eq(laboratories.state, 'approved'),
    keyword ? or(ilike(laboratories.name, containing(keyword)), ilike(laboratories.introduction, containing(keyword)), itemNamed(keyword)) : undefined,
    item ? itemNamed(item) : undefined,
    city ? ilike(laboratories.city, containing(city)) : undefined,
    qualification ? sql`${laboratories.qualifications} @> ${JSON.stringify([{ kind: qualification }])}::jsonb` : undefined,
  );
}

// Table names spelled out: in a one-table select drizzle leaves columns unqualified, which a subquery would misread.
const instrumentCount = sql<number>`(select count(*)::int from laboratory_instruments i where i.laboratory_id = "laboratories"."id")`;
const capabilityCount = sql<number>`(select count(*)::int from laboratory_capabilities c where c.laboratory_id = "laboratories"."id")`;

/** A page of cards, without their first items (the service adds them). */
export async function listPublished(db: Db, query: PublicQuery) {
  const where = publicWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: laboratories, capabilityCount, instrumentCount })
      .from(laboratories)
      .where(where)
      .orderBy(desc(laboratories.publishedAt), desc(laboratories.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(laboratories).where(where),
  ]);
  const list: Omit<PublicLaboratoryCard, 'capabilities'>[] = rows.map(({ row, ...counts }) => ({
    id: row.id,
    name: row.name,
    logoId: row.logoId,
    city: row.city,
    introduction: row.introduction,
    qualifications: row.qualifications.map(({ kind, number }) => ({ kind: kind as QualificationKind, number })),
    ...counts,
    publishTime: iso(row.publishedAt),
  }));
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}
