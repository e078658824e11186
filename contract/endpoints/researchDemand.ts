import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, pageOf, pageQuery } from '../envelope';
import { idField } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';
import { TELEPHONE } from './address';
import { storedFile } from './files';
import { EQUIPMENT_TYPES } from './laboratoryCommon';

/**
 * Research demands (issue 14, "demand list"; spec §7 "equipments: demand paging and detail … demand order save",
 * "DataManagement: … demand"): a user without a specific instrument describes the work, approved laboratories
 * answer with a quote (price and duration), the user accepts one and pays it through the payment ledger (order
 * kind `demand`, item = the quote), platform administrators watch and close demands.
 *
 * States: open → quoted (the first quote) → accepted (the owner accepted a quote; its order is open) → paid (the
 * order is paid); open | quoted → closed (the owner, or an administrator, with a reason).
 * Customer service contacts the owner within 1 working day of filing (spec §9): `contactBy`.
 */
export const DEMAND_STATES = ['open', 'quoted', 'accepted', 'paid', 'closed'] as const;
export type DemandState = (typeof DEMAND_STATES)[number];
/** The states the public list shows: demands that still take quotes. */
export const OPEN_DEMAND_STATES = ['open', 'quoted'] as const satisfies readonly DemandState[];
/**
 * The steps (server/modules/researchDemand/workflow.ts): `quote` (a laboratory offers or updates its quote),
 * `accept` (the owner accepts one), `pay` (the owner opens, or reopens after it expired, the accepted quote's
 * order), `paid` (the ledger), `close` (the owner), `adminClose` (an administrator, with a reason).
 */
export const DEMAND_ACTIONS = ['quote', 'accept', 'pay', 'paid', 'close', 'adminClose'] as const;
export type DemandAction = (typeof DEMAND_ACTIONS)[number];
/** A quote is offered until the owner accepts it (the others are declined then); paid once its order is. */
export const QUOTE_STATES = ['offered', 'accepted', 'declined', 'paid'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** The public page of one demand (its owner and the laboratories act there; the consoles link to it). */
export const demandDetailPath = (id: number | string) => `/cloud/requirementDetail?id=${id}`;

export const DEMAND_LIMITS = {
  titleMax: 100,
  descriptionMax: 2000,
  materialMax: 100,
  sampleCountMax: 10000,
  contactNameMax: 50,
  attachmentsMax: 5,
  /** Fen: 10 000 000 yuan, for budgets and quotes. */
  amountMax: 1_000_000_000,
  quoteDaysMax: 365,
  quoteNoteMax: 1000,
  reasonMax: 500,
  keywordMax: 100,
} as const;

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);

