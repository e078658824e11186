import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { idField } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';
import { TELEPHONE } from './address';

/**
 * The service hall (issue 19, spec `allServer, allServerAdd, myAllServer, serverDetail, seeDetail, brandDetail`).
 *
 * - The platform's own services are the portal's modules, listed once here (SERVICE_CATEGORIES with `path`): the
 *   hall shows them as cards leading to their modules; nothing about them is stored.
 * - Companies publish service offers (`serviceOffer:manage`, the caller's company's rows only; another company's id
 *   answers 404 like a missing one). An offer's category is any of SERVICE_CATEGORIES (companies may offer testing
 *   too, and the categories only companies offer: processing, consulting …).
 * - The review is the recommended products' one: draft → pending → approved (public) | rejected (the reason is shown;
 *   edit and submit again). Editing an approved offer takes it back to draft (off the hall) until approved again.
 *   Auditors (`service:audit`) never see drafts; the company's submitter is notified of the decision
 *   (notification subject 'serviceOffer', events 'approve' / 'reject', params `name` and `reason`).
 * - The public sees approved offers only; a company's brand page (`brand`) shows what other public pages already show
 *   of it (its name, its approved laboratory, its entry in the quality ranking) and its approved offers. A company
 *   with no approved offer has no brand page (404).
 * - Prices are integer fen, or null: 'by negotiation'. An offer's contact is public once approved; the portal shows
 *   it to signed-in visitors only (decided in src/portal/serviceHall).
 */
export const SERVICE_CATEGORIES = [
  { key: 'testing', path: '/cloud/cloudHomepage' },
  { key: 'research', path: '/cloud/testResources' },
  { key: 'customization', path: '/custom' },
  { key: 'matching', path: '/mind/mindIndex' },
  { key: 'library', path: '/librany/libranyList' },
  { key: 'quality', path: '/quality/qualityRanking' },
  { key: 'rdData', path: '/zhj/productList' },
  { key: 'materials', path: '/material/materialHome' },
  { key: 'processing', path: null },
  { key: 'consulting', path: null },
  { key: 'software', path: null },
  { key: 'training', path: null },
  { key: 'logistics', path: null },
  { key: 'other', path: null },
] as const;
export const SERVICE_CATEGORY_KEYS = SERVICE_CATEGORIES.map((category) => category.key) as [
  (typeof SERVICE_CATEGORIES)[number]['key'],
  ...(typeof SERVICE_CATEGORIES)[number]['key'][],
];
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]['key'];
/** The platform's own services: the categories with a portal module. */
export const PLATFORM_SERVICES = SERVICE_CATEGORIES.filter(
  (category): category is Extract<(typeof SERVICE_CATEGORIES)[number], { path: string }> => category.path !== null,
);

export const SERVICE_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];
/** The steps of server/modules/serviceHall/workflow.ts (edit keeps the state; revise takes an approved offer back to draft). */
export const SERVICE_ACTIONS = ['edit', 'revise', 'delete', 'submit', 'approve', 'reject'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

export const SERVICE_LIMITS = {
  nameMax: 100,
  summaryMax: 300,
  introductionMax: 5000,
  /** Fen (20 000 000 yuan; the column is an integer). */
  priceMax: 2_000_000_000,
  priceUnitMax: 20,
  regionMax: 50,
  contactNameMax: 50,
  contactPhoneMax: 30,
  rejectReasonMax: 500,
  keywordMax: 100,
  /** Offers one company may keep (any state). */
  offersPerCompany: 200,
} as const;
const L = SERVICE_LIMITS;

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);
const optionalText = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');

export const serviceOfferInput = z.object({
  id: idField.optional(),
  category: z.enum(SERVICE_CATEGORY_KEYS, { message: MSG.serviceCategoryInvalid }),
  name: requiredText(MSG.serviceNameRequired, L.nameMax),
  summary: optionalText(L.summaryMax),
  introduction: requiredText(MSG.serviceIntroductionRequired, L.introductionMax),
  /** Fen; null: by negotiation. */
  price: z.number({ message: MSG.servicePriceInvalid }).int(MSG.servicePriceInvalid).min(0, MSG.servicePriceInvalid).max(L.priceMax, MSG.servicePriceInvalid).nullable(),
  priceUnit: optionalText(L.priceUnitMax),
  region: optionalText(L.regionMax),
  contactName: requiredText(MSG.serviceContactNameRequired, L.contactNameMax),
  /** A mobile number or a landline with area code. */
  contactPhone: z
    .string({ message: MSG.telephoneRequired })
    .trim()
    .min(1, MSG.telephoneRequired)
    .max(L.contactPhoneMax, MSG.valueTooLong)
    .regex(TELEPHONE, MSG.telephoneFormat),
  /** A `servicePicture` upload of the caller's company; optional. */
  pictureId: z.uuid({ message: MSG.servicePictureInvalid }).nullable().default(null),
});
export type ServiceOfferInput = z.input<typeof serviceOfferInput>;

