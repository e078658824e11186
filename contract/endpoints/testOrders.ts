import { z } from 'zod';
import { idField, idQuery, requiredId } from '../fields';
import { defineEndpoint } from '../endpoint';
import { idInput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';
import { TELEPHONE } from './address';
import { REGIONS } from './laboratoryCommon';
import { recordFile } from './equipments';
import { estimate, orderLine, orderLines, TEST_LIMITS } from './testKits';
import { NOTICE_TYPES, noticeTypes } from './community';

/**
 * Detection and preparation orders (spec §7 "examine/order", "order/public"): JC orders pick items one by one,
 * JCB orders take a test kit's items (at least one kept). The customer saves a draft or places the order, pays
 * through the payment ledger (order kind `testOrder`, or an offline transfer whose voucher the platform
 * confirms); the laboratory receives the samples, may ask a balance payment when the final amount is higher
 * (kind `testBalance`), uploads the report (PDF) and delivers; the customer confirms and evaluates once.
 *
 * States (spec §4): draft → waiting (for payment) → paid → executing ⇄ balance → delivered → completed →
 * evaluated; waiting → cancelled (the customer). Drafts and cancelled orders may be deleted. Reports are
 * readable by the order's company only once payment is confirmed.
 *
 * Who sees an order: its customer; the enterprise administrator of the customer's company (every member's) and
 * employees of the customer's group (view only); its laboratory; the platform (order administrators), the head
 * of the cloud detection area (every laboratory) and heads of regional centres (laboratories of their regions).
 */
export const TEST_ORDER_KINDS = ['JC', 'JCB'] as const;
export type TestOrderKind = (typeof TEST_ORDER_KINDS)[number];
export const TEST_ORDER_STATES = ['draft', 'waiting', 'paid', 'executing', 'balance', 'delivered', 'completed', 'evaluated', 'cancelled'] as const;
export type TestOrderState = (typeof TEST_ORDER_STATES)[number];
export const TEST_ORDER_ACTIONS = [
  'submit',
  'cancel',
  'pay',
  'receive',
  'requestBalance',
  'payBalance',
  'deliver',
  'confirm',
  'evaluate',
] as const;
export type TestOrderAction = (typeof TEST_ORDER_ACTIONS)[number];
/** Steps the timeline shows that keep the state: a laboratory assigned, a leader named, a transfer recorded or confirmed. */
export const TEST_ORDER_NOTES = ['assign', 'leader', 'paymentRecord', 'confirmTransfer'] as const;
/** The actions taken through `order/public/status`; the rest are the ledger's or have their own call. */
export const TEST_STATUS_ACTIONS = ['submit', 'cancel', 'receive', 'requestBalance', 'deliver', 'confirm'] as const;
export type TestStatusAction = (typeof TEST_STATUS_ACTIONS)[number];
/** Where a waiting payment exists: the first payment, or the balance. */
export const PAYABLE_STATES: readonly TestOrderState[] = ['waiting', 'balance'];

/** Who looks at an order (decided by the server) and so what it may do. */
export const ORDER_VIEWERS = ['customer', 'company', 'laboratory', 'platform'] as const;
export type OrderViewer = (typeof ORDER_VIEWERS)[number];

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);
const optionalText = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');
const keyword = z.string().trim().max(100, MSG.valueTooLong).optional();
const fen = (message: string) => z.number({ message }).int(message).min(1, message).max(TEST_LIMITS.amountMax, message);

export const sampleInput = z.object({
  name: requiredText(MSG.sampleNameInvalid, TEST_LIMITS.sampleTextMax),
  material: optionalText(TEST_LIMITS.sampleTextMax),
  specification: optionalText(TEST_LIMITS.sampleTextMax),
  count: z
    .number({ message: MSG.sampleNameInvalid })
    .int(MSG.sampleNameInvalid)
    .min(1, MSG.sampleNameInvalid)
    .max(TEST_LIMITS.sampleCountMax, MSG.sampleNameInvalid),
  remark: optionalText(TEST_LIMITS.sampleTextMax),
});
export type SampleInput = z.input<typeof sampleInput>;
export type Sample = z.infer<typeof sampleInput>;

