import { LANGUAGES, localizedUrl, type Language } from '@contract';
import type { SitemapEntry } from './repository';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const HREFLANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' };
const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/**
 * A <urlset> with every page in both languages, each address with the alternates of all languages
 * (x-default: Chinese), as search engines ask for multilingual sites.
 */
export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const address = (language: Language, entry: SitemapEntry) => {
    const { pathname, search } = new URL(entry.path, 'http://page');
    return escapeXml(`${origin}${localizedUrl(language, pathname, search)}`);
  };
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[language]}" href="${address(language, entry)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address('zh', entry)}"/>`,
    ].join('');
    const modified = entry.updatedAt ? `<lastmod>${day(entry.updatedAt)}</lastmod>` : '';
    return LANGUAGES.map((language) => `<url><loc>${address(language, entry)}</loc>${modified}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/** A <sitemapindex> of the given files. */
export function sitemapIndex(origin: string, files: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(`${origin}${file}`)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}
