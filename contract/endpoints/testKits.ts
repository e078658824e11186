import { z } from 'zod';
import { idField, idQuery, requiredId } from '../fields';
import { defineEndpoint } from '../endpoint';
import { idInput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';
import { CAPABILITY_KINDS } from './laboratoryCommon';

/**
 * Cloud testing's catalogue (spec §7 "examine/content"): detection and preparation items named by their method
 * standards, which approved laboratories offer at their own price (fen per sample) and cycle (working days);
 * test kits (JCB) that bundle items; and the server's estimate of cost and duration for chosen items at one
 * laboratory, counting working days on the official calendar (weekends, Chinese public holidays, the weekend
 * days worked instead).
 *
 * Kit audit (spec §4): private → pending (made public: under review) → approved | rejected (reason viewable);
 * the owner revokes a publication (pending | approved → revoked) or edits; saving an approved kit sends it back to
 * pending. Platform kits (`common`) are public without audit.
 */
export const ITEM_CATEGORIES = [
  'mechanical',
  'hardness',
  'chemical',
  'metallography',
  'microscopy',
  'corrosion',
  'machining',
  'heatTreatment',
  'melting',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];
export type ItemKind = (typeof CAPABILITY_KINDS)[number];

export const KIT_STATES = ['private', 'pending', 'approved', 'rejected', 'revoked'] as const;
export type KitState = (typeof KIT_STATES)[number];
export const KIT_ACTIONS = ['publish', 'revoke', 'resubmit', 'approve', 'reject'] as const;
export type KitAction = (typeof KIT_ACTIONS)[number];
/** A kit's kind follows from its items. */
export const KIT_KINDS = ['detection', 'preparation', 'mixed'] as const;

export const TEST_LIMITS = {
  kitItemsMax: 30,
  kitNameMax: 100,
  descriptionMax: 1000,
  conditionMax: 100,
  linesMax: 50,
  samplesMax: 500,
  sampleCountMax: 10_000,
  sampleTextMax: 100,
  projectNameMax: 100,
  remarksMax: 1000,
  reportFilesMax: 5,
  paymentRecordsMax: 10,
  evaluationMax: 500,
  noteMax: 500,
  /** Fen: ten million yuan (an int column holds up to about 21 million yuan). */
  amountMax: 1_000_000_000,
  rejectReasonMax: 500,
} as const;

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);
const optionalText = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');
const keyword = z.string().trim().max(100, MSG.valueTooLong).optional();

/** One catalogue item. */
export const detectionItem = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(CAPABILITY_KINDS),
  category: z.enum(ITEM_CATEGORIES),
  nameZh: z.string(),
  nameEn: z.string(),
  standards: z.array(z.string()),
  sampleZh: z.string(),
  sampleEn: z.string(),
  /** Approved laboratories offering it, and the lowest price (fen per sample) and shortest cycle among them. */
  offerCount: z.number().int(),
  minPrice: z.number().int().nullable(),
  minCycleDays: z.number().int().nullable(),
});
export type DetectionItem = z.infer<typeof detectionItem>;

/** An approved laboratory's offer of an item (its capability). */
export const itemOffer = z.object({
  capabilityId: z.number().int(),
  laboratoryId: z.number().int(),
  laboratoryName: z.string(),
  city: z.string(),
  standardMethod: z.string(),
  price: z.number().int(),
  cycleDays: z.number().int(),
});
export type ItemOffer = z.infer<typeof itemOffer>;

export const detectionItemDetail = detectionItem.extend({ offers: z.array(itemOffer) });
export type DetectionItemDetail = z.infer<typeof detectionItemDetail>;

export const itemQuery = pageQuery.extend({
  kind: z.enum(CAPABILITY_KINDS).optional(),
  category: z.enum(ITEM_CATEGORIES).optional(),
  /** Name (either language) or a standard's number. */
  keyword,
  /** Only items this laboratory offers. */
  laboratoryId: idQuery.optional(),
});

/** The service's landing figures, counted from the database. */
export const cloudFigures = z.object({
  laboratories: z.number().int(),
  items: z.number().int(),
  /** Items with at least one offer. */
  offeredItems: z.number().int(),
  offers: z.number().int(),
  publicKits: z.number().int(),
  ordersCompleted: z.number().int(),
  samplesTested: z.number().int(),
  /** Catalogue items of each kind and category (pairs without items left out). */
  categories: z.array(z.object({ kind: z.enum(CAPABILITY_KINDS), category: z.enum(ITEM_CATEGORIES), count: z.number().int() })),
});
export type CloudFigures = z.infer<typeof cloudFigures>;

export const kitItemInput = z.object({
  itemId: idField,
  condition: optionalText(TEST_LIMITS.conditionMax),
});

