import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { bilingualTreeNodeInput, idField, idQuery } from '../fields';
import { MSG, type MessageKey } from '../messages';
import { PERMISSIONS } from '../permissions';

/**
 * Documents (issue 19): document templates and standard parts.
 *
 * - Templates sit in a directory tree kept by platform administrators (`content:manage`). A template has fields
 *   (the inputs a user fills: key, labels in both languages, kind, required, max length, options) and blocks
 *   (headings, paragraphs with `{{key}}` placeholders, and 'fields' tables listing field keys). Every placeholder
 *   and listed key must name a defined field. Saving bumps the version; only published templates are public.
 * - A signed-in user generates a filled DOCX or PDF from a published template (`fileGener`): the inputs are
 *   checked against the template's fields by the same rules here (`inputProblems`) in the browser and on the server.
 *   The document carries the template's id and version (DOCX: custom properties; PDF: Subject/Keywords).
 * - `fileCheck` reads a `docFilled` upload of the caller's own against a template: which template and version it
 *   was made from, required values present, headings present, placeholders left unfilled, empty table cells. A
 *   PDF's text cannot be read reliably (pdf-lib reads no page text): only its metadata is checked, and the report
 *   says which checks were not possible.
 * - Standard parts (`dm` calls): fasteners by GB/T standard and their ISO equivalents, the dimensions the
 *   standards' tables print, each row with its source table. Reference data, read by everyone.
 */
export const DOC_FIELD_KINDS = ['text', 'textarea', 'number', 'date', 'select'] as const;
export type DocFieldKind = (typeof DOC_FIELD_KINDS)[number];
export const DOC_BLOCK_KINDS = ['heading', 'paragraph', 'fields'] as const;
export type DocBlockKind = (typeof DOC_BLOCK_KINDS)[number];
export const DOC_STATES = ['draft', 'published'] as const;
export type DocState = (typeof DOC_STATES)[number];
export const DOC_FORMATS = ['docx', 'pdf'] as const;
export type DocFormat = (typeof DOC_FORMATS)[number];
export const DOC_LANGUAGES = ['zh', 'en'] as const;
export type DocLanguage = (typeof DOC_LANGUAGES)[number];

export const DOC_LIMITS = {
  nameMax: 200,
  descriptionMax: 2000,
  directoryNameMax: 50,
  directoryDepthMax: 3,
  fieldsMax: 60,
  blocksMax: 100,
  keyMax: 40,
  labelMax: 100,
  optionsMax: 50,
  optionMax: 100,
  /** Largest `max` a field may set, and the length of a field without one. */
  inputMax: 5000,
  blockTextMax: 5000,
  keywordMax: 100,
} as const;
const L = DOC_LIMITS;

/** `{{key}}` placeholders of a text, in order (duplicates kept). */
export const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;
export const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
/** A text with its placeholders replaced by the inputs (an unknown or empty one becomes ''). */
export const fillPlaceholders = (text: string, inputs: Record<string, string>) => text.replace(PLACEHOLDER, (_all, key: string) => inputs[key] ?? '');

const text = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');

export const docFieldInput = z
  .object({
    key: z.string().trim().max(L.keyMax, MSG.valueTooLong).regex(/^[a-z][a-zA-Z0-9]*$/, MSG.docFieldKeyInvalid),
    labelZh: text(L.labelMax),
    labelEn: text(L.labelMax),
    kind: z.enum(DOC_FIELD_KINDS, { message: MSG.validationFailed }),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(L.optionMax, MSG.valueTooLong)).max(L.optionsMax).default([]),
    max: z.number().int().min(1).max(L.inputMax).nullable().default(null),
  })
  .refine((f) => f.labelZh !== '' || f.labelEn !== '', { message: MSG.docFieldLabelRequired, path: ['labelZh'] })
  .refine((f) => f.kind !== 'select' || f.options.length > 0, { message: MSG.docFieldOptionsRequired, path: ['options'] });
export type DocFieldInput = z.input<typeof docFieldInput>;
export type DocField = z.output<typeof docFieldInput>;

export const docBlockInput = z.object({
  kind: z.enum(DOC_BLOCK_KINDS, { message: MSG.validationFailed }),
  textZh: text(L.blockTextMax),
  textEn: text(L.blockTextMax),
  /** Kind 'fields': the keys its table lists, in order. */
  fieldKeys: z.array(z.string().trim().max(L.keyMax)).max(L.fieldsMax).default([]),
});
export type DocBlock = z.output<typeof docBlockInput>;

