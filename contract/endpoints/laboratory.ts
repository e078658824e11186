import { z } from 'zod';
import { idField } from '../fields';
import { defineEndpoint } from '../endpoint';
import { emptyInput, idInput, pageOf, pageQuery } from '../envelope';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';
import { TELEPHONE } from './address';
import { fileId } from './files';
import { CAPABILITY_KINDS, EQUIPMENT_TYPES, QUALIFICATION_KINDS, REGIONS } from './laboratoryCommon';

/**
 * Laboratory entry (issue 14, spec §2 "Laboratory entry application", §5, §7 `laboratory: get, save, upload,
 * capability save/delete/copy, submit`, `DataManagement: laboratory`). A laboratory account fills its company's
 * one application (basic information, qualifications, service capabilities, instruments), saves drafts and
 * submits it; an auditor approves it (the laboratory becomes public: `laboratory/page`, `laboratory/detail`) or
 * rejects it with a reason (the laboratory edits and submits again). Between submission and a rejection, and once
 * approved, nothing can be changed (spec §5: 'Laboratory entry cannot be modified after submission').
 */
export const LABORATORY_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type LaboratoryState = (typeof LABORATORY_STATES)[number];
/** The steps of server/modules/laboratory/workflow.ts: `edit` keeps a draft's or a rejected application's state. */
export const LABORATORY_ACTIONS = ['edit', 'submit', 'approve', 'reject'] as const;
export type LaboratoryAction = (typeof LABORATORY_ACTIONS)[number];

export const LABORATORY_LIMITS = {
  nameMax: 100,
  introductionMax: 5000,
  contactNameMax: 50,
  contactPhoneMax: 30,
  cityMax: 50,
  addressMax: 200,
  qualificationsMax: 10,
  qualificationNumberMax: 100,
  /** Spec §9: service capability files at most 5. */
  capabilityFilesMax: LIMITS.serviceCapabilityFilesMax,
  /** Spec §9: attachments at most 5, 50 MB each (the labFile upload rule). */
  attachmentsMax: LIMITS.attachmentsMax,
  capabilitiesMax: 100,
  capabilityNameMax: 100,
  standardMethodMax: 200,
  descriptionMax: 2000,
  /** Fen: at most ¥10,000,000.00 per item. */
  priceMax: 1_000_000_000,
  cycleDaysMax: 365,
  instrumentsMax: 50,
  instrumentTextMax: 100,
  specificationsMax: 2000,
  rejectReasonMax: 500,
  /** Capabilities a public list card shows. */
  cardCapabilities: 4,
} as const;
const L = LABORATORY_LIMITS;

/** Upload purposes of `laboratory/upload`: pictures (logo, instrument photos) and files (brochure, scans, attachments). */
export const LABORATORY_UPLOAD_PURPOSES = ['labPicture', 'labFile'] as const;

/** Text a draft may leave empty (submit requires it): trimmed, bounded. */
const draftText = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');
const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);
const optionalFile = fileId.nullable().default(null);

export const labQualification = z.object({
  kind: z.enum(QUALIFICATION_KINDS, { message: MSG.laboratoryQualificationKind }),
  number: requiredText(MSG.laboratoryQualificationNumber, L.qualificationNumberMax),
  /** The certificate's scan (a labFile of the laboratory's company). */
  fileId: optionalFile,
});
export type LabQualification = z.infer<typeof labQualification>;

/** The application's own fields; a draft may leave them empty, `submit` checks what is required. */
export const laboratorySaveInput = z.object({
  name: draftText(L.nameMax),
  introduction: draftText(L.introductionMax),
  /** labPicture */
  logoId: optionalFile,
  /** labFile */
  brochureId: optionalFile,
  contactName: draftText(L.contactNameMax),
  /** A mobile number or a landline with area code. */
  contactPhone: z
    .string()
    .trim()
    .max(L.contactPhoneMax, MSG.valueTooLong)
    .refine((value) => value === '' || TELEPHONE.test(value), MSG.telephoneFormat)
    .default(''),
  city: draftText(L.cityMax),
  /** The regional centre whose head oversees the laboratory's orders. */
  region: z.enum(REGIONS, { message: MSG.validationFailed }).nullable().default(null),
  address: draftText(L.addressMax),
  qualifications: z.array(labQualification).max(L.qualificationsMax, MSG.laboratoryQualificationsMax).default([]),
  capabilityFileIds: z.array(fileId).max(L.capabilityFilesMax, MSG.laboratoryCapabilityFilesMax).default([]),
  attachmentIds: z.array(fileId).max(L.attachmentsMax, MSG.laboratoryAttachmentsMax).default([]),
});
export type LaboratorySaveInput = z.input<typeof laboratorySaveInput>;

