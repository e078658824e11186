import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { idField, idQuery } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { mobileField } from './accountFields';
import { CONTENT_LANGUAGES, CONTENT_STATES, publishInput } from './content';

/**
 * Industry pages (issue 19, spec §7 'other' industrial / digital / expert): industrial applications of steels,
 * digital-talent training courses and expert services.
 *
 * - Entries are written by platform administrators (`content:manage`) like the platform's content
 *   (contract/endpoints/content.ts): title, summary and a sanitised rich-text body in both languages (at least one
 *   title), a cover (`contentPicture`), draft → published (with a publish time) → draft again. The public reader gets
 *   the page's language and, when only the other was written, that one with `shownLanguage` saying so. Drafts and
 *   entries whose time has not come answer 404 like a missing id.
 * - Each kind has its own fields (a union on `kind`, stored in the row's `fields`): an application's industry,
 *   materials and region; a course's dates, hours, mode, location, seats, fee and sign-up deadline; an expert's
 *   name, position, organisation, fields of expertise and how they consult.
 * - Signed-in users send a request about a published entry (`apply`): a cooperation enquiry about an application,
 *   a sign-up for a course (once per user and course, while seats are left and until the deadline), a consultation
 *   request to an expert. Administrators handle them (new → handled); the requester is notified.
 * - Portal pages: the landing (`/industryApp`, `/digitalTalentTraining`, `/expertServices`) introduces the section and
 *   shows the latest entries, or one entry with `?id=`; the list page (`…List`) has the filters and the pager.
 */
export const INDUSTRY_KINDS = ['industrial', 'digital', 'expert'] as const;
export type IndustryKind = (typeof INDUSTRY_KINDS)[number];

/** Industries an application belongs to. */
export const INDUSTRY_SECTORS = [
  'automotive',
  'construction',
  'energy',
  'shipbuilding',
  'rail',
  'machinery',
  'pressureEquipment',
  'aerospace',
  'other',
] as const;
export type IndustrySector = (typeof INDUSTRY_SECTORS)[number];

/** How a course is held, or how an expert consults. */
export const INDUSTRY_MODES = ['online', 'offline', 'mixed'] as const;
export type IndustryMode = (typeof INDUSTRY_MODES)[number];

export const INDUSTRY_REQUEST_STATES = ['new', 'handled'] as const;
export type IndustryRequestState = (typeof INDUSTRY_REQUEST_STATES)[number];

export const INDUSTRY_LIMITS = {
  titleMax: 200,
  summaryMax: 500,
  /** Characters of HTML per language. */
  bodyMax: 200_000,
  tagsMax: 10,
  tagMax: 50,
  regionMax: 50,
  locationMax: 100,
  nameMax: 50,
  positionMax: 100,
  organisationMax: 100,
  hoursMax: 10_000,
  seatsMax: 100_000,
  /** Fen (1 000 000 yuan). */
  feeMax: 100_000_000,
  companyMax: 100,
  messageMax: 500,
  keywordMax: 100,
  /** Entries a landing page shows. */
  latestCount: 6,
} as const;

/** Where each kind lives on the portal: the landing (`?id=` shows one entry) and the full list. */
export const INDUSTRY_PATHS = {
  industrial: { landing: '/industryApp', list: '/industryAppList' },
  digital: { landing: '/digitalTalentTraining', list: '/digitalTalentTrainingList' },
  expert: { landing: '/expertServices', list: '/expertServicesList' },
} as const satisfies Record<IndustryKind, { landing: string; list: string }>;
export const industryDetailPath = (kind: IndustryKind, id: number) => `${INDUSTRY_PATHS[kind].landing}?id=${id}`;
/** The console's pages. */
export const INDUSTRY_CONSOLE_PATHS = {
  entries: '/my/administration/industry',
  requests: '/my/administration/industryRequest',
  myRequests: '/my/industryRequest',
} as const;

