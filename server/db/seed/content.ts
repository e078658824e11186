import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { contentArticles, contentCatalogues, meta } from '../schema';
import { sanitizeRichText } from '../../lib/html';
import { ABOUT_PAGE, HELP_ARTICLES, HELP_CATALOGUES, UPDATE_RECORDS, type SeedArticle } from './contentTexts';

const SEEDED = 'contentSeeded';

const stored = (article: SeedArticle) => ({ ...article, bodyZh: sanitizeRichText(article.bodyZh), bodyEn: sanitizeRichText(article.bodyEn) });

/**
 * The help centre's catalogue and articles, the update records and the 'about us' page — only the platform's own
 * texts (contentTexts.ts). Written once per database (a `meta` mark): afterwards they belong to the administrators,
 * who may change or delete them without the next start bringing them back. Published at the seed time.
 */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx.select().from(meta).where(eq(meta.key, SEEDED)).for('update');
    if (done) return;
    const published = { state: 'published', publishAt: now, createdAt: now, updatedAt: now } as const;
    for (const [index, catalogue] of HELP_CATALOGUES.entries()) {
      const [row] = await tx
        .insert(contentCatalogues)
        .values({ nameZh: catalogue.nameZh, nameEn: catalogue.nameEn, sort: (index + 1) * 10, createdAt: now })
        .returning({ id: contentCatalogues.id });
      const articles = HELP_ARTICLES.filter((article) => article.catalogue === catalogue.key);
      for (const [position, article] of articles.entries()) {
        const { titleZh, titleEn, summaryZh, summaryEn, bodyZh, bodyEn } = article;
        const text = stored({ titleZh, titleEn, summaryZh, summaryEn, bodyZh, bodyEn });
        await tx.insert(contentArticles).values({ ...text, ...published, kind: 'help', catalogueId: row.id, sort: (position + 1) * 10 });
      }
    }
    for (const record of UPDATE_RECORDS) await tx.insert(contentArticles).values({ ...stored(record), ...published, kind: 'record' });
    await tx.insert(contentArticles).values({ ...stored(ABOUT_PAGE), ...published, kind: 'page', slug: 'about' });
    await tx.insert(meta).values({ key: SEEDED, value: now.toISOString() });
  });
}
