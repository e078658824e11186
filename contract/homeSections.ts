/**
 * The home page's sections, in their default order (a light file: the home page reads it without loading zod).
 * Administrators (`content:manage`) choose which show and in which order (table home_sections; a section without
 * a row shows, after the configured ones, in this order).
 */
export const HOME_SECTIONS = ['banner', 'news', 'hotGrades', 'library', 'services'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];