/** The first problem of a template's fields and blocks: a duplicate key, or a placeholder / listed key naming no field. */
export function docTemplateProblem(
  fields: readonly Pick<DocField, 'key'>[],
  blocks: readonly Pick<DocBlock, 'kind' | 'textZh' | 'textEn' | 'fieldKeys'>[],
): { message: MessageKey; key: string } | undefined {
  const keys = new Set<string>();
  for (const field of fields) {
    if (keys.has(field.key)) return { message: MSG.docFieldKeyDuplicate, key: field.key };
    keys.add(field.key);
  }
  for (const block of blocks) {
    const named = [...placeholdersOf(block.textZh), ...placeholdersOf(block.textEn), ...(block.kind === 'fields' ? block.fieldKeys : [])];
    const unknown = named.find((key) => !keys.has(key));
    if (unknown !== undefined) return { message: MSG.docPlaceholderUnknown, key: unknown };
  }
  return undefined;
}

export const templateInput = z
  .object({
    id: idField.optional(),
    directoryId: idField.nullable().optional().default(null),
    nameZh: text(L.nameMax),
    nameEn: text(L.nameMax),
    descriptionZh: text(L.descriptionMax),
    descriptionEn: text(L.descriptionMax),
    fields: z.array(docFieldInput).max(L.fieldsMax).default([]),
    blocks: z.array(docBlockInput).min(1, MSG.docBlocksRequired).max(L.blocksMax),
  })
  .refine((t) => t.nameZh !== '' || t.nameEn !== '', { message: MSG.docTemplateNameRequired, path: ['nameZh'] });
// Duplicate keys and unknown placeholders are checked by `docTemplateProblem` (the server answers 400 naming the key).
export type TemplateInput = z.input<typeof templateInput>;

/** The problem of one input against its field, as a message key and its label/max, or undefined when it is fine. */
export function inputProblem(
  field: Pick<DocField, 'key' | 'labelZh' | 'labelEn' | 'kind' | 'required' | 'options' | 'max'>,
  value: string | undefined,
  language: DocLanguage,
): { message: MessageKey; params: Record<string, string | number> } | undefined {
  const label = (language === 'zh' ? field.labelZh || field.labelEn : field.labelEn || field.labelZh) || field.key;
  const shown = (value ?? '').trim();
  if (shown === '') return field.required ? { message: MSG.docInputRequired, params: { label } } : undefined;
  const max = field.max ?? L.inputMax;
  if (shown.length > max) return { message: MSG.docInputTooLong, params: { label, max } };
  if (field.kind === 'number' && !/^-?\d+(\.\d+)?$/.test(shown)) return { message: MSG.docInputNotNumber, params: { label } };
  if (field.kind === 'date' && !isDate(shown)) return { message: MSG.docInputNotDate, params: { label } };
  if (field.kind === 'select' && !field.options.includes(shown)) return { message: MSG.docInputNotOption, params: { label } };
  return undefined;
}

function isDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Where a tree's nodes count published templates (their own and their sub-directories'). */
export interface DocDirectoryNode {
  id: number;
  parentId: number | null;
  nameZh: string;
  nameEn: string;
  sort: number;
  templateCount: number;
  children: DocDirectoryNode[];
}
export const docDirectoryNode: z.ZodType<DocDirectoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    nameZh: z.string(),
    nameEn: z.string(),
    sort: z.number().int(),
    templateCount: z.number().int(),
    children: z.array(docDirectoryNode),
  }),
);

export const directoryInput = bilingualTreeNodeInput(L.directoryNameMax, MSG.docDirectoryNameRequired);

const field = z.object({
  key: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  kind: z.enum(DOC_FIELD_KINDS),
  required: z.boolean(),
  options: z.array(z.string()),
  max: z.number().int().nullable(),
});
const block = z.object({ kind: z.enum(DOC_BLOCK_KINDS), textZh: z.string(), textEn: z.string(), fieldKeys: z.array(z.string()) });

export const templateCard = z.object({
  id: z.number().int(),
  directoryId: z.number().int().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  version: z.number().int(),
  uses: z.number().int(),
  fieldCount: z.number().int(),
  updatedAt: z.string(),
});
export type TemplateCard = z.infer<typeof templateCard>;

/** A published template as the public page shows it: both languages, its fields and blocks. */
export const templateDetail = templateCard.extend({ fields: z.array(field), blocks: z.array(block) });
export type TemplateDetail = z.infer<typeof templateDetail>;

export const adminTemplate = templateDetail.extend({ state: z.enum(DOC_STATES), createdAt: z.string() });
export type AdminTemplate = z.infer<typeof adminTemplate>;

const keyword = z.string().trim().max(L.keywordMax, MSG.valueTooLong).optional();
export const templateSearchQuery = pageQuery.extend({ directoryId: idQuery.optional(), keyword });
export const adminTemplateQuery = templateSearchQuery.extend({ state: z.enum(DOC_STATES).optional() });

