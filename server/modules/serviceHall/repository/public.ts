import { and, desc, eq, exists, ne } from 'drizzle-orm';
import type { ServiceCategory } from '@contract';
import type { Db } from '../../../db/client';
import { companies, laboratories, qualityEnterprises, serviceOffers as offers } from '../../../db/schema';
import { approvedOffer, nameContains, oneOffer, pageOfOffers, toPublic, type Paging } from './offers';

/** What everyone sees: approved offers, and the public facts of the companies behind them. */
const approved = eq(offers.state, 'approved');
const newestFirst = [desc(offers.reviewedAt), desc(offers.id)];

export const listPublic = (db: Db, query: Paging & { keyword?: string; category?: ServiceCategory; region?: string }) =>
  pageOfOffers(
    db,
    and(
      approved,
      query.category ? eq(offers.category, query.category) : undefined,
      nameContains(query.keyword),
      query.region ? eq(offers.region, query.region) : undefined,
    ),
    newestFirst,
    query,
    toPublic,
  );

export const findPublic = (db: Pick<Db, 'select'>, id: number) => oneOffer(db, approvedOffer(id), toPublic);

export const listCompanyPublic = (db: Db, companyId: number, paging: Paging) =>
  pageOfOffers(db, and(approved, eq(offers.companyId, companyId)), newestFirst, paging, toPublic);

/**
 * A company with at least one approved offer, and what other public pages already show of it: its name (on every
 * published product), its approved laboratory (the laboratories' pages), its quality-ranking entry (/conDetail).
 */
export async function findBrand(db: Pick<Db, 'select'>, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), exists(db.select({ id: offers.id }).from(offers).where(and(approved, eq(offers.companyId, companies.id))))));
  if (!company) return undefined;
  const [[laboratory], [qualityEnterprise]] = await Promise.all([
    db
      .select({ id: laboratories.id, name: laboratories.name })
      .from(laboratories)
      .where(and(eq(laboratories.companyId, companyId), eq(laboratories.state, 'approved'), ne(laboratories.name, ''))),
    db
      .select({ id: qualityEnterprises.id, name: qualityEnterprises.name })
      .from(qualityEnterprises)
      .where(eq(qualityEnterprises.companyId, companyId))
      .orderBy(qualityEnterprises.id)
      .limit(1),
  ]);
  return { company, laboratory: laboratory ?? null, qualityEnterprise: qualityEnterprise ?? null };
}

/** Whether an approved offer shows the picture (then everyone may read it). */
export async function isPublicPicture(db: Pick<Db, 'select'>, fileId: string) {
  const [row] = await db.select({ id: offers.id }).from(offers).where(and(approved, eq(offers.pictureId, fileId))).limit(1);
  return Boolean(row);
}

/** Whether an offer waiting for review shows the picture (its auditors may read it). */
export async function isPictureUnderReview(db: Pick<Db, 'select'>, fileId: string) {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.state, 'pending'), eq(offers.pictureId, fileId)))
    .limit(1);
  return Boolean(row);
}
