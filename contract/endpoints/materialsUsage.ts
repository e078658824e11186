import { z } from 'zod';
import { idField } from '../fields';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { gradeSummary, MATERIAL_TYPES } from './materials';

/** What people search and open, counted from real use: hot lists, search history, favourites. */
const hotInput = z.object({
  type: z.enum(MATERIAL_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
const hotGrade = z.object({ grade: gradeSummary, count: z.number().int() });

export const hotData = {
  listHotSteel: defineEndpoint({
    method: 'GET',
    path: '/atsteel/hot/data/listHotSteel',
    input: hotInput,
    output: z.array(hotGrade),
    access: 'public',
    summary: 'Most viewed steel grades (or of the given type) over the last 30 days',
  }),
  listHotBrand: defineEndpoint({
    method: 'GET',
    path: '/atsteel/hot/data/listHotBrand',
    input: hotInput,
    output: z.array(hotGrade),
    access: 'public',
    summary: 'Most viewed grades (牌号) of all types over the last 30 days',
  }),
  listHotKeywords: defineEndpoint({
    method: 'GET',
    path: '/atsteel/hot/data/listHotKeywords',
    input: hotInput,
    output: z.array(z.object({ keyword: z.string(), count: z.number().int() })),
    access: 'public',
    summary: 'Most searched keywords over the last 30 days',
  }),
  listHotPurpose: defineEndpoint({
    method: 'GET',
    path: '/atsteel/hot/data/listHotPurpose',
    input: hotInput,
    output: z.array(z.object({ category: z.object({ zh: z.string(), en: z.string() }), type: z.enum(MATERIAL_TYPES), count: z.number().int() })),
    access: 'public',
    summary: 'Most viewed categories (what grades are used for) over the last 30 days',
  }),
};

/** Where a search was made: one material type's tab, or 'all' (every type at once). */
const searchScope = z.enum(['all', ...MATERIAL_TYPES]);
const historyItem = z.object({ id: z.number().int(), keyword: z.string(), type: searchScope, createTime: z.string() });

export const searchHistory = {
  saveRecode: defineEndpoint({
    method: 'POST',
    path: '/atsteel/searchHistory/saveRecode',
    input: z.object({
      keyword: z.string().trim().min(1, MSG.gradeRequired).max(100, MSG.valueTooLong),
      type: searchScope.default('all'),
    }),
    output: historyItem,
    access: 'user',
    summary: "Remember a search in the caller's history (the same keyword moves to the top)",
  }),
  getRecode: defineEndpoint({
    method: 'GET',
    path: '/atsteel/searchHistory/getRecode',
    input: z.object({ type: z.enum(MATERIAL_TYPES).optional(), limit: z.coerce.number().int().min(1).max(50).default(10) }),
    output: z.array(historyItem),
    access: 'user',
    summary: "The caller's recent searches, newest first: of one type's tab, or (no type) every search once per keyword",
  }),
  delRecode: defineEndpoint({
    method: 'POST',
    path: '/atsteel/searchHistory/delRecode',
    input: z.object({ id: idField.optional(), all: z.boolean().optional() }),
    output: okOutput,
    access: 'user',
    summary: "Delete one of the caller's searches, or all of them",
  }),
};

export const favourite = z.object({ id: z.number().int(), grade: gradeSummary, createTime: z.string() });

export const collections = {
  listCollection: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/listCollection',
    input: pageQuery.extend({ type: z.enum(MATERIAL_TYPES).optional() }),
    output: pageOf(favourite),
    access: PERMISSIONS.favoriteManage,
    summary: "The caller's favourite grades",
  }),
  saveCollection: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/saveCollection',
    input: z.object({ gradeId: idField }),
    output: favourite,
    access: PERMISSIONS.favoriteManage,
    summary: 'Add a grade to the caller’s favourites (idempotent)',
  }),
  deleteCollection: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/deleteCollection',
    input: z.object({ gradeId: idField }),
    output: okOutput,
    access: PERMISSIONS.favoriteManage,
    summary: 'Remove a grade from the caller’s favourites',
  }),
};

export const dataSetInfo = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.object({ zh: z.string(), en: z.string() }),
  description: z.object({ zh: z.string(), en: z.string() }),
  citation: z.string(),
  licence: z.string(),
  sourceUrl: z.string().nullable(),
  columns: z.array(z.object({ key: z.string(), label: z.object({ zh: z.string(), en: z.string() }), unit: z.string().nullable() })),
  rowCount: z.number().int(),
});

export const dataSets = {
  list: defineEndpoint({
    method: 'GET',
    path: '/atsteel/zhj/dataSet/list',
    input: z.object({}).default({}),
    output: z.array(dataSetInfo),
    access: 'public',
    summary: 'Public experiment data sets with their citations and licences',
  }),
  rows: defineEndpoint({
    method: 'GET',
    path: '/atsteel/zhj/dataSet/rows',
    input: idInput.extend(pageQuery.shape),
    output: pageOf(z.record(z.string(), z.union([z.number(), z.string(), z.null()]))),
    access: 'public',
    summary: 'Rows of one public data set, paged',
  }),
};
