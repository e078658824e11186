import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, max, type SQL } from 'drizzle-orm';
import { AGREEMENT_PAGES, AGREEMENT_TYPES, LANGUAGES, type AgreementText, type AgreementType, type Language } from '@contract';
import type { Db } from '../../db/client';
import { contentArticles as articles } from '../../db/schema';
import { shownLanguageOf } from '../../lib/bilingual';
import { paragraphTextOf } from '../../lib/html';
import { beijingDate } from '../../lib/workingDays';
import { isPublic } from '../content/repository/articles';

/**
 * The agreements a registrant accepts. Administrators keep them as content pages (`AGREEMENT_PAGES`, seeded from the
 * texts below once per database); while an agreement's page is published it is served, versioned by the day of its
 * last change. Without one, the texts shipped here (version `AGREEMENT_VERSION`) are served.
 */
export const AGREEMENT_VERSION = '2026-11';
export const AGREEMENT_EFFECTIVE_DATE = '2026-11-01';

const read = (language: Language, type: AgreementType): AgreementText => {
  const file = fileURLToPath(new URL(`./texts/${language}/${type}.md`, import.meta.url));
  const [heading, ...rest] = readFileSync(file, 'utf8').split('\n');
  return {
    type,
    title: heading.replace(/^#\s+/, ''),
    version: AGREEMENT_VERSION,
    effectiveDate: AGREEMENT_EFFECTIVE_DATE,
    content: rest.join('\n').trim(),
  };
};

/** Every shipped text, read once at start (a missing file stops the start rather than a registration). */
const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.fromEntries(AGREEMENT_TYPES.map((type) => [type, read(language, type)]))]),
) as Record<Language, Record<AgreementType, AgreementText>>;

export const shippedAgreement = (language: Language, type: AgreementType) => TEXTS[language][type];

const agreementPages = (now: Date): SQL =>
  and(eq(articles.kind, 'page'), inArray(articles.slug, Object.values(AGREEMENT_PAGES)), isPublic(now)) as SQL;

export async function agreementText(db: Db, language: Language, type: AgreementType, now: Date): Promise<AgreementText> {
  const [page] = await db
    .select()
    .from(articles)
    .where(and(agreementPages(now), eq(articles.slug, AGREEMENT_PAGES[type])));
  if (!page) return shippedAgreement(language, type);
  const shown = shownLanguageOf(page, language);
  return {
    type,
    title: shown === 'zh' ? page.titleZh : page.titleEn,
    version: beijingDate(page.updatedAt),
    effectiveDate: beijingDate(page.publishAt ?? page.updatedAt),
    content: paragraphTextOf(shown === 'zh' ? page.bodyZh : page.bodyEn),
  };
}

/** The version a registrant accepts now: the day the latest published agreement page last changed. */
export async function currentAgreementVersion(db: Pick<Db, 'select'>, now: Date): Promise<string> {
  const [latest] = await db.select({ at: max(articles.updatedAt) }).from(articles).where(agreementPages(now));
  return latest?.at ? beijingDate(latest.at) : AGREEMENT_VERSION;
}