/** 'YYYY-MM-DD' that is a real calendar date (the server also refuses a date before today in Beijing). */
export const wishedDateField = z
  .string({ message: MSG.wishedDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.wishedDateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, MSG.wishedDateInvalid);

export const demandInput = z.object({
  title: requiredText(MSG.demandTitleRequired, DEMAND_LIMITS.titleMax),
  description: requiredText(MSG.demandDescriptionRequired, DEMAND_LIMITS.descriptionMax),
  material: requiredText(MSG.demandMaterialRequired, DEMAND_LIMITS.materialMax),
  sampleCount: z
    .number({ message: MSG.sampleCountInvalid })
    .int(MSG.sampleCountInvalid)
    .min(1, MSG.sampleCountInvalid)
    .max(DEMAND_LIMITS.sampleCountMax, MSG.sampleCountInvalid),
  equipmentType: z.enum(EQUIPMENT_TYPES, { message: MSG.validationFailed }).nullish(),
  wishedDate: wishedDateField,
  /** Fen; absent or null when the user gives none. */
  budget: z
    .number({ message: MSG.budgetInvalid })
    .int(MSG.budgetInvalid)
    .min(0, MSG.budgetInvalid)
    .max(DEMAND_LIMITS.amountMax, MSG.budgetInvalid)
    .nullish(),
  contactName: requiredText(MSG.contactNameRequired, DEMAND_LIMITS.contactNameMax),
  contactPhone: z.string({ message: MSG.telephoneRequired }).trim().min(1, MSG.telephoneRequired).regex(TELEPHONE, MSG.telephoneFormat),
  /** Files of purpose `demandFile` the caller uploaded. */
  attachmentIds: z
    .array(z.uuid({ message: MSG.demandFileInvalid }), { message: MSG.demandFileInvalid })
    .max(DEMAND_LIMITS.attachmentsMax, MSG.tooManyFiles)
    .default([]),
});
export type DemandInput = z.input<typeof demandInput>;

/** What everyone sees of a demand: no contact details, no attachments, no quotes. */
export const publicDemand = z.object({
  id: z.number().int(),
  demandNo: z.string(),
  title: z.string(),
  description: z.string(),
  material: z.string(),
  sampleCount: z.number().int(),
  equipmentType: z.enum(EQUIPMENT_TYPES).nullable(),
  wishedDate: z.string().nullable(),
  /** Fen, or null. */
  budget: z.number().int().nullable(),
  state: z.enum(DEMAND_STATES),
  quoteCount: z.number().int(),
  createTime: z.string(),
});
export type PublicDemand = z.infer<typeof publicDemand>;

export const demandQuote = z.object({
  id: z.number().int(),
  demandId: z.number().int(),
  laboratoryId: z.number().int(),
  laboratoryName: z.string(),
  /** Fen. */
  price: z.number().int(),
  days: z.number().int(),
  note: z.string(),
  state: z.enum(QUOTE_STATES),
  /** The order of an accepted quote (to pay it), for the demand's owner and administrators. */
  orderNo: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DemandQuote = z.infer<typeof demandQuote>;

/** Who is looking at a detail: what it shows depends on it. */
export const DEMAND_VIEWERS = ['visitor', 'owner', 'laboratory', 'administrator'] as const;
export type DemandViewer = (typeof DEMAND_VIEWERS)[number];

/**
 * One demand. Contacts: its owner, administrators, and the laboratory whose quote was accepted. Attachments: its
 * owner, administrators and approved laboratories. Quotes: every one for the owner and administrators, its own
 * for a laboratory, none for others. History: owner and administrators.
 */
export const demandDetail = publicDemand.extend({
  viewer: z.enum(DEMAND_VIEWERS),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  attachments: z.array(storedFile),
  quotes: z.array(demandQuote),
  closeReason: z.string().nullable(),
  /** Customer service contacts the owner by then: filing + 1 working day (Mon–Fri, Beijing). */
  contactBy: z.string(),
  /** For administrators: who filed it. */
  ownerName: z.string().nullable(),
  /** What the caller may do now (a laboratory: `quote` while it may offer or change its quote). */
  nextActions: z.array(z.enum(DEMAND_ACTIONS)),
  history: z.array(workflowStep),
});
export type DemandDetail = z.infer<typeof demandDetail>;

/** A demand in its owner's list or the administrators' list. */
export const demandRow = publicDemand.extend({
  closeReason: z.string().nullable(),
  ownerName: z.string().nullable(),
  contactName: z.string(),
  nextActions: z.array(z.enum(DEMAND_ACTIONS)),
});
export type DemandRow = z.infer<typeof demandRow>;

/** A laboratory's quote with its demand, in the laboratory's list. */
export const labQuoteRow = demandQuote.extend({
  demandNo: z.string(),
  demandTitle: z.string(),
  demandState: z.enum(DEMAND_STATES),
});
export type LabQuoteRow = z.infer<typeof labQuoteRow>;

const keyword = z.string().trim().max(DEMAND_LIMITS.keywordMax, MSG.valueTooLong).optional();
export const publicDemandQuery = pageQuery.extend({ keyword, equipmentType: z.enum(EQUIPMENT_TYPES).optional() });
export const demandStateQuery = pageQuery.extend({ keyword, state: z.enum(DEMAND_STATES).optional() });
export const labQuoteQuery = pageQuery.extend({ state: z.enum(QUOTE_STATES).optional() });

const reason = requiredText(MSG.closeReasonRequired, DEMAND_LIMITS.reasonMax);
export const demandCloseInput = z.object({
  id: idField,
  reason: z.string().trim().max(DEMAND_LIMITS.reasonMax, MSG.valueTooLong).optional(),
});
export const demandAdminCloseInput = z.object({ id: idField, reason });

export const quoteInput = z.object({
  demandId: idField,
  /** Fen. */
  price: z
    .number({ message: MSG.quotePriceInvalid })
    .int(MSG.quotePriceInvalid)
    .min(1, MSG.quotePriceInvalid)
    .max(DEMAND_LIMITS.amountMax, MSG.quotePriceInvalid),
  days: z
    .number({ message: MSG.quoteDaysInvalid })
    .int(MSG.quoteDaysInvalid)
    .min(1, MSG.quoteDaysInvalid)
    .max(DEMAND_LIMITS.quoteDaysMax, MSG.quoteDaysInvalid),
  note: z.string().trim().max(DEMAND_LIMITS.quoteNoteMax, MSG.valueTooLong).default(''),
});
export type QuoteInput = z.input<typeof quoteInput>;

export const demandOrderInput = z.object({ quoteId: idField });
export const demandOrderOutput = z.object({ orderNo: z.string() });

/** Everyone: the demands that still take quotes. */
export const researchDemand = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/demand/page',
    input: publicDemandQuery,
    output: pageOf(publicDemand),
    access: 'public',
    summary:
      'Research demands that take quotes (open or quoted), newest first, without contact details; `keyword` searches titles, materials and descriptions, `equipmentType` filters',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/demand/detail',
    input: idInput,
    output: demandDetail,
    access: 'public',
    summary:
      "One demand. Everyone sees an open or quoted one without contacts; its owner also sees contacts, attachments, every quote and the history; an approved laboratory sees the attachments and its own quote; a demand that no longer takes quotes is visible to its owner and the laboratories that quoted only",
  }),
};

