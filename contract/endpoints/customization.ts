import { z } from 'zod';
import { idField, idQuery, requiredId } from '../fields';
import { defineEndpoint } from '../endpoint';
import { idInput, pageOf, pageQuery } from '../envelope';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { address } from './address';
import { recordFile } from './equipments';

/**
 * Product customization (spec §2 'Product customization form', §4 'Customization order steps', issue 18): a buyer
 * who finds no standard grade asks the platform to develop one. The order is a tracked project:
 *
 *   preReview ─pass→ offer ─accept→ contract ─(deposit paid)→ executing ─deliver→ delivered ─evaluate→ evaluated
 *        └reject→ rejected     └decline→ cancelled  └cancelContract→ cancelled
 *   cancel (the buyer) from preReview, offer and contract: the order can be cancelled until executing starts.
 *
 * In `offer` the platform sets the total amount, the deposit, a development plan with a due date per milestone and
 * the acceptance tests (cloud-testing catalogue items); the buyer accepts or declines once an offer is set. In
 * `contract` the platform draws the contract up (a PDF generated from the order), both sides upload their signed
 * copy, then the buyer pays the deposit through the payment ledger (kind `customDeposit`). In `executing` the
 * platform records the milestones in order: development plan, lab R&D, industrial production, product testing
 * (with test reports and each acceptance test's result); the buyer pays the balance (kind `customBalance`), and the
 * platform delivers with a shipment number. Steps that keep the state (setOffer, drawUp, signatures, milestones,
 * the balance) are timeline rows too. Money is integer fen.
 */
export const CUSTOM_TYPES = ['alloyDevelopment', 'specialShape', 'performanceTailoring', 'surfaceCondition'] as const;
export type CustomType = (typeof CUSTOM_TYPES)[number];
export const CUSTOM_SHAPES = ['plate', 'strip', 'bar', 'wire', 'tube', 'section', 'forging', 'casting', 'powder', 'other'] as const;
export type CustomShape = (typeof CUSTOM_SHAPES)[number];
export const CUSTOM_QUANTITY_UNITS = ['t', 'kg', 'piece', 'm'] as const;
export type CustomQuantityUnit = (typeof CUSTOM_QUANTITY_UNITS)[number];
/** Target properties and their units (fixed per property, so values compare). */
export const CUSTOM_PROPERTIES = {
  yieldStrength: 'MPa',
  tensileStrength: 'MPa',
  elongation: '%',
  reductionOfArea: '%',
  impactEnergy: 'J',
  hardnessHBW: 'HBW',
  hardnessHRC: 'HRC',
  hardnessHV: 'HV',
} as const;
export type CustomProperty = keyof typeof CUSTOM_PROPERTIES;
export const CUSTOM_PROPERTY_CODES = Object.keys(CUSTOM_PROPERTIES) as [CustomProperty, ...CustomProperty[]];
/** Dimensions, in millimetres. */
export const CUSTOM_DIMENSIONS = ['thickness', 'width', 'length', 'diameter', 'wallThickness'] as const;
export type CustomDimension = (typeof CUSTOM_DIMENSIONS)[number];

export const CUSTOM_STATES = ['preReview', 'offer', 'contract', 'executing', 'delivered', 'evaluated', 'rejected', 'cancelled'] as const;
export type CustomState = (typeof CUSTOM_STATES)[number];
/** The milestones of `executing`, in the order they are recorded; `delivery` is the deliver step. */
export const CUSTOM_MILESTONES = ['plan', 'labRnd', 'production', 'testing', 'delivery'] as const;
export type CustomMilestone = (typeof CUSTOM_MILESTONES)[number];
export const MILESTONE_ACTIONS = {
  plan: 'planDone',
  labRnd: 'labDone',
  production: 'productionDone',
  testing: 'testingDone',
  delivery: 'deliver',
} as const satisfies Record<CustomMilestone, string>;

