import { MSG, type ArticleDetail, type ContentKind, type ContentLanguage, type ContentPage } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import * as repo from '../repository/articles';
import { catalogueWithChildren } from './catalogues';

/** What the public reads: published rows whose time has come, in the page's language (or the other one). */

export async function listPublic(
  db: Db,
  query: repo.Paging & { kind: repo.PublicKind; catalogueId?: number; tag?: string; keyword?: string },
  language: ContentLanguage,
  now: Date,
) {
  const catalogueIds = query.catalogueId === undefined ? undefined : await catalogueWithChildren(db, query.catalogueId);
  return repo.listPublic(db, { ...query, catalogueIds }, language, now);
}

export const banners = (db: Db, language: ContentLanguage, now: Date) => repo.listBanners(db, language, now);

/** The kinds a public detail may show (pages and banners have addresses of their own, or none). */
const DETAIL_KINDS: readonly ContentKind[] = ['news', 'story', 'solution', 'help', 'record'];

async function detailOf(db: Db, row: repo.Row | undefined, language: ContentLanguage, now: Date): Promise<ArticleDetail> {
  if (!row) throw notFound(MSG.contentNotFound);
  const card = repo.toCard(row, language);
  const neighbours = row.kind === 'page' ? { previous: null, next: null } : await repo.neighboursOf(db, row, language, now);
  return { ...card, slug: row.slug as ContentPage | null, body: card.shownLanguage === 'zh' ? row.bodyZh : row.bodyEn, ...neighbours };
}

/** One public article; reading it counts a view. */
export const detail = async (db: Db, id: number, language: ContentLanguage, now: Date) =>
  detailOf(db, await repo.viewPublic(db, repo.byId(id, DETAIL_KINDS), now), language, now);

/** A fixed page ('about', 'contact'). */
export const page = async (db: Db, slug: ContentPage, language: ContentLanguage, now: Date) =>
  detailOf(db, await repo.viewPublic(db, repo.bySlug(slug), now), language, now);
