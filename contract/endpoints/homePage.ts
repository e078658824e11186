import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyInput, okOutput } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { articleCard } from './content';
import { libraryItem } from './library';
import { gradeSummary } from './materials';
import { HOME_SECTIONS } from '../homeSections';

export { HOME_SECTIONS, type HomeSection } from '../homeSections';

export const homeSectionConfig = z.object({
  code: z.enum(HOME_SECTIONS, { message: MSG.homeSectionsInvalid }),
  enabled: z.boolean({ message: MSG.homeSectionsInvalid }),
});
export type HomeSectionConfig = z.infer<typeof homeSectionConfig>;

/** The whole list, every section exactly once, in the order to show. */
export const homeSectionsInput = z.object({
  sections: z
    .array(homeSectionConfig, { message: MSG.homeSectionsInvalid })
    .refine((list) => list.length === HOME_SECTIONS.length && new Set(list.map((s) => s.code)).size === HOME_SECTIONS.length, {
      message: MSG.homeSectionsInvalid,
    }),
});

const latestInput = (fallback: number) => z.object({ limit: z.coerce.number().int().min(1).max(10).default(fallback) });

export const homeHotData = z.object({
  /** Most viewed grades over the last 30 days. */
  grades: z.array(z.object({ grade: gradeSummary, count: z.number().int() })),
  /** Most searched keywords (that found something) over the last 30 days. */
  keywords: z.array(z.object({ keyword: z.string(), count: z.number().int() })),
});
export type HomeHotData = z.infer<typeof homeHotData>;

export const homePage = {
  updateLanguageType: defineEndpoint({
    method: 'POST',
    path: '/atsteel/homePage/updateLanguageType',
    input: z.object({ languageType: z.enum(['zh', 'en'], { message: MSG.languageInvalid }) }),
    output: okOutput,
    access: 'user',
    summary: "Store the signed-in user's language (used for their messages and SMS)",
  }),
  getNews: defineEndpoint({
    method: 'GET',
    path: '/atsteel/homePage/getNews',
    input: latestInput(4),
    output: z.array(articleCard),
    access: 'public',
    summary: 'The latest published news (at most 10), in the page language (or the other, when only that exists)',
  }),
  getTechnologyLibrary: defineEndpoint({
    method: 'GET',
    path: '/atsteel/homePage/getTechnologyLibrary',
    input: latestInput(4),
    output: z.array(libraryItem),
    access: 'public',
    summary: "The technical library's latest published documents and books (at most 10)",
  }),
  getHotData: defineEndpoint({
    method: 'GET',
    path: '/atsteel/homePage/getHotData',
    input: latestInput(8),
    output: homeHotData,
    access: 'public',
    summary: 'The most viewed grades and the most searched keywords of the last 30 days (at most 10 each)',
  }),
  listLoactionConfig: defineEndpoint({
    method: 'GET',
    path: '/atsteel/homePage/listLoactionConfig',
    input: emptyInput,
    output: z.array(homeSectionConfig),
    access: 'public',
    summary: "The home page's sections in their order, with whether each shows",
  }),
  updateLoactionConfig: defineEndpoint({
    method: 'POST',
    path: '/atsteel/homePage/updateLoactionConfig',
    input: homeSectionsInput,
    output: z.array(homeSectionConfig),
    access: PERMISSIONS.contentManage,
    summary: "Set the home page's sections: each exactly once, in order, with whether it shows",
  }),
};