/**
 * A JC order (items picked one by one). `submit` places it (waiting for payment); otherwise it stays a draft,
 * which `id` changes later. Every rule of spec §5 applies to drafts too.
 */
export const testOrderInput = z.object({
  id: idField.optional(),
  projectName: requiredText(MSG.projectNameRequired, TEST_LIMITS.projectNameMax),
  laboratoryId: requiredId(MSG.laboratoryRequired),
  addressId: requiredId(MSG.shippingAddressRequired),
  lines: orderLines,
  samples: z.array(sampleInput, { message: MSG.samplesRequired }).min(1, MSG.samplesRequired).max(TEST_LIMITS.samplesMax, MSG.sampleSheetTooLarge),
  remarks: optionalText(TEST_LIMITS.remarksMax),
  /** Made through the high-throughput form (many samples from a spreadsheet). */
  batch: z.boolean().default(false),
  submit: z.boolean().default(false),
});
export type TestOrderInput = z.input<typeof testOrderInput>;

/** A JCB order: the kit's items, of which the lines keep at least one (spec §5). */
export const kitOrderInput = testOrderInput.extend({
  kitId: idField,
  lines: z.array(orderLines.element).min(1, MSG.keepOneItem).max(TEST_LIMITS.linesMax, MSG.laboratoryItemsMax),
});
export type KitOrderInput = z.input<typeof kitOrderInput>;

export const orderAddress = z.object({ consignee: z.string(), telephone: z.string(), locationName: z.string(), detail: z.string() });