const L = INDUSTRY_LIMITS;
const text = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');
const required = (max: number, message: string) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);
const tags = z
  .array(z.string().trim().min(1, MSG.industryTagInvalid).max(L.tagMax, MSG.valueTooLong))
  .max(L.tagsMax, MSG.industryTagsMax)
  .default([]);
/** 'YYYY-MM-DD', a real calendar day. */
const isoDate = z
  .string({ message: MSG.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), MSG.dateInvalid);

export const industrialFields = z.object({
  industry: z.enum(INDUSTRY_SECTORS, { message: MSG.industrySectorInvalid }),
  /** Grade names (free text: a grade may not be in the catalogue). */
  materials: tags,
  region: text(L.regionMax),
});
export const digitalFields = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    hours: z.number({ message: MSG.industryHoursInvalid }).positive(MSG.industryHoursInvalid).max(L.hoursMax, MSG.industryHoursInvalid),
    mode: z.enum(INDUSTRY_MODES, { message: MSG.industryModeInvalid }),
    location: text(L.locationMax),
    seats: z.number({ message: MSG.industrySeatsInvalid }).int(MSG.industrySeatsInvalid).min(1, MSG.industrySeatsInvalid).max(L.seatsMax, MSG.industrySeatsInvalid),
    /** Fen; 0 = free. */
    feeFen: z.number({ message: MSG.industryFeeInvalid }).int(MSG.industryFeeInvalid).min(0, MSG.industryFeeInvalid).max(L.feeMax, MSG.industryFeeInvalid),
    /** The last day (Beijing) a user may sign up. */
    signUpDeadline: isoDate,
  })
  .refine((f) => f.endDate >= f.startDate, { message: MSG.industryEndBeforeStart, path: ['endDate'] })
  .refine((f) => f.signUpDeadline <= f.endDate, { message: MSG.industryDeadlineAfterEnd, path: ['signUpDeadline'] })
  .refine((f) => f.mode === 'online' || f.location !== '', { message: MSG.industryLocationRequired, path: ['location'] });
export const expertFields = z.object({
  name: required(L.nameMax, MSG.industryExpertNameRequired),
  position: text(L.positionMax),
  organisation: text(L.organisationMax),
  expertise: tags,
  consultationMode: z.enum(INDUSTRY_MODES, { message: MSG.industryModeInvalid }),
});
export type IndustrialFields = z.infer<typeof industrialFields>;
export type DigitalFields = z.infer<typeof digitalFields>;
export type ExpertFields = z.infer<typeof expertFields>;
export interface IndustryFieldsOf {
  industrial: IndustrialFields;
  digital: DigitalFields;
  expert: ExpertFields;
}
/** The fields' schema of each kind (the server re-checks stored rows through it). */
export const INDUSTRY_FIELDS = { industrial: industrialFields, digital: digitalFields, expert: expertFields } as const;

/** What every kind has. */
const commonInput = {
  id: idField.optional(),
  titleZh: text(L.titleMax),
  titleEn: text(L.titleMax),
  summaryZh: text(L.summaryMax),
  summaryEn: text(L.summaryMax),
  bodyZh: z.string().max(L.bodyMax, MSG.contentBodyTooLong).default(''),
  bodyEn: z.string().max(L.bodyMax, MSG.contentBodyTooLong).default(''),
  coverFileId: z.uuid({ message: MSG.contentPictureInvalid }).nullable().optional().default(null),
  sort: z.number().int().min(0).max(9999).default(0),
};
const hasTitle = (entry: { titleZh: string; titleEn: string }) => entry.titleZh !== '' || entry.titleEn !== '';
const titleRule = { message: MSG.contentTitleRequired, path: ['titleZh'] };

export const industrialInput = z.object({ ...commonInput, kind: z.literal('industrial'), fields: industrialFields }).refine(hasTitle, titleRule);
export const digitalInput = z.object({ ...commonInput, kind: z.literal('digital'), fields: digitalFields }).refine(hasTitle, titleRule);
export const expertInput = z.object({ ...commonInput, kind: z.literal('expert'), fields: expertFields }).refine(hasTitle, titleRule);
export type IndustrialInput = z.input<typeof industrialInput>;
export type DigitalInput = z.input<typeof digitalInput>;
export type ExpertInput = z.input<typeof expertInput>;
export type IndustryEntryInput = z.output<typeof industrialInput> | z.output<typeof digitalInput> | z.output<typeof expertInput>;