/** The buyer's steps (`material/custom/step`). */
export const CUSTOM_BUYER_ACTIONS = ['cancel', 'accept', 'decline', 'signBuyer', 'evaluate'] as const;
export type CustomBuyerAction = (typeof CUSTOM_BUYER_ACTIONS)[number];
/** The platform's steps (`DataManagement/custom/step`). */
export const CUSTOM_PLATFORM_ACTIONS = [
  'pass',
  'reject',
  'setOffer',
  'drawUp',
  'signPlatform',
  'cancelContract',
  'planDone',
  'labDone',
  'productionDone',
  'testingDone',
  'deliver',
] as const;
export type CustomPlatformAction = (typeof CUSTOM_PLATFORM_ACTIONS)[number];
/** Every action of the table: the two sides', editing a request under pre-review, and the ledger's payments. */
export const CUSTOM_ACTIONS = [...CUSTOM_BUYER_ACTIONS, ...CUSTOM_PLATFORM_ACTIONS, 'edit', 'payDeposit', 'payBalance'] as const;
export type CustomAction = (typeof CUSTOM_ACTIONS)[number];

export const CUSTOM_LIMITS = {
  /** Spec §9: customization text at most 50 characters. */
  textMax: LIMITS.customizationTextMax,
  baseGradesMax: LIMITS.addedRecordsMax,
  compositionMax: 20,
  propertiesMax: 12,
  attachmentsMax: LIMITS.attachmentsMax,
  planMax: 2000,
  noteMax: 500,
  evaluationMax: 500,
  acceptanceMax: 20,
  /** Fen (¥20,000,000): amounts are PostgreSQL integers. */
  amountMax: 2_000_000_000,
  quantityMax: 1_000_000,
  /** Composition in mass %, dimensions in mm, properties in their unit. */
  valueMax: 100_000,
  shipmentNoMax: 40,
} as const;

const text = (max: number = CUSTOM_LIMITS.textMax) => z.string().trim().max(max, MSG.customTextTooLong);
const requiredText = (message: string, max: number = CUSTOM_LIMITS.textMax) =>
  z.string({ message }).trim().min(1, message).max(max, MSG.customTextTooLong);
