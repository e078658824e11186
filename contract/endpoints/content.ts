import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { bilingualTreeNodeInput, idField, idQuery } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import type { AgreementType } from './accountFields';

/**
 * The platform's content (issue 19): news, stories, solutions, help articles (in the help centre's catalogue tree),
 * update records, the fixed pages ('about us', contact) and the home page's banners. One table, one `kind` per row.
 *
 * - Written by platform administrators (`content:manage`) in both languages; either language may be left empty, but
 *   not both. A public reader gets the page's language (Accept-Language) and, when only the other exists, that one
 *   with `shownLanguage` saying so.
 * - Bodies are HTML from the rich-text editor, sanitised on the server with an allow-list before they are stored
 *   (no script, no event handlers, no javascript: links, pictures only from our own file store).
 * - draft → published (with a publish time; a future time keeps it hidden until then) → draft again (unpublish).
 *   The public sees only published rows whose time has come; anything else answers 404 like a missing id.
 * - Pictures (cover and those in the bodies) are `contentPicture` uploads; once an article using them is public,
 *   they are public too.
 */
export const CONTENT_KINDS = ['news', 'story', 'solution', 'help', 'record', 'page', 'banner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_STATES = ['draft', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
/**
 * The fixed pages (kind 'page'), one row each: 'about us', contact, and the agreements a registrant accepts (while an
 * agreement's page is published, `/atsteel/other/agreement` serves it, versioned by its last change).
 */
export const CONTENT_PAGES = [
  'about',
  'contact',
  'technicalServiceAgreement',
  'userAgreement',
  'privacyAgreement',
  'platformServiceAgreement',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];
export const AGREEMENT_PAGES = {
  technicalService: 'technicalServiceAgreement',
  user: 'userAgreement',
  privacy: 'privacyAgreement',
  platformService: 'platformServiceAgreement',
} as const satisfies Record<AgreementType, ContentPage>;
export const CONTENT_LANGUAGES = ['zh', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const CONTENT_LIMITS = {
  titleMax: 200,
  summaryMax: 500,
  /** Characters of HTML per language. */
  bodyMax: 200_000,
  tagsMax: 10,
  tagMax: 20,
  linkMax: 300,
  keywordMax: 100,
  catalogueNameMax: 50,
  /** Depth of the help centre's catalogue tree. */
  catalogueDepthMax: 3,
} as const;

const L = CONTENT_LIMITS;
const text = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');

export const articleInput = z
  .object({
    id: idField.optional(),
    kind: z.enum(CONTENT_KINDS, { message: MSG.contentKindInvalid }),
    /** Kind 'page' only. */
    slug: z.enum(CONTENT_PAGES, { message: MSG.contentPageInvalid }).nullable().optional().default(null),
    /** Kind 'help' only: the catalogue it sits in. */
    catalogueId: idField.nullable().optional().default(null),
    titleZh: text(L.titleMax),
    titleEn: text(L.titleMax),
    summaryZh: text(L.summaryMax),
    summaryEn: text(L.summaryMax),
    bodyZh: z.string().max(L.bodyMax, MSG.contentBodyTooLong).default(''),
    bodyEn: z.string().max(L.bodyMax, MSG.contentBodyTooLong).default(''),
    coverFileId: z.uuid({ message: MSG.contentPictureInvalid }).nullable().optional().default(null),
    tags: z.array(z.string().trim().min(1).max(L.tagMax, MSG.valueTooLong)).max(L.tagsMax, MSG.contentTagsMax).default([]),
    /** Kind 'banner': where it leads, a path inside the portal ('/…'). */
    linkUrl: z
      .string()
      .trim()
      .max(L.linkMax, MSG.valueTooLong)
      .regex(/^\/(?!\/)[^\s]*$/, MSG.contentLinkInvalid)
      .nullable()
      .optional()
      .default(null),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .refine((a) => a.titleZh !== '' || a.titleEn !== '', { message: MSG.contentTitleRequired, path: ['titleZh'] })
  .refine((a) => a.kind !== 'page' || a.slug !== null, { message: MSG.contentPageInvalid, path: ['slug'] })
  .refine((a) => a.kind !== 'banner' || a.coverFileId !== null, { message: MSG.contentCoverRequired, path: ['coverFileId'] });
export type ArticleInput = z.input<typeof articleInput>;

export const publishInput = z.object({
  id: idField,
  /** ISO time; default now. A future time schedules the publication. */
  publishAt: z.iso.datetime({ offset: true, message: MSG.contentPublishAtInvalid }).optional(),
});

/** A row of a public list, in the shown language. */
export const articleCard = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  summary: z.string(),
  coverFileId: z.string().nullable(),
  tags: z.array(z.string()),
  linkUrl: z.string().nullable(),
  catalogueId: z.number().int().nullable(),
  publishAt: z.string(),
  views: z.number().int(),
  /** The language the title, summary and body are in; differs from the page's when only the other was written. */
  shownLanguage: z.enum(CONTENT_LANGUAGES),
});
export type ArticleCard = z.infer<typeof articleCard>;

export const articleDetail = articleCard.extend({
  slug: z.enum(CONTENT_PAGES).nullable(),
  /** Sanitised HTML. */
  body: z.string(),
  /** The neighbours in the same list (same kind, and catalogue for help), for 'previous / next'. */
  previous: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** What administrators see and edit: both languages, the state. */
export const adminArticle = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.enum(CONTENT_PAGES).nullable(),
  catalogueId: z.number().int().nullable(),
  titleZh: z.string(),
  titleEn: z.string(),
  summaryZh: z.string(),
  summaryEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  coverFileId: z.string().nullable(),
  tags: z.array(z.string()),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  state: z.enum(CONTENT_STATES),
  publishAt: z.string().nullable(),
  views: z.number().int(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export interface CatalogueNode {
  id: number;
  parentId: number | null;
  nameZh: string;
  nameEn: string;
  sort: number;
  children: CatalogueNode[];
}
export const catalogueNode: z.ZodType<CatalogueNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    nameZh: z.string(),
    nameEn: z.string(),
    sort: z.number().int(),
    children: z.array(catalogueNode),
  }),
);

export const catalogueInput = bilingualTreeNodeInput(L.catalogueNameMax, MSG.contentCatalogueNameRequired);

const keyword = z.string().trim().max(L.keywordMax, MSG.valueTooLong).optional();
const publicKind = z.enum(['news', 'story', 'solution', 'help', 'record'], { message: MSG.contentKindInvalid });

export const publicArticleQuery = pageQuery.extend({
  kind: publicKind,
  catalogueId: idQuery.optional(),
  tag: z.string().trim().max(L.tagMax, MSG.valueTooLong).optional(),
  keyword,
});
export const adminArticleQuery = pageQuery.extend({
  kind: z.enum(CONTENT_KINDS, { message: MSG.contentKindInvalid }).optional(),
  state: z.enum(CONTENT_STATES).optional(),
  keyword,
});

/** Everyone: published content (spec §7 'other': help centre, update records, contact, solution, cover, catalogue tree). */
export const contentPublic = {
  articlePage: defineEndpoint({
    method: 'GET',
    path: '/atsteel/other/article/page',
    input: publicArticleQuery,
    output: pageOf(articleCard),
    access: 'public',
    summary: 'Published news, stories, solutions, help articles or update records of one `kind`, newest first (help: by catalogue and order)',
  }),
  articleDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/other/article/detail',
    input: idInput,
    output: articleDetail,
    access: 'public',
    summary: 'One published article in the page language (or the other, when only that exists); counts a view',
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/other/page',
    input: z.object({ slug: z.enum(CONTENT_PAGES, { message: MSG.contentPageInvalid }) }),
    output: articleDetail,
    access: 'public',
    summary: "A fixed page ('about' us, 'contact'), 404 until published",
  }),
  catalogueTree: defineEndpoint({
    method: 'GET',
    path: '/atsteel/other/catalogue/tree',
    input: z.object({}).default({}),
    output: z.array(catalogueNode),
    access: 'public',
    summary: "The help centre's catalogue tree",
  }),
  covers: defineEndpoint({
    method: 'GET',
    path: '/atsteel/other/cover/list',
    input: z.object({}).default({}),
    output: z.array(articleCard),
    access: 'public',
    summary: "The home page's published banners, in their order",
  }),
};