/** An offline transfer the customer recorded, with its voucher; the platform confirms it. */
export const paymentRecord = z.object({
  id: z.string(),
  amount: z.number().int(),
  payer: z.string(),
  paidOn: z.string(),
  note: z.string(),
  file: recordFile.nullable(),
  createTime: z.string(),
  confirmTime: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const testOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(TEST_ORDER_KINDS),
  kitId: z.number().int().nullable(),
  kitName: z.string().nullable(),
  batch: z.boolean(),
  projectName: z.string(),
  state: z.enum(TEST_ORDER_STATES),
  laboratoryId: z.number().int(),
  laboratoryName: z.string(),
  customerName: z.string().nullable(),
  companyName: z.string().nullable(),
  itemCount: z.number().int(),
  sampleCount: z.number().int(),
  /** Fen: the estimate paid first. */
  amount: z.number().int(),
  /** Fen: the final amount when the laboratory set another. */
  finalAmount: z.number().int().nullable(),
  estimatedDays: z.number().int(),
  /** Beijing date the report is due (from payment, in working days). */
  dueDate: z.string().nullable(),
  leaderName: z.string().nullable(),
  leaderPhone: z.string().nullable(),
  payTime: z.string().nullable(),
  evaluationStars: z.number().int().nullable(),
  submitTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TestOrder = z.infer<typeof testOrder>;

/** A step of the timeline: who, when, the note, and the files it carried (a report, a voucher). */
export const processStep = workflowStep.extend({ files: z.array(recordFile) });
export type ProcessStep = z.infer<typeof processStep>;

export const testOrderDetail = testOrder.extend({
  viewer: z.enum(ORDER_VIEWERS),
  /** What the viewer may do now; 'pay' offers the customer the first or the balance payment. */
  nextActions: z.array(z.enum(TEST_ORDER_ACTIONS)),
  /** The platform (or a head overseeing the laboratory) may change the laboratory now. */
  canAssign: z.boolean(),
  /** The laboratory or the platform may name the person in charge. */
  canLead: z.boolean(),
  lines: z.array(orderLine),
  samples: z.array(sampleInput),
  address: orderAddress.nullable(),
  addressId: z.number().int().nullable(),
  remarks: z.string(),
  /** Fen still to pay: the amount while waiting, the difference while in balance, else 0. */
  amountDue: z.number().int(),
  paymentOrderNo: z.string().nullable(),
  balanceOrderNo: z.string().nullable(),
  balancePayTime: z.string().nullable(),
  paymentRecords: z.array(paymentRecord),
  /** The reports; empty for the customer's side until payment is confirmed (`reportsHidden`). */
  reports: z.array(recordFile),
  reportsHidden: z.boolean(),
  cancelReason: z.string().nullable(),
  evaluationText: z.string().nullable(),
  evaluateTime: z.string().nullable(),
  history: z.array(processStep),
});
export type TestOrderDetail = z.infer<typeof testOrderDetail>;

export const testOrderQuery = pageQuery.extend({
  state: z.enum(TEST_ORDER_STATES).optional(),
  kind: z.enum(TEST_ORDER_KINDS).optional(),
  /** Order number or project name. */
  keyword,
});
export const adminOrderQuery = testOrderQuery.extend({ laboratoryId: idQuery.optional() });

/** Which list the counts are for. */
export const ORDER_SCOPES = ['mine', 'company', 'laboratory', 'platform'] as const;
export const statusCountQuery = z.object({ scope: z.enum(ORDER_SCOPES).default('mine') });
export const statusCount = z.object({ state: z.enum(TEST_ORDER_STATES), count: z.number().int() });

export const testStatusInput = z.object({
  id: idField,
  action: z.enum(TEST_STATUS_ACTIONS, { message: MSG.validationFailed }),
  /** Samples received, a cancellation's reason, a delivery's words. */
  note: z.string().trim().max(TEST_LIMITS.noteMax, MSG.valueTooLong).optional(),
  /** requestBalance: the final amount (fen), higher than the amount paid. */
  finalAmount: fen(MSG.finalAmountInvalid).optional(),
  /** deliver: the reports (`testReport` uploads of the laboratory, PDF ≤ 500 kb). */
  fileIds: z.array(z.uuid({ message: MSG.invalidId })).max(TEST_LIMITS.reportFilesMax, MSG.tooManyFiles).default([]),
});
export type TestStatusInput = z.input<typeof testStatusInput>;

export const testEvaluationInput = z.object({
  id: idField,
  stars: z.number({ message: MSG.evaluationStars }).int(MSG.evaluationStars).min(1, MSG.evaluationStars).max(5, MSG.evaluationStars),
  text: optionalText(TEST_LIMITS.evaluationMax),
});

export const paymentRecordInput = z.object({
  orderId: idField,
  amount: fen(MSG.paymentRecordInvalid),
  payer: requiredText(MSG.paymentRecordInvalid, 100),
  paidOn: z.string({ message: MSG.paymentRecordInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, MSG.paymentRecordInvalid),
  note: optionalText(TEST_LIMITS.noteMax),
  /** The voucher (`paymentVoucher` upload of the customer). */
  fileId: z.uuid({ message: MSG.invalidId }).nullable().default(null),
});
export type PaymentRecordInput = z.input<typeof paymentRecordInput>;
export const paymentRecordRef = z.object({ orderId: idField, recordId: z.uuid({ message: MSG.paymentRecordNotFound }) });

export const leaderInput = z.object({
  id: idField,
  leaderName: requiredText(MSG.leaderRequired, 50),
  leaderPhone: z.string({ message: MSG.leaderRequired }).trim().min(1, MSG.leaderRequired).regex(TELEPHONE, MSG.telephoneFormat),
});

export const assignInput = z.object({ id: idField, laboratoryId: idField });

/** The customer as the laboratory and the platform see it, to reach them about the samples. */
export const serviceUser = z.object({
  userName: z.string(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
});

/** A public evaluation of a laboratory's completed order. */
export const orderEvaluation = z.object({
  orderNo: z.string(),
  stars: z.number().int(),
  text: z.string(),
  /** The customer's name, masked. */
  customer: z.string(),
  evaluateTime: z.string(),
});

/** The samples read from a spreadsheet (first sheet; columns: name, material, specification, count, remark). */
export const sampleSheet = z.object({ samples: z.array(sampleInput) });

/** A notification a state change left for a user. */
export const notification = z.object({
  id: z.number().int(),
  subject: z.string(),
  subjectId: z.number().int(),
  event: z.string(),
  params: z.record(z.string(), z.string()),
  read: z.boolean(),
  createTime: z.string(),
});
export type Notification = z.infer<typeof notification>;

const lab = PERMISSIONS.laboratoryOperate;

export const examineOrder = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/atsteel/examine/order/preview',
    input: testOrderInput.extend({ kitId: idField.optional() }),
    output: estimate.extend({ projectName: z.string(), address: orderAddress, samples: z.array(sampleInput), sampleCount: z.number().int() }),
    access: 'user',
    summary: 'Check an order as it would be placed (every rule, the address, the kit) and answer its estimate; saves nothing',
  }),
  saveJC: defineEndpoint({
    method: 'POST',
    path: '/atsteel/examine/order/saveJC',
    input: testOrderInput,
    output: testOrderDetail,
    access: 'user',
    summary: 'Save a detection order of chosen items as a draft, or place it (waiting for payment); the server prices it',
  }),
  saveJCB: defineEndpoint({
    method: 'POST',
    path: '/atsteel/examine/order/saveJCB',
    input: kitOrderInput,
    output: testOrderDetail,
    access: 'user',
    summary: "Save or place an order of a test kit (own or public), keeping at least one of the kit's items",
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/atsteel/examine/order/list',
    input: testOrderQuery,
    output: pageOf(testOrder),
    access: 'user',
    summary: "The caller's detection orders, newest first, by state, kind, number or project",
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/examine/order/detail',
    input: idInput,
    output: testOrderDetail,
    access: 'user',
    summary: 'One order for whoever may see it (customer, company, laboratory, platform): its lines, timeline, reports once paid',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/examine/order/delete',
    input: z.object({ id: idField }),
    output: z.null(),
    access: 'user',
    summary: 'The customer deletes a draft or cancelled order',
  }),
  evaluation: defineEndpoint({
    method: 'POST',
    path: '/atsteel/examine/order/evaluation',
    input: testEvaluationInput,
    output: testOrderDetail,
    access: 'user',
    summary: 'The customer evaluates a completed order once (1–5 stars and a text)',
  }),
  parseSamples: defineEndpoint({
    method: 'POST',
    path: '/atsteel/examine/order/parseSamples',
    input: z.object({}).default({}),
    output: sampleSheet,
    access: 'user',
    upload: true,
    summary: 'Read a sample list from a spreadsheet (XLSX or CSV, first sheet, a header row) for the high-throughput form; stores nothing',
  }),
};

export const orderPublic = {
  statusList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/order/public/statusList',
    input: statusCountQuery,
    output: z.array(statusCount),
    access: 'user',
    summary: "How many orders of each state the caller's list holds (mine, company, laboratory, platform)",
  }),
  process: defineEndpoint({
    method: 'GET',
    path: '/atsteel/order/public/process',
    input: idInput,
    output: z.array(processStep),
    access: 'user',
    summary: "An order's timeline: every step, who took it, when, its note and files",
  }),
  status: defineEndpoint({
    method: 'POST',
    path: '/atsteel/order/public/status',
    input: testStatusInput,
    output: testOrderDetail,
    access: 'user',
    summary: 'Move an order: the customer submits, cancels, confirms; the laboratory receives, asks a balance, delivers',
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/atsteel/order/public/pay',
    input: z.object({ id: idField }),
    output: z.object({ orderNo: z.string() }),
    access: 'user',
    summary: 'Open (or resume) the payment ledger order of the amount due (first payment or balance); answers its number',
  }),
  evaluations: defineEndpoint({
    method: 'GET',
    path: '/atsteel/order/public/evaluation',
    input: pageQuery.extend({ laboratoryId: idQuery }),
    output: pageOf(orderEvaluation),
    access: 'public',
    summary: "Evaluations of a laboratory's completed orders, newest first, customers' names masked",
  }),
  paymentRecordSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/order/public/paymentRecord/save',
    input: paymentRecordInput,
    output: testOrderDetail,
    access: 'user',
    summary: 'The customer records an offline transfer with its voucher, for the platform to confirm',
  }),
  paymentRecordDelete: defineEndpoint({
    method: 'POST',
    path: '/atsteel/order/public/paymentRecord/delete',
    input: paymentRecordRef,
    output: testOrderDetail,
    access: 'user',
    summary: 'The customer deletes a payment record not yet confirmed',
  }),
  leader: defineEndpoint({
    method: 'POST',
    path: '/atsteel/order/public/leader',
    input: leaderInput,
    output: testOrderDetail,
    access: 'user',
    summary: 'The laboratory, the platform or an overseeing head names the person in charge of an order',
  }),
  serviceUser: defineEndpoint({
    method: 'GET',
    path: '/atsteel/order/public/serviceUser',
    input: idInput,
    output: serviceUser,
    access: 'user',
    summary: "The customer's contact details, for the order's laboratory, the platform and overseeing heads",
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/order/public/delete',
    input: z.object({ id: idField }),
    output: z.null(),
    access: PERMISSIONS.orderAdminister,
    summary: 'The platform deletes a draft or cancelled order',
  }),
  labList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/order/public/labList',
    input: testOrderQuery,
    output: pageOf(testOrder),
    access: lab,
    summary: "Orders of the caller's laboratory (placed ones, never drafts), newest first",
  }),
  companyList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/order/public/companyList',
    input: testOrderQuery,
    output: pageOf(testOrder),
    access: PERMISSIONS.companyRead,
    summary: "The company's orders: every member's for its administrator, the caller's and its group's for an employee",
  }),
};

