import { MSG } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { countView } from '../repository/offers';
import * as repo from '../repository/public';
import { found } from './detail';

/** Everyone: approved offers, and brand pages of companies with at least one. */
export const listPublic = repo.listPublic;

/** One approved offer; each reading counts a view (anything not approved answers 404 and counts nothing). */
export async function publicDetail(db: Db, id: number) {
  if (!(await countView(db, id))) throw notFound(MSG.serviceNotFound);
  return found(repo.findPublic(db, id));
}

export async function brandPage(db: Db, query: { id: number; pageNum: number; pageSize: number }) {
  const brand = await found(repo.findBrand(db, query.id));
  const offers = await repo.listCompanyPublic(db, query.id, query);
  return { companyId: brand.company.id, companyName: brand.company.name, laboratory: brand.laboratory, qualityEnterprise: brand.qualityEnterprise, offers };
}

/** `servicePicture` files: everyone's once an approved offer shows them; auditors' while an offer with them waits. */
export const isPublicPicture = repo.isPublicPicture;
export const isPictureUnderReview = repo.isPictureUnderReview;
