import { z } from 'zod';
import { idField, idQuery } from '../fields';
import { defineEndpoint } from '../endpoint';
import { emptyInput, idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { MATCH_PROPERTIES } from './intelligentMatching';
import { COUNTRIES } from './materials';

/**
 * Enterprise standards and their grades (spec §7 `tm-standard`). A company writes its standards and grades
 * as drafts, applies for the publication of a grade (public application), a platform auditor approves or
 * rejects it with a reason the company sees, and an approved grade is public in the materials catalogue
 * (marked as enterprise standard) until the company repeals its standard.
 *
 * Standard system (spec §5 'A user can add only one standard system'): a company has one system, a name and
 * a code, and every standard of the company belongs to it. The first saved standard creates it; it can be
 * renamed only while it holds that one standard (later standards must name the same system).
 */
export const GRADE_STATES = ['draft', 'pending', 'approved', 'rejected', 'repealed'] as const;
export type EnterpriseGradeState = (typeof GRADE_STATES)[number];
/** draft: nothing published yet; published: at least one grade was approved; repealed: withdrawn, read only. */
export const STANDARD_STATES = ['draft', 'published', 'repealed'] as const;
export type EnterpriseStandardState = (typeof STANDARD_STATES)[number];
/** The steps of a grade's history (server/modules/enterpriseStandard/workflow.ts); withdraw: a repeal took it out of review. */
export const AUDIT_ACTIONS = ['submit', 'approve', 'reject', 'repeal', 'withdraw'] as const;
export type GradeHistoryAction = (typeof AUDIT_ACTIONS)[number];
/** Every step of the grade workflow: the history's steps and the edits that keep the state. */
export const GRADE_ACTIONS = ['edit', 'delete', ...AUDIT_ACTIONS] as const;
export type GradeAction = (typeof GRADE_ACTIONS)[number];
export const HARDNESS_SCALES = ['HBW', 'HB', 'HRC', 'HRB', 'HV'] as const;
export const COMPOSITION_ROWS_MAX = 30;
export const YEAR_MIN = 1949;
export const YEAR_MAX = 2100;

const text = (required: string, max: number) =>
  z.string({ message: required }).trim().min(1, required).max(max, MSG.valueTooLong);
const content = z.number({ message: MSG.validationFailed }).min(0).max(100);
const propertyValue = z.number({ message: MSG.validationFailed }).min(-300).max(100000);

export const enterpriseStandardInput = z.object({
  id: idField.optional(),
  number: text(MSG.standardNumberRequired, 50),
  name: text(MSG.standardNameRequired, 200),
  year: z
    .number({ message: MSG.implementationYearInvalid })
    .int(MSG.implementationYearInvalid)
    .min(YEAR_MIN, MSG.implementationYearInvalid)
    .max(YEAR_MAX, MSG.implementationYearInvalid),
  issuer: text(MSG.issuerRequired, 60),
  country: z.enum(COUNTRIES, { message: MSG.countryRequired }),
  systemName: text(MSG.systemNameRequired, 100),
  systemCode: text(MSG.systemCodeRequired, 40),
});
export type EnterpriseStandardInput = z.input<typeof enterpriseStandardInput>;

export const enterpriseStandard = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  year: z.number().int(),
  issuer: z.string(),
  country: z.string(),
  systemName: z.string(),
  systemCode: z.string(),
  state: z.enum(STANDARD_STATES),
  gradeCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type EnterpriseStandard = z.infer<typeof enterpriseStandard>;

/** One chemical composition row: a selected element and its content in % (max not below min). */
export const standardCompositionRow = z
  .object({
    el: z.string({ message: MSG.elementRequired }).regex(/^[A-Z][a-z]?$/, MSG.elementRequired),
    min: content.nullable().optional(),
    max: content.nullable().optional(),
  })
  .refine((row) => row.min != null || row.max != null, { message: MSG.compositionValueRequired, path: ['max'] })
  .refine((row) => row.min == null || row.max == null || row.max >= row.min, { message: MSG.maxBelowMin, path: ['max'] });

/**
 * One mechanical property: a typical value, or a range whose minimum and maximum are both given (spec §5
 * 'performance typical or range values must be completed'). Strengths MPa, elongation and reduction of area %,
 * hardness in its scale, impact energy J at a test temperature (°C).
 */
export const standardPropertyRow = z
  .object({
    property: z.enum(MATCH_PROPERTIES, { message: MSG.requiredFields }),
    kind: z.enum(['typical', 'range'], { message: MSG.requiredFields }),
    typical: propertyValue.nullable().optional(),
    min: propertyValue.nullable().optional(),
    max: propertyValue.nullable().optional(),
    scale: z.enum(HARDNESS_SCALES).nullable().optional(),
    tempC: z.number().min(-273).max(1000).nullable().optional(),
  })
  .superRefine((row, context) => {
    if (row.kind === 'typical' && row.typical == null) {
      context.addIssue({ code: 'custom', message: MSG.propertyValuesIncomplete, path: ['typical'] });
    }
    if (row.kind === 'range' && (row.min == null || row.max == null)) {
      context.addIssue({ code: 'custom', message: MSG.propertyValuesIncomplete, path: [row.min == null ? 'min' : 'max'] });
    }
    if (row.kind === 'range' && row.min != null && row.max != null && row.max < row.min) {
      context.addIssue({ code: 'custom', message: MSG.maxBelowMin, path: ['max'] });
    }
    if (row.property === 'impact' && row.tempC == null) {
      context.addIssue({ code: 'custom', message: MSG.requiredFields, path: ['tempC'] });
    }
  });
export type StandardPropertyRow = z.infer<typeof standardPropertyRow>;
export type StandardCompositionRow = z.infer<typeof standardCompositionRow>;

export const enterpriseGradeInput = z
  .object({
    id: idField.optional(),
    standardId: idField,
    name: text(MSG.gradeRequired, 60),
    materialNumber: z.string().trim().max(60, MSG.valueTooLong).optional().default(''),
    composition: z.array(standardCompositionRow).max(COMPOSITION_ROWS_MAX).default([]),
    mechanical: z.array(standardPropertyRow).max(MATCH_PROPERTIES.length).default([]),
  })
  .superRefine((input, context) => {
    const elements = input.composition.map((row) => row.el);
    elements.forEach((el, index) => {
      if (elements.indexOf(el) !== index) context.addIssue({ code: 'custom', message: MSG.elementTwice, path: ['composition', index, 'el'] });
    });
    const properties = input.mechanical.map((row) => row.property);
    properties.forEach((property, index) => {
      if (properties.indexOf(property) !== index) {
        context.addIssue({ code: 'custom', message: MSG.propertyTwice, path: ['mechanical', index, 'property'] });
      }
    });
  });
export type EnterpriseGradeInput = z.input<typeof enterpriseGradeInput>;

const storedComposition = z.object({ el: z.string(), min: z.number().nullable(), max: z.number().nullable() });
const storedProperty = z.object({
  property: z.enum(MATCH_PROPERTIES),
  kind: z.enum(['typical', 'range']),
  typical: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  scale: z.string().nullable(),
  tempC: z.number().nullable(),
});

export const enterpriseGradeRow = z.object({
  id: z.number().int(),
  standardId: z.number().int(),
  name: z.string(),
  materialNumber: z.string(),
  state: z.enum(GRADE_STATES),
  /** The auditor's reason of the last rejection, while the grade is rejected. */
  rejectReason: z.string().nullable(),
  /** The catalogue grade while the grade is public (approved), for a link to its page. */
  publishedGradeId: z.number().int().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type EnterpriseGradeRow = z.infer<typeof enterpriseGradeRow>;

/** A grade in its standard's list, with what the company may do with it now. */
export const companyGradeRow = enterpriseGradeRow.extend({ nextActions: z.array(z.enum(GRADE_ACTIONS)) });
export type CompanyGradeRow = z.infer<typeof companyGradeRow>;

export const enterpriseGrade = enterpriseGradeRow.extend({
  standard: enterpriseStandard,
  composition: z.array(storedComposition),
  mechanical: z.array(storedProperty),
  /** What the caller may do with the grade now (the company's steps, or the auditor's in the audit detail). */
  nextActions: z.array(z.enum(GRADE_ACTIONS)),
});
export type EnterpriseGrade = z.infer<typeof enterpriseGrade>;

/** A grade as the auditors' queue shows it: with its company and when it was submitted. */
export const standardAuditItem = enterpriseGradeRow.extend({
  standardNumber: z.string(),
  standardName: z.string(),
  standardYear: z.number().int(),
  companyName: z.string(),
  submitTime: z.string().nullable(),
});
export type StandardAuditItem = z.infer<typeof standardAuditItem>;

export const standardAuditRecord = z.object({
  id: z.number().int(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  standardNumber: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  reason: z.string().nullable(),
  operator: z.string().nullable(),
  createTime: z.string(),
});
export type StandardAuditRecord = z.infer<typeof standardAuditRecord>;

/** A standard with all its grades and their states: the company's data in one place. */
export const standardWithGrades = enterpriseStandard.extend({
  grades: z.array(enterpriseGradeRow.pick({ id: true, name: true, materialNumber: true, state: true, rejectReason: true, publishedGradeId: true })),
});

export const standardSystem = z.object({ name: z.string(), code: z.string() }).nullable();

const keyword = z.string().trim().max(100, MSG.valueTooLong).optional();
const standardListInput = pageQuery.extend({ keyword, state: z.enum(STANDARD_STATES).optional() });
const gradeListInput = pageQuery.extend({
  standardId: idQuery,
  state: z.enum(GRADE_STATES).optional(),
});
const recordsInput = pageQuery.extend({ gradeId: idQuery.optional() });
/** The auditors' queue holds only what was submitted to it: a company's drafts are not the auditors' to read. */
export const AUDITED_GRADE_STATES = GRADE_STATES.filter((state) => state !== 'draft') as ['pending', 'approved', 'rejected', 'repealed'];
const auditListInput = pageQuery.extend({ keyword, state: z.enum(AUDITED_GRADE_STATES).default('pending') });
const idBody = z.object({ id: idField });

const manage = PERMISSIONS.enterpriseStandardManage;
const audit = PERMISSIONS.standardAudit;
const base = '/atsteel/tm-standard';

export const tmStandard = {
  getSystem: defineEndpoint({
    method: 'GET',
    path: `${base}/getSystem`,
    input: emptyInput,
    output: standardSystem,
    access: manage,
    summary: "The company's standard system (name and code), or null before its first standard",
  }),
  standardList: defineEndpoint({
    method: 'GET',
    path: `${base}/standardList`,
    input: standardListInput,
    output: pageOf(enterpriseStandard),
    access: manage,
    summary: "The company's standards, newest first; keyword over number and name",
  }),
  getStandard: defineEndpoint({
    method: 'GET',
    path: `${base}/getStandard`,
    input: idInput,
    output: enterpriseStandard,
    access: manage,
    summary: 'One of the company’s standards',
  }),
  saveStandard: defineEndpoint({
    method: 'POST',
    path: `${base}/saveStandard`,
    input: enterpriseStandardInput,
    output: enterpriseStandard,
    access: manage,
    summary: 'Create a draft standard, or change one that has no grade under review or published',
  }),
  deleteStandard: defineEndpoint({
    method: 'POST',
    path: `${base}/deleteStandard`,
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Delete a draft standard with its draft and rejected grades',
  }),
  repealStandard: defineEndpoint({
    method: 'POST',
    path: `${base}/repealStandard`,
    input: idBody,
    output: enterpriseStandard,
    access: manage,
    summary: 'Repeal a published standard: its public grades leave the catalogue, pending applications are withdrawn',
  }),
  gradeList: defineEndpoint({
    method: 'GET',
    path: `${base}/gradeList`,
    input: gradeListInput,
    output: pageOf(companyGradeRow),
    access: manage,
    summary: 'The grades of one of the company’s standards, each with the steps the company may take now',
  }),
  getGrade: defineEndpoint({
    method: 'GET',
    path: `${base}/getGrade`,
    input: idInput,
    output: enterpriseGrade,
    access: manage,
    summary: 'One grade with its composition and mechanical properties',
  }),
  saveGrade: defineEndpoint({
    method: 'POST',
    path: `${base}/saveGrade`,
    input: enterpriseGradeInput,
    output: enterpriseGrade,
    access: manage,
    summary: 'Create a draft grade, or change a draft or rejected one',
  }),
  deleteGrade: defineEndpoint({
    method: 'POST',
    path: `${base}/deleteGrade`,
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Delete a draft or rejected grade',
  }),
  submitGrade: defineEndpoint({
    method: 'POST',
    path: `${base}/submitGrade`,
    input: idBody,
    output: enterpriseGrade,
    access: manage,
    summary: 'Apply for the publication of a draft or rejected grade (public application)',
  }),
  auditRecords: defineEndpoint({
    method: 'GET',
    path: `${base}/auditRecords`,
    input: recordsInput,
    output: pageOf(standardAuditRecord),
    access: manage,
    summary: 'Applications, decisions and repeals of the company’s grades, newest first',
  }),
  dataList: defineEndpoint({
    method: 'GET',
    path: `${base}/dataList`,
    input: standardListInput,
    output: pageOf(standardWithGrades),
    access: manage,
    summary: 'The company’s standards with all their grades and states (DataManagement)',
  }),
  checkList: defineEndpoint({
    method: 'GET',
    path: `${base}/check/list`,
    input: auditListInput,
    output: pageOf(standardAuditItem),
    access: audit,
    summary: 'Auditors: grades by state (default: waiting for review), oldest application first',
  }),
  checkDetail: defineEndpoint({
    method: 'GET',
    path: `${base}/check/detail`,
    input: idInput,
    output: enterpriseGrade.extend({ companyName: z.string() }),
    access: audit,
    summary: 'Auditors: one submitted grade with its standard and company',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${base}/check/approve`,
    input: idBody,
    output: okOutput,
    access: audit,
    summary: 'Auditors: approve a pending grade; it becomes public in the materials catalogue',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: `${base}/check/reject`,
    input: idBody.extend({ reason: text(MSG.rejectReasonRequired, 500) }),
    output: okOutput,
    access: audit,
    summary: 'Auditors: reject a pending grade with a reason the company sees',
  }),
  checkRecords: defineEndpoint({
    method: 'GET',
    path: `${base}/check/records`,
    input: recordsInput,
    output: pageOf(standardAuditRecord),
    access: audit,
    summary: 'Auditors: every application, decision and repeal, newest first',
  }),
};
