import type { ContentLanguage } from '@contract';
import { pictureIdsOf, sanitizeRichText } from './html';

/**
 * Texts administrators write in both languages (articles, industry entries): a reader gets the page's language
 * when its title is written, else the other one, and is told so (`shownLanguage`).
 */
type Titles = { titleZh: string; titleEn: string };

export function shownLanguageOf(row: Titles, language: ContentLanguage): ContentLanguage {
  const title = language === 'zh' ? row.titleZh : row.titleEn;
  if (title !== '') return language;
  return language === 'zh' ? 'en' : 'zh';
}

export const titleIn = (row: Titles, language: ContentLanguage) => (shownLanguageOf(row, language) === 'zh' ? row.titleZh : row.titleEn);

/** The stored columns of a bilingual form: bodies sanitised, and the stored pictures they show (kept from the sweep). */
export function bilingualColumns(input: Titles & { summaryZh: string; summaryEn: string; bodyZh: string; bodyEn: string }) {
  const bodyZh = sanitizeRichText(input.bodyZh);
  const bodyEn = sanitizeRichText(input.bodyEn);
  return {
    titleZh: input.titleZh,
    titleEn: input.titleEn,
    summaryZh: input.summaryZh,
    summaryEn: input.summaryEn,
    bodyZh,
    bodyEn,
    pictureIds: [...new Set([...pictureIdsOf(bodyZh), ...pictureIdsOf(bodyEn)])],
  };
}
