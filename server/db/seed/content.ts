import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { contentArticles, contentCatalogues, meta } from '../schema';
import { AGREEMENT_PAGES, AGREEMENT_TYPES } from '@contract';
import { AGREEMENT_EFFECTIVE_DATE, shippedAgreement } from '../../modules/agreement/service';
import { htmlOfParagraphText, sanitizeRichText as sanitize } from '../../lib/html';
import { ABOUT_PAGE, HELP_ARTICLES, HELP_CATALOGUES, UPDATE_RECORDS, type SeedArticle } from './contentTexts';

const SEEDED = 'contentSeeded';

const stored = (article: SeedArticle) => ({ ...article, bodyZh: sanitize(article.bodyZh), bodyEn: sanitize(article.bodyEn) });

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

const AGREEMENTS_SEEDED = 'agreementPagesSeeded';

/**
 * The agreements as content pages, from the texts shipped with the agreement module, once per database (its own mark,
 * so databases seeded before agreements were editable get them too). Published on the texts' effective date, so the
 * version registrants accept stays that date until an administrator changes a text.
 */
export async function seedAgreementPages(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx.select().from(meta).where(eq(meta.key, AGREEMENTS_SEEDED)).for('update');
    if (done) return;
    const at = new Date(`${AGREEMENT_EFFECTIVE_DATE}T00:00:00+08:00`);
    for (const type of AGREEMENT_TYPES) {
      const [zh, en] = [shippedAgreement('zh', type), shippedAgreement('en', type)];
      await tx.insert(contentArticles).values({
        kind: 'page',
        slug: AGREEMENT_PAGES[type],
        titleZh: zh.title,
        titleEn: en.title,
        bodyZh: sanitize(htmlOfParagraphText(zh.content)),
        bodyEn: sanitize(htmlOfParagraphText(en.content)),
        state: 'published',
        publishAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
    await tx.insert(meta).values({ key: AGREEMENTS_SEEDED, value: new Date().toISOString() });
  });
}