/** What everyone sees of an approved offer. */
export const publicServiceOffer = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  category: z.enum(SERVICE_CATEGORY_KEYS),
  name: z.string(),
  summary: z.string(),
  introduction: z.string(),
  price: z.number().int().nullable(),
  priceUnit: z.string(),
  region: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  pictureId: z.string().nullable(),
  views: z.number().int(),
  /** When it was approved. */
  publishTime: z.string().nullable(),
});
export type PublicServiceOffer = z.infer<typeof publicServiceOffer>;

/** What its company and the auditors see. */
export const serviceOffer = publicServiceOffer.extend({
  state: z.enum(SERVICE_STATES),
  rejectReason: z.string().nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ServiceOffer = z.infer<typeof serviceOffer>;
export const serviceOfferRow = serviceOffer.extend({ nextActions: z.array(z.enum(SERVICE_ACTIONS)) });
export type ServiceOfferRow = z.infer<typeof serviceOfferRow>;
export const serviceOfferDetail = serviceOfferRow.extend({ history: z.array(workflowStep) });
export type ServiceOfferDetail = z.infer<typeof serviceOfferDetail>;

/** A company's brand page: what other public pages show of it, and its approved offers (first page). */
export const serviceBrand = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** Its approved laboratory (/cloud/testerDetail?id=), if any. */
  laboratory: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Its entry in the quality ranking (/conDetail/:id), if any. */
  qualityEnterprise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  offers: pageOf(publicServiceOffer),
});
export type ServiceBrand = z.infer<typeof serviceBrand>;

const keyword = z.string().trim().max(L.keywordMax, MSG.valueTooLong).optional();
export const publicServiceQuery = pageQuery.extend({
  keyword,
  category: z.enum(SERVICE_CATEGORY_KEYS, { message: MSG.serviceCategoryInvalid }).optional(),
  region: z.string().trim().max(L.regionMax, MSG.valueTooLong).optional(),
});
export const serviceBrandQuery = pageQuery.extend({ id: idInput.shape.id });
export const serviceQuery = pageQuery.extend({ keyword, state: z.enum(SERVICE_STATES).optional() });
export const serviceIdBody = z.object({ id: idField });
export const serviceRejectInput = serviceIdBody.extend({
  reason: z.string({ message: MSG.rejectReasonRequired }).trim().min(1, MSG.rejectReasonRequired).max(L.rejectReasonMax, MSG.valueTooLong),
});

const manage = PERMISSIONS.serviceOfferManage;
const audit = PERMISSIONS.serviceAudit;
const base = '/atsteel/allServer';

/** Everyone: approved offers only. */
export const serviceHall = {
  page: defineEndpoint({
    method: 'GET',
    path: `${base}/page`,
    input: publicServiceQuery,
    output: pageOf(publicServiceOffer),
    access: 'public',
    summary: 'Approved service offers, newest first; `category`, `keyword` (names), `region`',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${base}/detail`,
    input: idInput,
    output: publicServiceOffer,
    access: 'public',
    summary: 'One approved offer (counts a view); anything else answers 404',
  }),
  brand: defineEndpoint({
    method: 'GET',
    path: `${base}/brand`,
    input: serviceBrandQuery,
    output: serviceBrand,
    access: 'public',
    summary: "A company's brand page: its public facts and its approved offers (404 without any)",
  }),
};

/** The company's side: its own offers only. */
export const myServiceOffers = {
  myPage: defineEndpoint({
    method: 'GET',
    path: `${base}/myPage`,
    input: serviceQuery,
    output: pageOf(serviceOfferRow),
    access: manage,
    summary: "The caller's company's offers, newest change first",
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/get`,
    input: idInput,
    output: serviceOfferDetail,
    access: manage,
    summary: "One of the caller's company's offers with its review history",
  }),
  save: defineEndpoint({
    method: 'POST',
    path: `${base}/save`,
    input: serviceOfferInput,
    output: serviceOfferDetail,
    access: manage,
    summary: 'Create an offer (a draft) or update one (not while under review; an approved one becomes a draft again)',
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${base}/submit`,
    input: serviceIdBody,
    output: serviceOfferDetail,
    access: manage,
    summary: 'Submit a draft or rejected offer for review',
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/delete`,
    input: serviceIdBody,
    output: okOutput,
    access: manage,
    summary: 'Delete an offer that is not under review',
  }),
};

/** The platform's review queue (`service:audit`). */
export const serviceAudit = {
  auditPage: defineEndpoint({
    method: 'GET',
    path: `${base}/auditPage`,
    input: serviceQuery,
    output: pageOf(serviceOffer),
    access: audit,
    summary: 'Offers submitted for review (`pending` by default, oldest first), or reviewed ones by state',
  }),
  auditDetail: defineEndpoint({
    method: 'GET',
    path: `${base}/auditDetail`,
    input: idInput,
    output: serviceOfferDetail,
    access: audit,
    summary: 'One submitted or reviewed offer (drafts stay private to their company)',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${base}/approve`,
    input: serviceIdBody,
    output: serviceOfferDetail,
    access: audit,
    summary: 'Approve a pending offer: it appears in the hall; its submitter is notified',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: `${base}/reject`,
    input: serviceRejectInput,
    output: serviceOfferDetail,
    access: audit,
    summary: 'Reject a pending offer with a reason its company sees; its submitter is notified',
  }),
};

export const SERVICE_HALL_API = { serviceHall, myServiceOffers, serviceAudit } as const;