/** The demand's owner (any signed-in user): their own demands only (another user's id answers 404). */
export const myResearchDemand = {
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/demand/save',
    input: demandInput,
    output: demandDetail,
    access: 'user',
    summary:
      'File a research demand: title, what to do, material, sample count (1–10000), equipment type (optional), wished date (not before today, Beijing), budget in fen (optional), contact, at most 5 `demandFile` attachments the caller uploaded',
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/demand/mine',
    input: demandStateQuery,
    output: pageOf(demandRow),
    access: 'user',
    summary: "The caller's demands, newest first; `state` filters",
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/demand/close',
    input: demandCloseInput,
    output: demandDetail,
    access: 'user',
    summary: 'The owner closes an open or quoted demand (an optional reason); its offered quotes are declined',
  }),
  orderSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/demandOrder/save',
    input: demandOrderInput,
    output: demandOrderOutput,
    access: 'user',
    summary:
      "Demand order save: the owner accepts one offered quote (the demand becomes accepted, the other quotes declined) and gets a payment order of kind `demand` for the quote's price; called again for the accepted quote, it answers the waiting order or opens a new one after the old one expired",
  }),
};

const labOperate = PERMISSIONS.laboratoryOperate;

/** Approved laboratories: their own quotes only. */
export const demandQuotes = {
  quote: defineEndpoint({
    method: 'POST',
    path: '/atsteel/equipments/demand/quote',
    input: quoteInput,
    output: demandDetail,
    access: labOperate,
    summary:
      "An approved laboratory quotes for an open or quoted demand (price in fen > 0, 1–365 days, a note): one quote per laboratory and demand; a second call updates it while it is still offered",
  }),
  quotes: defineEndpoint({
    method: 'GET',
    path: '/atsteel/equipments/demand/quotes',
    input: labQuoteQuery,
    output: pageOf(labQuoteRow),
    access: labOperate,
    summary: "The caller's laboratory's quotes with their demands' states, newest first",
  }),
};

const administer = PERMISSIONS.demandAdminister;

/** Platform administrators (`demand:administer`): every demand. */
export const demandAdmin = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/demand/page',
    input: demandStateQuery,
    output: pageOf(demandRow),
    access: administer,
    summary: 'Every research demand, newest first, with its owner and quote count; `state` and `keyword` (title, number, material) filter',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/demand/detail',
    input: idInput,
    output: demandDetail,
    access: administer,
    summary: 'One demand with its contacts, attachments, every quote and its history',
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/demand/close',
    input: demandAdminCloseInput,
    output: demandDetail,
    access: administer,
    summary: 'Close an open or quoted demand with a reason its owner sees; its offered quotes are declined',
  }),
};