export const capabilityInput = z.object({
  /** Absent: a new item. */
  id: idField.optional(),
  /** The catalogue item it offers (cloud testing orders only catalogue items); null for an item of its own. */
  itemId: idField.nullable().default(null),
  kind: z.enum(CAPABILITY_KINDS, { message: MSG.capabilityKindRequired }),
  name: requiredText(MSG.capabilityNameRequired, L.capabilityNameMax),
  standardMethod: requiredText(MSG.capabilityMethodRequired, L.standardMethodMax),
  /** Fen. */
  price: z
    .number({ message: MSG.capabilityPriceInvalid })
    .int(MSG.capabilityPriceInvalid)
    .min(0, MSG.capabilityPriceInvalid)
    .max(L.priceMax, MSG.capabilityPriceInvalid),
  /** Working days. */
  cycleDays: z
    .number({ message: MSG.capabilityCycleInvalid })
    .int(MSG.capabilityCycleInvalid)
    .min(1, MSG.capabilityCycleInvalid)
    .max(L.cycleDaysMax, MSG.capabilityCycleInvalid),
  description: draftText(L.descriptionMax),
});
export type CapabilityInput = z.input<typeof capabilityInput>;

export const instrumentInput = z.object({
  id: idField.optional(),
  name: requiredText(MSG.instrumentNameRequired, L.instrumentTextMax),
  model: requiredText(MSG.instrumentModelRequired, L.instrumentTextMax),
  maker: draftText(L.instrumentTextMax),
  typeCode: z.enum(EQUIPMENT_TYPES, { message: MSG.instrumentTypeRequired }),
  specifications: draftText(L.specificationsMax),
  /** labPicture */
  photoId: optionalFile,
});
export type InstrumentInput = z.input<typeof instrumentInput>;

export const laboratoryIdBody = z.object({ id: idField });
export const laboratoryRejectInput = laboratoryIdBody.extend({
  reason: z
    .string({ message: MSG.rejectReasonRequired })
    .trim()
    .min(1, MSG.rejectReasonRequired)
    .max(L.rejectReasonMax, MSG.valueTooLong),
});

export const labCapability = z.object({
  id: z.number().int(),
  itemId: z.number().int().nullable(),
  kind: z.enum(CAPABILITY_KINDS),
  name: z.string(),
  standardMethod: z.string(),
  price: z.number().int(),
  cycleDays: z.number().int(),
  description: z.string(),
});
export type LabCapability = z.infer<typeof labCapability>;

export const labInstrument = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  maker: z.string(),
  typeCode: z.enum(EQUIPMENT_TYPES),
  specifications: z.string(),
  photoId: z.string().nullable(),
  /** Its laboratory has set when it may be booked (remote research). */
  bookable: z.boolean(),
});
export type LabInstrument = z.infer<typeof labInstrument>;

/** A file the application shows: its name for links (download through `fileViewUrl(id)`). */
export const laboratoryFile = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() });
export type LaboratoryFile = z.infer<typeof laboratoryFile>;

const laboratoryFields = {
  id: z.number().int(),
  name: z.string(),
  introduction: z.string(),
  logoId: z.string().nullable(),
  brochureId: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  city: z.string(),
  region: z.enum(REGIONS).nullable(),
  address: z.string(),
  qualifications: z.array(labQualification),
  companyName: z.string(),
};

/** A row of the auditors' list. */
export const laboratorySummary = z.object({
  ...laboratoryFields,
  state: z.enum(LABORATORY_STATES),
  rejectReason: z.string().nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  publishTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  capabilityCount: z.number().int(),
  instrumentCount: z.number().int(),
});
export type LaboratorySummary = z.infer<typeof laboratorySummary>;

/** The whole application, as its laboratory and the auditors see it, with what the caller may do now and the history. */
export const laboratoryApplication = laboratorySummary.extend({
  capabilityFileIds: z.array(z.string()),
  attachmentIds: z.array(z.string()),
  capabilities: z.array(labCapability),
  instruments: z.array(labInstrument),
  /** Every file the application refers to (names for links). */
  files: z.array(laboratoryFile),
  nextActions: z.array(z.enum(LABORATORY_ACTIONS)),
  history: z.array(workflowStep),
});
export type LaboratoryApplication = z.infer<typeof laboratoryApplication>;

/** A card of the public list. */
export const publicLaboratoryCard = z.object({
  id: z.number().int(),
  name: z.string(),
  logoId: z.string().nullable(),
  city: z.string(),
  introduction: z.string(),
  qualifications: z.array(z.object({ kind: z.enum(QUALIFICATION_KINDS), number: z.string() })),
  /** The first few items (LABORATORY_LIMITS.cardCapabilities). */
  capabilities: z.array(labCapability.pick({ id: true, kind: true, name: true })),
  capabilityCount: z.number().int(),
  instrumentCount: z.number().int(),
  publishTime: z.string().nullable(),
});
export type PublicLaboratoryCard = z.infer<typeof publicLaboratoryCard>;