const number = z.number({ message: MSG.numbersOnly }).finite(MSG.numbersOnly);
const bound = number.min(0, MSG.numbersOnly).max(CUSTOM_LIMITS.valueMax, MSG.numbersOnly).nullable().default(null);
const minMaxOrdered = (row: { min: number | null; max: number | null }) => row.min === null || row.max === null || row.max >= row.min;
const isoDate = z.string({ message: MSG.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, MSG.dateInvalid);
const fileIds = (max: number) => z.array(z.string().uuid(MSG.validationFailed)).max(max, MSG.customAttachmentsMax);

export const compositionTarget = z
  .object({
    el: z.string({ message: MSG.elementRequired }).regex(/^[A-Z][a-z]?$/, MSG.elementRequired),
    min: bound,
    max: bound,
  })
  .refine(minMaxOrdered, { message: MSG.maxBelowMin, path: ['max'] })
  .refine((row) => row.min !== null || row.max !== null, { message: MSG.customRangeRequired, path: ['min'] });
export const propertyTarget = z
  .object({
    code: z.enum(CUSTOM_PROPERTY_CODES, { message: MSG.customPropertyRequired }),
    min: bound,
    max: bound,
    /** e.g. '−40 °C, KV2' or 'transverse'. */
    condition: text().default(''),
  })
  .refine(minMaxOrdered, { message: MSG.maxBelowMin, path: ['max'] })
  .refine((row) => row.min !== null || row.max !== null, { message: MSG.customRangeRequired, path: ['min'] });
export const dimensionTarget = z
  .object({ code: z.enum(CUSTOM_DIMENSIONS, { message: MSG.validationFailed }), min: bound, max: bound })
  .refine(minMaxOrdered, { message: MSG.maxBelowMin, path: ['max'] })
  .refine((row) => row.min !== null || row.max !== null, { message: MSG.customRangeRequired, path: ['min'] });
const distinct =
  <T>(key: (row: T) => string) =>
  (rows: T[]) =>
    new Set(rows.map(key)).size === rows.length;

/** The request form (`material/custom/save`): new with no id (it goes to pre-review), or an edit under pre-review. */
export const customOrderInput = z.object({
  id: idField.optional(),
  type: z.enum(CUSTOM_TYPES, { message: MSG.customTypeRequired }),
  name: requiredText(MSG.customNameRequired),
  /** Catalogue steel grades (materials search) the development starts from. */
  baseGradeIds: z.array(idField).max(CUSTOM_LIMITS.baseGradesMax, MSG.customBaseGradesMax).default([]),
  composition: z
    .array(compositionTarget)
    .max(CUSTOM_LIMITS.compositionMax, MSG.validationFailed)
    .refine(distinct((row: { el: string }) => row.el), MSG.elementTwice)
    .default([]),
  properties: z
    .array(propertyTarget)
    .max(CUSTOM_LIMITS.propertiesMax, MSG.validationFailed)
    .refine(distinct((row: { code: string; condition: string }) => `${row.code}|${row.condition}`), MSG.propertyTwice)
    .default([]),
  shape: z.enum(CUSTOM_SHAPES, { message: MSG.customShapeRequired }),
  dimensions: z
    .array(dimensionTarget)
    .max(CUSTOM_DIMENSIONS.length, MSG.validationFailed)
    .refine(distinct((row: { code: string }) => row.code), MSG.validationFailed)
    .default([]),
  quantity: z.number({ message: MSG.numbersOnly }).finite(MSG.numbersOnly).positive(MSG.customQuantityInvalid).max(CUSTOM_LIMITS.quantityMax, MSG.customQuantityInvalid),
  quantityUnit: z.enum(CUSTOM_QUANTITY_UNITS, { message: MSG.customQuantityInvalid }),
  /** Beijing date, after today (checked by the server against its clock). */
  deliveryDate: isoDate,
  addressId: requiredId(MSG.shippingAddressRequired),
  application: requiredText(MSG.customApplicationRequired),
  remarks: text().default(''),
  attachmentIds: fileIds(CUSTOM_LIMITS.attachmentsMax).default([]),
});
export type CustomOrderInput = z.input<typeof customOrderInput>;

/** One acceptance test the platform sets with the offer: a cloud-testing catalogue item and what it must show. */
export const acceptanceInput = z.object({
  itemId: idField,
  requirement: requiredText(MSG.customRequirementRequired),
});
/** Its result, recorded with 'testingDone' (by the position in the offer's list). */
export const acceptanceResultInput = z.object({
  result: requiredText(MSG.customResultRequired),
  passed: z.boolean({ message: MSG.validationFailed }),
});

const note = z.string().trim().max(CUSTOM_LIMITS.noteMax, MSG.valueTooLong).default('');
const fen = (message: string) => z.number({ message }).int(message).min(1, message).max(CUSTOM_LIMITS.amountMax, message);

export const offerInput = z
  .object({
    totalAmount: fen(MSG.customAmountInvalid),
    depositAmount: fen(MSG.customDepositInvalid),
    plan: z.string({ message: MSG.customPlanRequired }).trim().min(1, MSG.customPlanRequired).max(CUSTOM_LIMITS.planMax, MSG.valueTooLong),
    /** Due dates of plan, labRnd, production, testing, delivery: in this order, none before today. */
    dueDates: z.array(isoDate).length(CUSTOM_MILESTONES.length, MSG.customDueDatesInvalid),
    acceptance: z.array(acceptanceInput).max(CUSTOM_LIMITS.acceptanceMax, MSG.validationFailed).default([]),
  })
  .refine((offer) => offer.depositAmount <= offer.totalAmount, { message: MSG.customDepositInvalid, path: ['depositAmount'] })
  .refine((offer) => offer.dueDates.every((date, index) => index === 0 || date >= offer.dueDates[index - 1]!), {
    message: MSG.customDueDatesInvalid,
    path: ['dueDates'],
  });
export type OfferInput = z.input<typeof offerInput>;

const stepBase = { id: idField, note };
/** The buyer's steps; a signed copy is one PDF, an evaluation 1–5 stars. */
export const customBuyerStep = z.discriminatedUnion('action', [
  z.object({ ...stepBase, action: z.literal('cancel') }),
  z.object({ ...stepBase, action: z.literal('accept') }),
  z.object({ ...stepBase, action: z.literal('decline') }),
  z.object({ ...stepBase, action: z.literal('signBuyer'), fileIds: fileIds(1).min(1, MSG.customSignedCopyRequired) }),
  z.object({
    ...stepBase,
    action: z.literal('evaluate'),
    stars: z.number({ message: MSG.evaluationStars }).int(MSG.evaluationStars).min(1, MSG.evaluationStars).max(5, MSG.evaluationStars),
    note: z.string().trim().max(CUSTOM_LIMITS.evaluationMax, MSG.valueTooLong).default(''),
  }),
]);
export type CustomBuyerStep = z.input<typeof customBuyerStep>;

/** The platform's steps; a milestone may carry up to 5 files, product testing needs its reports and every result. */
export const customPlatformStep = z.discriminatedUnion('action', [
  z.object({ ...stepBase, action: z.literal('pass') }),
  z.object({ ...stepBase, action: z.literal('reject'), note: z.string({ message: MSG.rejectReasonRequired }).trim().min(1, MSG.rejectReasonRequired).max(CUSTOM_LIMITS.noteMax, MSG.valueTooLong) }),
  z.object({ ...stepBase, action: z.literal('setOffer'), offer: offerInput }),
  z.object({ ...stepBase, action: z.literal('drawUp') }),
  z.object({ ...stepBase, action: z.literal('signPlatform'), fileIds: fileIds(1).min(1, MSG.customSignedCopyRequired) }),
  z.object({ ...stepBase, action: z.literal('cancelContract'), note: z.string({ message: MSG.closeReasonRequired }).trim().min(1, MSG.closeReasonRequired).max(CUSTOM_LIMITS.noteMax, MSG.valueTooLong) }),
  z.object({ ...stepBase, action: z.literal('planDone'), fileIds: fileIds(CUSTOM_LIMITS.attachmentsMax).default([]) }),
  z.object({ ...stepBase, action: z.literal('labDone'), fileIds: fileIds(CUSTOM_LIMITS.attachmentsMax).default([]) }),
  z.object({ ...stepBase, action: z.literal('productionDone'), fileIds: fileIds(CUSTOM_LIMITS.attachmentsMax).default([]) }),
  z.object({
    ...stepBase,
    action: z.literal('testingDone'),
    fileIds: fileIds(CUSTOM_LIMITS.attachmentsMax).min(1, MSG.customTestReportsRequired),
    results: z.array(acceptanceResultInput).max(CUSTOM_LIMITS.acceptanceMax, MSG.validationFailed).default([]),
  }),
  z.object({
    ...stepBase,
    action: z.literal('deliver'),
    shipmentNo: z.string({ message: MSG.customShipmentNoRequired }).trim().min(1, MSG.customShipmentNoRequired).max(CUSTOM_LIMITS.shipmentNoMax, MSG.valueTooLong),
    fileIds: fileIds(CUSTOM_LIMITS.attachmentsMax).default([]),
  }),
]);
export type CustomPlatformStep = z.input<typeof customPlatformStep>;

export const CUSTOM_VIEWERS = ['buyer', 'platform'] as const;
export type CustomViewer = (typeof CUSTOM_VIEWERS)[number];

export const customBaseGrade = z.object({ id: z.number().int(), name: z.string(), standardNo: z.string() });
export type CustomBaseGrade = z.infer<typeof customBaseGrade>;

export const customMilestone = z.object({
  code: z.enum(CUSTOM_MILESTONES),
  dueDate: z.string(),
  doneTime: z.string().nullable(),
  /** Not done and its due date (Beijing) has passed. */
  overdue: z.boolean(),
});
export type CustomMilestoneRow = z.infer<typeof customMilestone>;

export const acceptanceTest = z.object({
  itemId: z.number().int(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  standards: z.array(z.string()),
  requirement: z.string(),
  result: z.string().nullable(),
  passed: z.boolean().nullable(),
});
export type AcceptanceTest = z.infer<typeof acceptanceTest>;

/** A row of the lists. */
export const customOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(CUSTOM_TYPES),
  name: z.string(),
  shape: z.enum(CUSTOM_SHAPES),
  quantity: z.number(),
  quantityUnit: z.enum(CUSTOM_QUANTITY_UNITS),
  deliveryDate: z.string(),
  state: z.enum(CUSTOM_STATES),
  buyerName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Fen, once the offer is set. */
  totalAmount: z.number().int().nullable(),
  depositAmount: z.number().int().nullable(),
  /** The next milestone to record while executing, its due date, and whether it is overdue. */
  nextMilestone: z.enum(CUSTOM_MILESTONES).nullable(),
  nextDueDate: z.string().nullable(),
  overdue: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CustomOrder = z.infer<typeof customOrder>;

/** One row of the timeline the buyer sees: every step, who took it, when, its note and files. */
export const customTimelineStep = z.object({
  id: z.number().int(),
  action: z.enum(CUSTOM_ACTIONS),
  fromState: z.enum(CUSTOM_STATES),
  toState: z.enum(CUSTOM_STATES),
  note: z.string().nullable(),
  operator: z.string().nullable(),
  files: z.array(recordFile),
  createTime: z.string(),
});
export type CustomTimelineStep = z.infer<typeof customTimelineStep>;

export const customOrderDetail = customOrder.extend({
  viewer: z.enum(CUSTOM_VIEWERS),
  /** What the caller may do now (the server's table; buyer or platform actions, and 'pay' when a payment is due). */
  nextActions: z.array(z.enum([...CUSTOM_BUYER_ACTIONS, ...CUSTOM_PLATFORM_ACTIONS, 'edit', 'pay'])),
  baseGrades: z.array(customBaseGrade),
  composition: z.array(z.object({ el: z.string(), min: z.number().nullable(), max: z.number().nullable() })),
  properties: z.array(
    z.object({ code: z.enum(CUSTOM_PROPERTY_CODES), unit: z.string(), min: z.number().nullable(), max: z.number().nullable(), condition: z.string() }),
  ),
  dimensions: z.array(z.object({ code: z.enum(CUSTOM_DIMENSIONS), min: z.number().nullable(), max: z.number().nullable() })),
  addressId: z.number().int().nullable(),
  address: address.pick({ consignee: true, telephone: true, locationName: true, detail: true }).nullable(),
  application: z.string(),
  remarks: z.string(),
  attachments: z.array(recordFile),
  plan: z.string().nullable(),
  milestones: z.array(customMilestone),
  acceptance: z.array(acceptanceTest),
  contractNo: z.string().nullable(),
  contractDrawnTime: z.string().nullable(),
  buyerSigned: z.boolean(),
  platformSigned: z.boolean(),
  /** Fen: total − deposit. */
  balanceAmount: z.number().int().nullable(),
  depositPaidTime: z.string().nullable(),
  balancePaidTime: z.string().nullable(),
  /** What 'pay' pays now: the deposit, the balance, or nothing. */
  payable: z.enum(['deposit', 'balance']).nullable(),
  shipmentNo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  evaluationStars: z.number().int().nullable(),
  evaluationText: z.string().nullable(),
  timeline: z.array(customTimelineStep),
});
export type CustomOrderDetail = z.infer<typeof customOrderDetail>;

const keyword = z.string().trim().max(100, MSG.valueTooLong).optional();
export const customOrderQuery = pageQuery.extend({ state: z.enum(CUSTOM_STATES).optional(), keyword });
export type CustomOrderQuery = z.input<typeof customOrderQuery>;
export const customAdminQuery = customOrderQuery.extend({ overdue: z.enum(['true', 'false']).optional() });
export type CustomAdminQuery = z.input<typeof customAdminQuery>;
export const customStateCounts = z.record(z.enum(CUSTOM_STATES), z.number().int());

export const customTypeLists = z.object({
  types: z.array(z.enum(CUSTOM_TYPES)),
  shapes: z.array(z.enum(CUSTOM_SHAPES)),
  quantityUnits: z.array(z.enum(CUSTOM_QUANTITY_UNITS)),
  properties: z.array(z.object({ code: z.enum(CUSTOM_PROPERTY_CODES), unit: z.string() })),
  dimensions: z.array(z.enum(CUSTOM_DIMENSIONS)),
});
export type CustomTypeLists = z.infer<typeof customTypeLists>;

export const customSteelName = customBaseGrade.extend({ standardName: z.string() });
export type CustomSteelName = z.infer<typeof customSteelName>;

export const customization = {
  typeList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/material/custom/typeList',
    input: z.object({}),
    output: customTypeLists,
    access: 'public',
    summary: 'The customization types, shapes, quantity units, target properties (with units) and dimensions the form offers',
  }),
  address: defineEndpoint({
    method: 'GET',
    path: '/atsteel/material/custom/address',
    input: z.object({}),
    output: z.array(address),
    access: 'user',
    summary: "The caller's delivery addresses, default first",
  }),
  steelNames: defineEndpoint({
    method: 'GET',
    path: '/atsteel/material/custom/steelNames',
    input: z.object({ keyword: z.string().trim().max(50, MSG.valueTooLong).default('') }),
    output: z.array(customSteelName),
    access: 'public',
    summary: 'Catalogue steel grades whose name matches the keyword (at most 20), to start a customization from',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/material/custom/save',
    input: customOrderInput,
    output: customOrderDetail,
    access: 'user',
    summary: 'Request a customization (it goes to pre-review), or change one still under pre-review',
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/material/custom/page',
    input: customOrderQuery,
    output: pageOf(customOrder),
    access: 'user',
    summary: "The caller's customization orders, newest first",
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/material/custom/detail',
    input: z.object({ id: idQuery }),
    output: customOrderDetail,
    access: 'user',
    summary: 'One customization order for its buyer or the platform (anyone else: 404), with next steps and timeline',
  }),
  step: defineEndpoint({
    method: 'POST',
    path: '/atsteel/material/custom/step',
    input: customBuyerStep,
    output: customOrderDetail,
    access: 'user',
    summary: "The buyer's steps: cancel (until executing), accept or decline the offer, upload its signed contract, evaluate",
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/atsteel/material/custom/pay',
    input: idInput,
    output: z.object({ orderNo: z.string() }),
    access: 'user',
    summary: 'Pay the deposit (contract signed by both) or the balance (product testing completed) through the ledger',
  }),
  contract: defineEndpoint({
    method: 'GET',
    path: '/atsteel/material/custom/contract',
    input: z.object({ id: idQuery }),
    output: z.unknown(),
    access: 'user',
    blob: true,
    summary: 'The contract drawn up from the order (PDF), for its buyer and the platform once drawn up',
  }),
};

export const customAdmin = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/custom/page',
    input: customAdminQuery,
    output: pageOf(customOrder).extend({ counts: customStateCounts }),
    access: PERMISSIONS.customAdminister,
    summary: 'Every customization order by state or keyword (overdue milestones first when asked), with counts per state',
  }),
  step: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/custom/step',
    input: customPlatformStep,
    output: customOrderDetail,
    access: PERMISSIONS.customAdminister,
    summary: "The platform's steps: formal review, the offer, the contract, milestones through delivery",
  }),
};

export const CUSTOM_PATHS = {
  form: '/custom',
  list: '/custom/customList',
  detail: (id: number) => `/custom/customDetail?id=${id}`,
  detection: (id: number) => `/custom/customDetectionDetail?id=${id}`,
  mine: '/my/customList',
  admin: '/my/administration/customization',
} as const;
