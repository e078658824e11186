import { PUBLIC_PATHS, SITEMAP_GRADES_PER_FILE, SITEMAP_PAGES } from '@contract';
import type { Db } from '../../db/client';
import { approvedProducts, publicGradeCount, publicGrades, publicStandards } from './repository';
import { sitemapIndex, urlSet } from './xml';

export const GRADES_FILE = '/sitemap-grades.xml';

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Disallow: /my', 'Disallow: /en/my', 'Disallow: /atsteel/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

/** The index: the entry-pages file and one file per SITEMAP_GRADES_PER_FILE catalogue grades. */
export async function indexXml(db: Db, origin: string) {
  const files = Math.ceil((await publicGradeCount(db)) / SITEMAP_GRADES_PER_FILE);
  const gradeFiles = Array.from({ length: files }, (_, index) => `${GRADES_FILE}?page=${index + 1}`);
  return sitemapIndex(origin, ['/sitemap-pages.xml', ...gradeFiles]);
}

/** Entry pages, every standard and every approved product. */
export async function pagesXml(db: Db, origin: string) {
  const [standards, products] = await Promise.all([publicStandards(db), approvedProducts(db)]);
  return urlSet(origin, [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...standards.map((row) => ({ path: PUBLIC_PATHS.standard(row.type, row.id), updatedAt: row.updated_at })),
    ...products.map((row) => ({ path: PUBLIC_PATHS.product(row.id), updatedAt: row.updated_at })),
  ]);
}

/** One file of catalogue grades; undefined for a page number that has none. */
export async function gradesXml(db: Db, origin: string, page: number) {
  const grades = Number.isInteger(page) && page >= 1 ? await publicGrades(db, page, SITEMAP_GRADES_PER_FILE) : [];
  if (grades.length === 0) return undefined;
  return urlSet(origin, grades.map((row) => ({ path: PUBLIC_PATHS.grade(row.type, row.id), updatedAt: row.updated_at })));
}