const manage = PERMISSIONS.contentManage;

/** Platform administrators: write, publish and order the content (`/atsteel/DataManagement/content/*`). */
export const contentAdmin = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/content/page',
    input: adminArticleQuery,
    output: pageOf(adminArticle),
    access: manage,
    summary: 'All content of a kind (or all), drafts included, last changed first',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/content/get',
    input: idInput,
    output: adminArticle,
    access: manage,
    summary: 'One article with both languages',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/content/save',
    input: articleInput,
    output: adminArticle,
    access: manage,
    summary: 'Create (without `id`) or change an article; bodies are sanitised; the kind of a saved article stays',
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/content/publish',
    input: publishInput,
    output: adminArticle,
    access: manage,
    summary: 'Publish now or at `publishAt`; needs a body in at least one language (banners: a cover)',
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/content/unpublish',
    input: z.object({ id: idField }),
    output: adminArticle,
    access: manage,
    summary: 'Take an article back to draft (no longer public)',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/content/delete',
    input: z.object({ id: idField }),
    output: okOutput,
    access: manage,
    summary: 'Delete an article',
  }),
  catalogueTree: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/content/catalogue/tree',
    input: z.object({}).default({}),
    output: z.array(catalogueNode),
    access: manage,
    summary: "The help centre's catalogue tree, for editing",
  }),
  catalogueSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/content/catalogue/save',
    input: catalogueInput,
    output: catalogueNode,
    access: manage,
    summary: `Create or rename a catalogue; at most ${L.catalogueDepthMax} levels, never under itself`,
  }),
  catalogueRemove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/content/catalogue/delete',
    input: z.object({ id: idField }),
    output: okOutput,
    access: manage,
    summary: 'Delete an empty catalogue (409 while it holds catalogues or articles)',
  }),
};

/** The portal's addresses of the public content (a light file: the home page links with it). */
export { CONTENT_PATHS } from '../contentPaths';
