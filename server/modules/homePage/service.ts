import { HOME_SECTIONS, type ContentLanguage, type HomeSection, type HomeSectionConfig } from '@contract';
import type { Db } from '../../db/client';
import { listPublic } from '../content/repository/articles';
import { pageItems } from '../library/repository';
import { hotGrades, hotKeywords } from '../hotData/service';
import { setLanguage } from './repository/language';
import { storedSections, storeSections } from './repository/sections';

/** The signed-in user's preferred language (`homePage/updateLanguageType`). */
export const saveLanguage = setLanguage;

/** The home page's latest news, in the page's language (the content module's public list, first page). */
export const newsForHome = async (db: Db, language: ContentLanguage, now: Date, limit: number) =>
  (await listPublic(db, { kind: 'news', pageNum: 1, pageSize: limit }, language, now)).list;

/** The technical library's latest published items (its own public listing, first page). */
export const libraryForHome = async (db: Db, limit: number) => (await pageItems(db, { pageNum: 1, pageSize: limit }, true)).list;

/** What people opened and searched lately, of all material types (the hot lists' own counts). */
export async function hotDataForHome(db: Db, now: Date, limit: number) {
  const [grades, keywords] = await Promise.all([hotGrades(db, now, undefined, limit), hotKeywords(db, now, undefined, limit)]);
  return { grades, keywords };
}

const isSection = (code: string): code is HomeSection => (HOME_SECTIONS as readonly string[]).includes(code);

/** The sections in their configured order; a section without a row shows, after the stored ones, in the default order. */
export async function homeSectionList(db: Db): Promise<HomeSectionConfig[]> {
  const stored = (await storedSections(db)).filter((row): row is HomeSectionConfig => isSection(row.code));
  const missing = HOME_SECTIONS.filter((code) => !stored.some((row) => row.code === code)).map((code) => ({ code, enabled: true }));
  return [...stored, ...missing];
}

/** Sets the whole list (the contract checks each section is there exactly once). */
export async function saveHomeSections(db: Db, sections: HomeSectionConfig[], userId: number, now: Date) {
  await storeSections(db, sections, userId, now);
  return homeSectionList(db);
}