/** The kind's fields as answered (a discriminated union on `kind`). */
const kindFields = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('industrial'), fields: industrialFields }),
  z.object({ kind: z.literal('digital'), fields: digitalFields }),
  z.object({ kind: z.literal('expert'), fields: expertFields }),
]);

/** A row of a public list, in the shown language. */
export const industryCard = z.intersection(
  kindFields,
  z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    coverFileId: z.string().nullable(),
    publishAt: z.string(),
    /** Courses: seats not yet taken (never below 0); null for the other kinds. */
    seatsLeft: z.number().int().nullable(),
    /** The language the texts are in; differs from the page's when only the other was written. */
    shownLanguage: z.enum(CONTENT_LANGUAGES),
  }),
);
export type IndustryCard = z.infer<typeof industryCard>;

export const industryDetail = z.intersection(industryCard, z.object({ body: z.string() }));
export type IndustryDetail = z.infer<typeof industryDetail>;

/** What administrators see and edit: both languages, the state, how many requests came in. */
export const adminIndustryEntry = z.intersection(
  kindFields,
  z.object({
    id: z.number().int(),
    titleZh: z.string(),
    titleEn: z.string(),
    summaryZh: z.string(),
    summaryEn: z.string(),
    bodyZh: z.string(),
    bodyEn: z.string(),
    coverFileId: z.string().nullable(),
    sort: z.number().int(),
    state: z.enum(CONTENT_STATES),
    publishAt: z.string().nullable(),
    requests: z.number().int(),
    seatsLeft: z.number().int().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type AdminIndustryEntry = z.infer<typeof adminIndustryEntry>;

const keyword = z.string().trim().max(L.keywordMax, MSG.valueTooLong).optional();
const booleanQuery = z.enum(['true', 'false']).optional();

export const industrialQuery = pageQuery.extend({ keyword, industry: z.enum(INDUSTRY_SECTORS, { message: MSG.industrySectorInvalid }).optional() });
export const digitalQuery = pageQuery.extend({
  keyword,
  mode: z.enum(INDUSTRY_MODES, { message: MSG.industryModeInvalid }).optional(),
  /** 'true': only courses that have not started yet (Beijing date). */
  upcoming: booleanQuery,
});
export const expertQuery = pageQuery.extend({
  keyword,
  /** A field of expertise (part of one of the expert's tags). */
  field: z.string().trim().max(L.tagMax, MSG.valueTooLong).optional(),
});
export const adminIndustryQuery = pageQuery.extend({
  kind: z.enum(INDUSTRY_KINDS, { message: MSG.industryKindInvalid }).optional(),
  state: z.enum(CONTENT_STATES).optional(),
  keyword,
});

/** A request about a published entry: the contact the administrators answer. */
export const industryRequestInput = z.object({
  entryId: idField,
  name: required(L.nameMax, MSG.industryRequestNameRequired),
  mobile: mobileField(),
  company: text(L.companyMax),
  message: text(L.messageMax),
});
export type IndustryRequestInput = z.input<typeof industryRequestInput>;

export const industryRequest = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  kind: z.enum(INDUSTRY_KINDS),
  /** The entry's title in the page's language (or the other). */
  entryTitle: z.string(),
  name: z.string(),
  mobile: z.string(),
  company: z.string(),
  message: z.string(),
  state: z.enum(INDUSTRY_REQUEST_STATES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type IndustryRequest = z.infer<typeof industryRequest>;
/** For administrators: who sent it. */
export const adminIndustryRequest = industryRequest.extend({ userName: z.string() });
export type AdminIndustryRequest = z.infer<typeof adminIndustryRequest>;

export const industryRequestQuery = pageQuery.extend({
  kind: z.enum(INDUSTRY_KINDS, { message: MSG.industryKindInvalid }).optional(),
  state: z.enum(INDUSTRY_REQUEST_STATES).optional(),
});
export const adminIndustryRequestQuery = industryRequestQuery.extend({ entryId: idQuery.optional() });

const manage = PERMISSIONS.contentManage;

/** The five calls of one kind: the public list and detail, the administrators' save and delete, the user's request. */
function kindEndpoints<K extends IndustryKind, Q extends z.ZodType, I extends z.ZodType>(kind: K, query: Q, input: I, what: string, request: string) {
  const base = `/atsteel/other/${kind}` as const;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${base}/list`,
      input: query,
      output: pageOf(industryCard),
      access: 'public',
      summary: `Published ${what}, newest first, in the page language (or the other when only that exists)`,
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/detail`,
      input: idInput,
      output: industryDetail,
      access: 'public',
      summary: `One published ${what.replace(/s$/, '')} (404 for drafts and unknown ids)`,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `${base}/save`,
      input,
      output: adminIndustryEntry,
      access: manage,
      summary: `Create (without \`id\`, as a draft) or change one of the ${what}; bodies are sanitised`,
    }),
    remove: defineEndpoint({
      method: 'POST',
      path: `${base}/delete`,
      input: z.object({ id: idField }),
      output: okOutput,
      access: manage,
      summary: `Delete one of the ${what} with its requests`,
    }),
    apply: defineEndpoint({
      method: 'POST',
      path: `${base}/apply`,
      input: industryRequestInput,
      output: industryRequest,
      access: 'user',
      summary: request,
    }),
  };
}

/** Everyone reads, administrators write, signed-in users send requests (spec §7 'other': industrial, digital, expert). */
export const industryApplications = kindEndpoints('industrial', industrialQuery, industrialInput, 'industrial applications', 'Ask about an application (a similar application or cooperation); one open request per user and entry');
export const industryTraining = kindEndpoints(
  'digital',
  digitalQuery,
  digitalInput,
  'training courses',
  'Sign up for a course: once per user and course (409), not when full (409) nor after the sign-up deadline (409)',
);
export const industryExperts = kindEndpoints('expert', expertQuery, expertInput, 'experts', 'Ask an expert for a consultation; one open request per user and expert');

/** Platform administrators: every entry with drafts, publication (`/atsteel/DataManagement/industry/*`). */
export const industryAdmin = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/industry/page',
    input: adminIndustryQuery,
    output: pageOf(adminIndustryEntry),
    access: manage,
    summary: 'Entries of a kind (or all), drafts included, last changed first',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/industry/get',
    input: idInput,
    output: adminIndustryEntry,
    access: manage,
    summary: 'One entry with both languages',
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/industry/publish',
    input: publishInput,
    output: adminIndustryEntry,
    access: manage,
    summary: 'Publish now or at `publishAt`',
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/industry/unpublish',
    input: z.object({ id: idField }),
    output: adminIndustryEntry,
    access: manage,
    summary: 'Take an entry back to draft (no longer public; its requests stay)',
  }),
};

/** The requests: a user's own, the administrators' queue. */
export const industryRequests = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/industryRequest/page',
    input: industryRequestQuery,
    output: pageOf(industryRequest),
    access: 'user',
    summary: "The caller's requests (applications, sign-ups, consultations) and their state, newest first",
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/industryRequest/page',
    input: adminIndustryRequestQuery,
    output: pageOf(adminIndustryRequest),
    access: manage,
    summary: 'All requests, filtered by kind, state or entry; new ones first in order of arrival',
  }),
  handle: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/industryRequest/handle',
    input: z.object({ id: idField }),
    output: adminIndustryRequest,
    access: manage,
    summary: 'Mark a request handled (409 when it already is) and notify the requester',
  }),
};

/** Each kind's calls. */
export const INDUSTRY_KIND_API = { industrial: industryApplications, digital: industryTraining, expert: industryExperts } as const;

export const INDUSTRY_API = {
  industryApplications,
  industryTraining,
  industryExperts,
  industryAdmin,
  industryRequests,
} as const;