/** One approved laboratory as everyone sees it (its other attachments stay between it and the auditors). */
export const publicLaboratory = z.object({
  ...laboratoryFields,
  capabilityFileIds: z.array(z.string()),
  capabilities: z.array(labCapability),
  instruments: z.array(labInstrument),
  files: z.array(laboratoryFile),
  publishTime: z.string().nullable(),
});
export type PublicLaboratory = z.infer<typeof publicLaboratory>;

const keyword = z.string().trim().max(100, MSG.valueTooLong).optional();
export const laboratoryAuditQuery = pageQuery.extend({ keyword, state: z.enum(LABORATORY_STATES).exclude(['draft']).optional() });
export const publicLaboratoryQuery = pageQuery.extend({
  /** Name, introduction or any item's name. */
  keyword,
  /** A detection or preparation item's name. */
  item: keyword,
  city: keyword,
  qualification: z.enum(QUALIFICATION_KINDS).optional(),
});

const operate = PERMISSIONS.laboratoryOperate;
const audit = PERMISSIONS.laboratoryAudit;
/** Every change answers the whole application again. */
const application = laboratoryApplication;

/** The laboratory account's side: its company's application only. */
export const laboratoryEntry = {
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/laboratory/get',
    input: emptyInput,
    output: laboratoryApplication,
    access: operate,
    summary: "The caller's company's laboratory application with its items, instruments, files, state and history (an empty draft the first time)",
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/save',
    input: laboratorySaveInput,
    output: application,
    access: operate,
    summary: 'Save the basic information and qualifications (created as a draft the first time); only a draft or a rejected application can change',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/upload',
    input: z.object({ purpose: z.enum(LABORATORY_UPLOAD_PURPOSES, { message: MSG.validationFailed }) }),
    output: z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int(), purpose: z.string() }),
    access: operate,
    upload: true,
    summary:
      "Upload one of the laboratory's files (multipart, field `file`): `labPicture` JPG/PNG at most 500 kb (logo, instrument photos), `labFile` PDF, Office, ZIP, JPG or PNG at most 50 MB (brochure, certificate scans, capability files, attachments)",
  }),
  capabilitySave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/capability/save',
    input: capabilityInput,
    output: application,
    access: operate,
    summary: 'Add or change a detection or preparation item (standard method, price in fen, cycle in working days)',
  }),
  capabilityDelete: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/capability/delete',
    input: laboratoryIdBody,
    output: application,
    access: operate,
    summary: 'Delete an item of the application',
  }),
  capabilityCopy: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/capability/copy',
    input: laboratoryIdBody,
    output: application,
    access: operate,
    summary: 'Duplicate an item as a new one named "… (copy)"',
  }),
  instrumentSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/instrument/save',
    input: instrumentInput,
    output: application,
    access: operate,
    summary: 'Add or change an instrument of the application (name, model, maker, type, key specifications, photo)',
  }),
  instrumentDelete: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/instrument/delete',
    input: laboratoryIdBody,
    output: application,
    access: operate,
    summary: 'Delete an instrument of the application',
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/atsteel/laboratory/submit',
    input: emptyInput,
    output: application,
    access: operate,
    summary:
      'Submit the application for review (needs name, introduction, contact, phone, city, a qualification and an item); it cannot be modified until an auditor rejects it',
  }),
};

/** Auditors (`laboratory:audit`): submitted applications; drafts stay private to their laboratory. */
export const laboratoryAudit = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/laboratory/page',
    input: laboratoryAuditQuery,
    output: pageOf(laboratorySummary),
    access: audit,
    summary: 'Laboratory applications by state (pending by default, oldest first; reviewed ones newest first); `keyword` searches names and companies',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/laboratory/detail',
    input: idInput,
    output: laboratoryApplication,
    access: audit,
    summary: 'One submitted or reviewed application with every field, file, item, instrument and its history',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/laboratory/approve',
    input: laboratoryIdBody,
    output: laboratoryApplication,
    access: audit,
    summary: 'Approve a pending application: the laboratory is published',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/laboratory/reject',
    input: laboratoryRejectInput,
    output: laboratoryApplication,
    access: audit,
    summary: 'Reject a pending application with a reason (at most 500 characters) the laboratory sees; it may then edit and submit again',
  }),
};

/** Everyone: approved laboratories only. */
export const laboratoryPublic = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/laboratory/page',
    input: publicLaboratoryQuery,
    output: pageOf(publicLaboratoryCard),
    access: 'public',
    summary:
      'Approved laboratories, newest published first: `keyword` (name, introduction, items), `item` (an item name), `city`, `qualification` (CMA, CNAS, other)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/laboratory/detail',
    input: idInput,
    output: publicLaboratory,
    access: 'public',
    summary: 'One approved laboratory: introduction, qualifications, items with prices and cycles, instruments (bookable or not), contact',
  }),
};