export const generateInput = z.object({
  id: idField,
  language: z.enum(DOC_LANGUAGES),
  format: z.enum(DOC_FORMATS),
  inputs: z.record(z.string().max(L.keyMax), z.string().max(L.inputMax, MSG.valueTooLong)).default({}),
});
export type GenerateInput = z.input<typeof generateInput>;

export const checkInput = z.object({ id: idField, fileId: z.uuid({ message: MSG.invalidId }) });

export const CHECK_STATUSES = ['pass', 'fail', 'warn', 'notCheckable'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const CHECK_KINDS = ['format', 'template', 'version', 'field', 'heading', 'placeholder', 'emptyCell'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** One line of a check report; the browser words it from `kind`, `status` and `subject` (a field key or heading). */
export const checkItem = z.object({
  kind: z.enum(CHECK_KINDS),
  status: z.enum(CHECK_STATUSES),
  /** The field key, heading text, placeholder or table row the line is about ('' for the document as a whole). */
  subject: z.string(),
  /** The field's label or the found version, for the wording. */
  detail: z.string(),
});
export type CheckItem = z.infer<typeof checkItem>;

export const checkReport = z.object({
  templateId: z.number().int(),
  format: z.enum(DOC_FORMATS),
  /** The template version the document names; null when it names none (not made here, or its properties removed). */
  documentVersion: z.number().int().nullable(),
  currentVersion: z.number().int(),
  /** Every line passed (warnings and not-checkable lines do not fail a document). */
  passed: z.boolean(),
  items: z.array(checkItem),
});
export type CheckReport = z.infer<typeof checkReport>;

// Standard parts

export const PART_FAMILIES = ['bolt', 'nut', 'washer', 'screw'] as const;
export type PartFamily = (typeof PART_FAMILIES)[number];

/** What each dimension symbol means, in both languages (the keys of a row's `dimensions`). */
export const PART_SYMBOLS: Record<string, { zh: string; en: string }> = {
  P: { zh: '螺距（粗牙）', en: 'Thread pitch (coarse)' },
  s: { zh: '对边宽度（公称）', en: 'Width across flats (nominal)' },
  k: { zh: '头部高度（公称）', en: 'Head height (nominal)' },
  k_max: { zh: '头部高度（最大）', en: 'Head height (max)' },
  e_min_A: { zh: '对角宽度（最小，A 级）', en: 'Width across corners (min, grade A)' },
  e_min_B: { zh: '对角宽度（最小，B 级）', en: 'Width across corners (min, grade B)' },
  e_min: { zh: '对角宽度（最小）', en: 'Width across corners (min)' },
  b_ref: { zh: '螺纹长度（参考，l ≤ 125 mm）', en: 'Thread length (reference, l ≤ 125 mm)' },
  m_max: { zh: '螺母高度（最大）', en: 'Nut height (max)' },
  d1_min: { zh: '内径（最小）', en: 'Inside diameter (min)' },
  d2_max: { zh: '外径（最大）', en: 'Outside diameter (max)' },
  h: { zh: '厚度（公称）', en: 'Thickness (nominal)' },
  dk_max: { zh: '头部直径（最大，光滑头部）', en: 'Head diameter (max, plain head)' },
  t_min: { zh: '内六角深度（最小）', en: 'Key engagement (min)' },
};

export const partRow = z.object({
  id: z.number().int(),
  family: z.enum(PART_FAMILIES),
  standardNo: z.string(),
  equivalents: z.array(z.string()),
  nameZh: z.string(),
  nameEn: z.string(),
  size: z.string(),
  diameter: z.number(),
  dimensions: z.record(z.string(), z.number()),
  source: z.string(),
});
export type PartRow = z.infer<typeof partRow>;

export const partQuery = pageQuery.extend({
  family: z.enum(PART_FAMILIES, { message: MSG.validationFailed }).optional(),
  standardNo: z.string().trim().max(40, MSG.valueTooLong).optional(),
  size: z.string().trim().max(20, MSG.valueTooLong).optional(),
  diameterMin: z.coerce.number().min(0).max(1000).optional(),
  diameterMax: z.coerce.number().min(0).max(1000).optional(),
  keyword,
});

export const partStandard = z.object({
  family: z.enum(PART_FAMILIES),
  standardNo: z.string(),
  equivalents: z.array(z.string()),
  nameZh: z.string(),
  nameEn: z.string(),
  source: z.string(),
  /** The dimension symbols its table gives, in column order. */
  symbols: z.array(z.object({ symbol: z.string(), zh: z.string(), en: z.string() })),
  sizeCount: z.number().int(),
});
export type PartStandard = z.infer<typeof partStandard>;

export const partStandardDetail = partStandard.extend({ rows: z.array(partRow) });
export type PartStandardDetail = z.infer<typeof partStandardDetail>;

export const partFamily = z.object({ family: z.enum(PART_FAMILIES), count: z.number().int(), standards: z.array(partStandard) });
export type PartFamilyRow = z.infer<typeof partFamily>;

/** Everyone: published templates and the standard parts (spec §7 'tui', 'dm'). */
export const docPublic = {
  dir: defineEndpoint({
    method: 'GET',
    path: '/atsteel/tui/dir',
    input: z.object({}).default({}),
    output: z.array(docDirectoryNode),
    access: 'public',
    summary: 'The directory tree, each node with the count of published templates in it and below it',
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/atsteel/tui/search',
    input: templateSearchQuery,
    output: pageOf(templateCard),
    access: 'public',
    summary: 'Published templates of a directory (and its sub-directories) matching a keyword, most used first',
  }),
  produceDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/tui/produceDetail',
    input: idInput,
    output: templateDetail,
    access: 'public',
    summary: 'One published template: its fields and blocks in both languages (404 for drafts)',
  }),
  fileGener: defineEndpoint({
    method: 'POST',
    path: '/atsteel/tui/fileGener',
    input: generateInput,
    output: z.unknown(),
    access: 'user',
    blob: true,
    summary: 'The filled document (DOCX or PDF) of a published template from inputs checked against its fields; counts a use',
  }),
  fileCheck: defineEndpoint({
    method: 'POST',
    path: '/atsteel/tui/fileCheck',
    input: checkInput,
    output: checkReport,
    access: 'user',
    summary: "A report on the caller's own `docFilled` upload against a published template: template and version, required values, headings, leftovers",
  }),
};