/** A head of a regional centre (role `regionHead`) and the regions whose laboratories' orders it oversees. */
export const supervisor = z.object({
  userId: z.number().int(),
  userName: z.string(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  regions: z.array(z.enum(REGIONS)),
});
export type Supervisor = z.infer<typeof supervisor>;
export const supervisorQuery = pageQuery.extend({ keyword });
/** The regions a head oversees from now on (replacing its earlier ones); none is allowed. */
export const supervisorInput = z.object({
  userId: requiredId(MSG.validationFailed),
  regions: z
    .array(z.enum(REGIONS, { message: MSG.validationFailed }))
    .max(REGIONS.length, MSG.validationFailed)
    .refine((regions) => new Set(regions).size === regions.length, MSG.validationFailed),
});
export type SupervisorInput = z.infer<typeof supervisorInput>;

export const orderAdmin = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/order/page',
    input: adminOrderQuery,
    output: pageOf(testOrder),
    access: PERMISSIONS.orderOversee,
    summary: 'Every placed order for the platform and the head of the cloud detection area; a regional head’s region',
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/order/assign',
    input: assignInput,
    output: testOrderDetail,
    access: PERMISSIONS.orderOversee,
    summary: 'Give an order not yet received to another laboratory offering all its items (re-priced if still unpaid)',
  }),
  confirmPayment: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/order/confirmPayment',
    input: paymentRecordRef,
    output: testOrderDetail,
    access: PERMISSIONS.orderAdminister,
    summary: "The platform confirms a customer's offline transfer: the amount due is paid through the ledger",
  }),
  supervisors: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/supervisor/list',
    input: supervisorQuery,
    output: pageOf(supervisor),
    access: PERMISSIONS.orderAdminister,
    summary: 'The heads of regional centres (role regionHead) with the regions each oversees',
  }),
  supervisorSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/supervisor/save',
    input: supervisorInput,
    output: supervisor,
    access: PERMISSIONS.orderAdminister,
    summary: "Set the regions a regional head oversees (replacing its earlier ones); another user answers 404",
  }),
};

export const notifications = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/notification/page',
    // `type`: one tab of the message centre (issue 19, contract/endpoints/community.ts).
    input: pageQuery.extend({ unread: z.enum(['true', 'false']).optional(), type: z.enum(NOTICE_TYPES).optional() }),
    output: pageOf(notification).extend({ unread: z.number().int() }),
    access: 'user',
    summary: "The caller's notifications, newest first, with how many are unread",
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/notification/read',
    input: z.object({ ids: z.array(idField).max(100, MSG.validationFailed).default([]) }),
    output: z.object({ unread: z.number().int() }),
    access: 'user',
    summary: 'Mark notifications read (all when no ids are given)',
  }),
  // Issue 19 (community): the message centre's tabs and deleting.
  types: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/notification/types',
    input: z.object({}).default({}),
    output: noticeTypes,
    access: 'user',
    summary: "How many of the caller's notifications each type holds, in all and unread",
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/notification/delete',
    input: z.object({ ids: z.array(idField).min(1, MSG.validationFailed).max(100, MSG.validationFailed) }),
    output: z.object({ unread: z.number().int() }),
    access: 'user',
    summary: "Delete some of the caller's notifications (others' ids change nothing)",
  }),
};