export const kitSaveInput = z.object({
  /** Absent: a new kit. */
  id: idField.optional(),
  name: requiredText(MSG.kitNameRequired, TEST_LIMITS.kitNameMax),
  description: optionalText(TEST_LIMITS.descriptionMax),
  items: z
    .array(kitItemInput, { message: MSG.testItemsRequired })
    .min(1, MSG.testItemsRequired)
    .max(TEST_LIMITS.kitItemsMax, MSG.laboratoryItemsMax)
    .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, MSG.validationFailed),
});
export type KitSaveInput = z.input<typeof kitSaveInput>;

/** A kit's item with what the catalogue says about it. */
export const kitItem = z.object({
  itemId: z.number().int(),
  condition: z.string(),
  code: z.string(),
  kind: z.enum(CAPABILITY_KINDS),
  nameZh: z.string(),
  nameEn: z.string(),
  standards: z.array(z.string()),
});
export type KitItem = z.infer<typeof kitItem>;

export const testKit = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(KIT_KINDS),
  description: z.string(),
  common: z.boolean(),
  /** Made public: under review, approved, rejected or revoked. */
  isPublic: z.boolean(),
  state: z.enum(KIT_STATES),
  rejectReason: z.string().nullable(),
  items: z.array(kitItem),
  /** Fen: the cheapest offer of every item added up; null while some item has no offer. */
  referencePrice: z.number().int().nullable(),
  /** Working days: the longest of the shortest cycles; null while some item has no offer. */
  referenceDays: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  submitTime: z.string().nullable(),
});
export type TestKit = z.infer<typeof testKit>;

export const testKitDetail = testKit.extend({
  nextActions: z.array(z.enum(KIT_ACTIONS)),
  history: z.array(workflowStep),
});
export type TestKitDetail = z.infer<typeof testKitDetail>;

export const kitQuery = pageQuery.extend({ keyword, state: z.enum(KIT_STATES).optional() });
export const kitRejectInput = z.object({
  id: idField,
  reason: z.string({ message: MSG.rejectReasonRequired }).trim().min(1, MSG.rejectReasonRequired).max(TEST_LIMITS.rejectReasonMax, MSG.valueTooLong),
});

/** One line of an estimate or an order: an item, its condition, on how many samples. */
export const orderLineInput = z.object({
  itemId: idField,
  condition: optionalText(TEST_LIMITS.conditionMax),
  quantity: z
    .number({ message: MSG.quantityInvalid })
    .int(MSG.quantityInvalid)
    .min(1, MSG.quantityInvalid)
    .max(TEST_LIMITS.sampleCountMax, MSG.quantityInvalid),
});
export type OrderLineInput = z.input<typeof orderLineInput>;

export const orderLines = z
  .array(orderLineInput, { message: MSG.testItemsRequired })
  .min(1, MSG.testItemsRequired)
  .max(TEST_LIMITS.linesMax, MSG.laboratoryItemsMax);

export const estimateInput = z.object({
  laboratoryId: requiredId(MSG.laboratoryRequired),
  lines: orderLines,
});
export type EstimateInput = z.input<typeof estimateInput>;

/** A priced line: the laboratory's capability that does the item, its price per sample and cycle. */
export const orderLine = z.object({
  itemId: z.number().int(),
  capabilityId: z.number().int(),
  kind: z.enum(CAPABILITY_KINDS),
  nameZh: z.string(),
  nameEn: z.string(),
  standard: z.string(),
  condition: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  cycleDays: z.number().int(),
  /** unitPrice × quantity, fen. */
  amount: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

/**
 * The server's estimate: the amount (fen), and the duration in working days (preparation items first, each stage
 * as long as its longest item), with the Beijing date the report is due if the order were paid today.
 */
export const estimate = z.object({
  laboratoryId: z.number().int(),
  laboratoryName: z.string(),
  lines: z.array(orderLine),
  amount: z.number().int(),
  estimatedDays: z.number().int(),
  dueDate: z.string(),
  /** Public holidays the count stepped over. */
  holidays: z.array(z.object({ date: z.string(), nameZh: z.string(), nameEn: z.string() })),
  /** The last year the official calendar is known for; later dates count weekends only. */
  calendarKnownUntil: z.number().int().nullable(),
});
export type Estimate = z.infer<typeof estimate>;

/** A laboratory that offers every item asked for, with the estimate of one sample each. */
export const laboratoryChoice = z.object({
  laboratoryId: z.number().int(),
  name: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  amount: z.number().int(),
  estimatedDays: z.number().int(),
});
export type LaboratoryChoice = z.infer<typeof laboratoryChoice>;

/** Item ids as a query: '3,7,12'. */
export const itemIdsQuery = z.object({
  items: z
    .string({ message: MSG.testItemsRequired })
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, MSG.testItemsRequired)
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});

/** A day of the official calendar. */
export const calendarDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.calendarDayInvalid),
  kind: z.enum(['holiday', 'workday'], { message: MSG.calendarDayInvalid }),
  nameZh: z.string().trim().min(1, MSG.calendarDayInvalid).max(20, MSG.valueTooLong),
  nameEn: z.string().trim().min(1, MSG.calendarDayInvalid).max(40, MSG.valueTooLong),
});
export type CalendarDay = z.infer<typeof calendarDay>;