const manage = PERMISSIONS.contentManage;

/** Platform administrators: the directory tree and the templates (`/atsteel/DataManagement/tui/*`). */
export const docAdmin = {
  dirTree: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/tui/dir/tree',
    input: z.object({}).default({}),
    output: z.array(docDirectoryNode),
    access: manage,
    summary: 'The directory tree with counts of all templates (drafts included)',
  }),
  dirSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/tui/dir/save',
    input: directoryInput,
    output: docDirectoryNode,
    access: manage,
    summary: `Create or rename a directory; at most ${L.directoryDepthMax} levels, never under itself`,
  }),
  dirRemove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/tui/dir/delete',
    input: z.object({ id: idField }),
    output: okOutput,
    access: manage,
    summary: 'Delete an empty directory (409 while it holds directories or templates)',
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/tui/template/page',
    input: adminTemplateQuery,
    output: pageOf(adminTemplate),
    access: manage,
    summary: 'All templates, drafts included, last changed first',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/tui/template/get',
    input: idInput,
    output: adminTemplate,
    access: manage,
    summary: 'One template with both languages',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/tui/template/save',
    input: templateInput,
    output: adminTemplate,
    access: manage,
    summary: 'Create (without `id`) or change a template; every placeholder must name a field (400); each save bumps the version',
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/tui/template/publish',
    input: z.object({ id: idField }),
    output: adminTemplate,
    access: manage,
    summary: 'Publish a template (public from now on)',
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/tui/template/unpublish',
    input: z.object({ id: idField }),
    output: adminTemplate,
    access: manage,
    summary: 'Take a template back to draft',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/tui/template/delete',
    input: z.object({ id: idField }),
    output: okOutput,
    access: manage,
    summary: 'Delete a template and its generation records',
  }),
};

/** Everyone: standard parts by standard (spec §7 'dm'). */
export const standardPartsApi = {
  getList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/dm/getList',
    input: partQuery,
    output: pageOf(partRow),
    access: 'public',
    summary: 'Standard parts by family, standard, size or diameter range and keyword, by standard and diameter; each row with its source',
  }),
  getDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/dm/getDetail',
    input: z.object({ standardNo: z.string().trim().min(1, MSG.standardNotFound).max(40, MSG.valueTooLong) }),
    output: partStandardDetail,
    access: 'public',
    summary: "One standard: name, equivalents, its dimension table across sizes, the symbols' meanings, the source",
  }),
  families: defineEndpoint({
    method: 'GET',
    path: '/atsteel/dm/families',
    input: z.object({}).default({}),
    output: z.array(partFamily),
    access: 'public',
    summary: 'The families with their counts of sizes and their standards',
  }),
};

/** This file's endpoint groups; contract/index.ts spreads it into `API`. */
export const DOCUMENT_API = { docPublic, docAdmin, standardParts: standardPartsApi } as const;