const audit = PERMISSIONS.testKitAudit;

export const examineContent = {
  list: defineEndpoint({
    method: 'GET',
    path: '/atsteel/examine/content/list',
    input: itemQuery,
    output: pageOf(detectionItem),
    access: 'public',
    summary: 'Detection and preparation items of the catalogue, by kind, category, keyword or laboratory, with their offers',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/examine/content/detail',
    input: idInput,
    output: detectionItemDetail,
    access: 'public',
    summary: "One item with every approved laboratory's price (fen per sample) and cycle (working days)",
  }),
  figures: defineEndpoint({
    method: 'GET',
    path: '/atsteel/examine/content/figures',
    input: z.object({}).default({}),
    output: cloudFigures,
    access: 'public',
    summary: 'Cloud testing in figures: approved laboratories, items, offers, public kits, orders completed, samples tested',
  }),
  kitPage: defineEndpoint({
    method: 'GET',
    path: '/atsteel/examine/content/kitPage',
    input: kitQuery.omit({ state: true }),
    output: pageOf(testKit),
    access: 'public',
    summary: 'Public test kits: the platform kits first, then approved users’ kits',
  }),
  kitDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/examine/content/kitDetail',
    input: idInput,
    output: testKit,
    access: 'public',
    summary: 'One public test kit',
  }),
  laboratories: defineEndpoint({
    method: 'GET',
    path: '/atsteel/order/public/laboratories',
    input: itemIdsQuery,
    output: z.array(laboratoryChoice),
    access: 'public',
    summary: 'Approved laboratories offering every given item, cheapest first, with the estimate of one sample each',
  }),
  estimate: defineEndpoint({
    method: 'POST',
    path: '/atsteel/examine/order/estimate',
    input: estimateInput,
    output: estimate,
    access: 'public',
    summary: "Cost and duration of items at one laboratory, from its prices and cycles and the official working-day calendar",
  }),
};

export const myTestKits = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/jcb/page',
    input: kitQuery,
    output: pageOf(testKit),
    access: 'user',
    summary: "The caller's test kits, newest change first, by state",
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/jcb/detail',
    input: idInput,
    output: testKitDetail,
    access: 'user',
    summary: "One of the caller's kits with what it may do now and the audit history (reasons included)",
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/jcb/save',
    input: kitSaveInput,
    output: testKitDetail,
    access: 'user',
    summary: 'Create or change an own kit; changing an approved public kit sends it back to review',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/jcb/delete',
    input: z.object({ id: idField }),
    output: z.null(),
    access: 'user',
    summary: 'Delete an own kit that is not under review (orders keep their copy of its items)',
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/jcb/publish',
    input: z.object({ id: idField }),
    output: testKitDetail,
    access: 'user',
    summary: 'Make an own kit public: it goes to audit (under review)',
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/jcb/revoke',
    input: z.object({ id: idField }),
    output: testKitDetail,
    access: 'user',
    summary: 'Withdraw an own kit from publication (under review or approved → revoked)',
  }),
};

export const kitAudit = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/jcb/page',
    input: kitQuery,
    output: pageOf(testKit),
    access: audit,
    summary: 'Users’ kits made public, oldest submission first, by state (under review by default)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/jcb/detail',
    input: idInput,
    output: testKitDetail,
    access: audit,
    summary: 'One kit made public, with its history',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/jcb/approve',
    input: z.object({ id: idField }),
    output: testKitDetail,
    access: audit,
    summary: 'Approve a kit under review: it becomes public',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/jcb/reject',
    input: kitRejectInput,
    output: testKitDetail,
    access: audit,
    summary: 'Reject a kit under review with a reason its owner reads',
  }),
  commonPage: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/commonJcb/page',
    input: kitQuery.omit({ state: true }),
    output: pageOf(testKit),
    access: audit,
    summary: "The platform's own public kits",
  }),
  commonSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/commonJcb/save',
    input: kitSaveInput,
    output: testKit,
    access: audit,
    summary: 'Create or change a platform kit (public at once)',
  }),
  commonDelete: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/commonJcb/delete',
    input: z.object({ id: idField }),
    output: z.null(),
    access: audit,
    summary: 'Delete a platform kit',
  }),
  calendarList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/calendar/list',
    input: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
    output: z.array(calendarDay),
    access: PERMISSIONS.orderAdminister,
    summary: "One year's public holidays and weekend workdays of the official calendar",
  }),
  calendarSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/calendar/save',
    input: calendarDay,
    output: calendarDay,
    access: PERMISSIONS.orderAdminister,
    summary: 'Add or change a day of the official calendar (from the State Council notice of the year)',
  }),
  calendarDelete: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/calendar/delete',
    input: z.object({ date: calendarDay.shape.date }),
    output: z.null(),
    access: PERMISSIONS.orderAdminister,
    summary: 'Remove a day from the official calendar',
  }),
};
