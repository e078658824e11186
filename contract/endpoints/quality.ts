import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, pageOf, pageQuery } from '../envelope';
import { idField, idQuery, requiredId } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';
import { creditCodeField } from './accountFields';

/**
 * Quality and reliability ranking (spec §2 /quality, /economy, /rank, /cloudGrade; §7 "qc"; issue 17).
 *
 * A product line (steelmaking line + rolling line + product of one grade, in a product category) is scored from
 * its production test data (one row per heat or coil) against the limits of its grade's standard held in our
 * catalogue, under a published method version (server/lib/qualityMethod/README.md: conformity, Cpk, composition
 * stability, toughness margin, data volume; weights and parameters are data: `getParam`).
 *
 * - Simulation (anyone signed in): download the grade's XLSX template → upload it (`parseTemplate`: row-level
 *   problems, nothing kept while there are any) → preview → `company/simulationRanking` scores the submission and
 *   says where it would rank among the published lines of its category and year. Nothing is published.
 * - Application (`apply/save`) of a scored submission: pending → approved | rejected (auditors, workflow subject
 *   'qualityApplication'); a rejected one may be corrected and resubmitted. Approval publishes the line under the
 *   method version current then and sets the price of its report.
 * - Reports: a line's full report (a PDF the server draws) is paid through the ledger (`payment/saveReportOrder`,
 *   order kind 'report', itemRef = line id). `downloadReport` answers it to buyers who paid, to the people of the
 *   line's enterprise (its platform company) and to auditors; anyone else gets 403 'Viewing paid reports requires
 *   purchase'.
 */
export const QUALITY_USER_TYPES = ['manufacturer', 'distributor', 'user', 'other'] as const;
export type QualityUserType = (typeof QUALITY_USER_TYPES)[number];
export const QUALITY_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type QualityApplicationState = (typeof QUALITY_APPLICATION_STATES)[number];
export const QUALITY_APPLICATION_ACTIONS = ['approve', 'reject', 'resubmit'] as const;
export type QualityApplicationAction = (typeof QUALITY_APPLICATION_ACTIONS)[number];
export const QUALITY_INDICATORS = ['conformity', 'capability', 'compositionStability', 'toughnessMargin', 'dataVolume'] as const;
export type QualityIndicator = (typeof QUALITY_INDICATORS)[number];

/** Template columns every grade's template has, in this order; then one column per element the grade limits. */
export const QUALITY_SAMPLE_FIELDS = [
  'id',
  'thicknessMm',
  'thicknessDeviationMm',
  'thicknessToleranceMm',
  'yieldMPa',
  'tensileMPa',
  'elongationPct',
  'impactEnergyJ',
  'impactTempC',
] as const;
export type QualitySampleField = (typeof QUALITY_SAMPLE_FIELDS)[number];

/** What is wrong with one cell of an uploaded template. */
export const QUALITY_PROBLEMS = ['missing', 'notNumber', 'outOfRange', 'impactIncomplete', 'formula'] as const;

export const QUALITY_LIMITS = {
  textMax: 100,
  addressMax: 200,
  instructionsMax: 500,
  reasonMax: 500,
  /** Heats or coils one upload may bring. */
  samplesMax: 5000,
  problemsShownMax: 200,
  previewRows: 20,
  /** Report price an auditor may set, fen. */
  reportPriceMaxFen: 10_000_000,
  /** The price offered when an auditor approves (¥199.00), which they may change. */
  reportPriceDefaultFen: 19_900,
  firstYear: 2000,
} as const;

const requiredText = (message: string, max: number = QUALITY_LIMITS.textMax) =>
  z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);
const keyword = z.string().trim().max(100, MSG.valueTooLong).optional();
const yearField = z.coerce.number({ message: MSG.qualityYearInvalid }).int(MSG.qualityYearInvalid).min(QUALITY_LIMITS.firstYear, MSG.qualityYearInvalid).max(2100, MSG.qualityYearInvalid);

// ——— method, categories ———

export const methodIndicator = z.object({ key: z.enum(QUALITY_INDICATORS), weight: z.number(), params: z.record(z.string(), z.number()) });
export const qualityMethod = z.object({
  version: z.string(),
  indicators: z.array(methodIndicator),
  note: z.string(),
  publishedAt: z.string(),
  /** Every published version, newest first. */
  versions: z.array(z.string()),
});
export type QualityMethodOutput = z.infer<typeof qualityMethod>;

export const gradeRef = z.object({ id: z.number().int(), name: z.string(), standardCode: z.string() });
export const qualityCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** Published lines in the category (all years). */
  lines: z.number().int(),
  /** Years that have published lines, newest first. */
  years: z.array(z.number().int()),
});
export type QualityCategory = z.infer<typeof qualityCategory>;
export const categoryWithGrades = qualityCategory.extend({ standardCodes: z.array(z.string()), grades: z.array(gradeRef) });

export const introduction = z.object({
  method: qualityMethod,
  figures: z.object({ lines: z.number().int(), enterprises: z.number().int(), categories: z.number().int(), simulations: z.number().int() }),
  categories: z.array(qualityCategory),
  /** The newest published lines (announcements of the ranking). */
  latest: z.array(z.lazy(() => lineSummary)),
});

// ——— scores ———

export const scoredIndicator = z.object({
  key: z.enum(QUALITY_INDICATORS),
  weight: z.number(),
  effectiveWeight: z.number(),
  /** 0–100 */
  score: z.number(),
  contribution: z.number(),
  /** The measured value (rate, Cpk, margin, n); null where it cannot be computed. */
  value: z.number().nullable(),
  applicable: z.boolean(),
  /** The indicator's workings (server/lib/qualityMethod details), shown in the report. */
  detail: z.record(z.string(), z.unknown()),
});
export const lineScore = z.object({
  methodVersion: z.string(),
  n: z.number().int(),
  total: z.number(),
  smallSample: z.boolean(),
  indicators: z.array(scoredIndicator),
  improvements: z.array(z.object({ key: z.enum(QUALITY_INDICATORS), gain: z.number() })),
});
export type LineScoreOutput = z.infer<typeof lineScore>;

// ——— submissions (simulation) ———

export const parseTemplateInput = z.object({
  categoryId: requiredId(MSG.qualityCategoryRequired),
  gradeId: requiredId(MSG.qualityGradeRequired),
  dataFileId: z.string({ message: MSG.dataFileRequired }).uuid(MSG.dataFileRequired),
  reportFileId: z.string().uuid(MSG.reportFileInvalid).nullable().optional(),
});
export type ParseTemplateInput = z.input<typeof parseTemplateInput>;

export const templateProblem = z.object({
  /** Spreadsheet row number (1 = the header row). */
  row: z.number().int(),
  /** QUALITY_SAMPLE_FIELDS or an element symbol; '' for the whole row or file. */
  column: z.string(),
  problem: z.enum(QUALITY_PROBLEMS),
  value: z.string().nullable(),
});
export const sampleOutput = z.object({
  id: z.string().nullable(),
  thicknessMm: z.number(),
  thicknessDeviationMm: z.number(),
  thicknessToleranceMm: z.number().nullable(),
  yieldMPa: z.number(),
  tensileMPa: z.number(),
  elongationPct: z.number(),
  impactEnergyJ: z.number().nullable(),
  impactTempC: z.number().nullable(),
  composition: z.record(z.string(), z.number()),
});
/** A thickness band of the grade's limits, as the template and preview show them. */
export const limitBand = z.object({
  minMm: z.number(),
  maxMm: z.number(),
  yieldMin: z.number(),
  tensileMin: z.number(),
  tensileMax: z.number().nullable(),
  elongationMin: z.number(),
});
export const gradeLimits = z.object({
  grade: gradeRef,
  composition: z.array(z.object({ el: z.string(), min: z.number().nullable(), max: z.number().nullable() })),
  bands: z.array(limitBand),
  impact: z.object({ tempC: z.number(), energyMin: z.number() }).nullable(),
});
export type GradeLimitsOutput = z.infer<typeof gradeLimits>;

export const parseResult = z.object({
  /** The stored submission, or null while the file has problems (nothing is kept). */
  submissionId: z.number().int().nullable(),
  n: z.number().int(),
  problems: z.array(templateProblem),
  /** Every problem found; `problems` lists at most QUALITY_LIMITS.problemsShownMax of them. */
  problemCount: z.number().int(),
  preview: z.array(sampleOutput),
});
export type ParseResult = z.infer<typeof parseResult>;

export const submission = z.object({
  id: z.number().int(),
  category: qualityCategory.pick({ id: true, code: true, nameZh: true, nameEn: true }),
  limits: gradeLimits,
  dataFileName: z.string(),
  reportFileId: z.string().nullable(),
  n: z.number().int(),
  /** The first rows, for the preview. */
  preview: z.array(sampleOutput),
  score: lineScore.nullable(),
  /** Where the simulated total would rank among the published lines of its category (current year): 1-based, of `of`+1. */
  rank: z.object({ position: z.number().int(), of: z.number().int(), year: z.number().int() }).nullable(),
  /** The application made from it, if any. */
  applicationId: z.number().int().nullable(),
  createTime: z.string(),
});
export type Submission = z.infer<typeof submission>;

// ——— applications ———

export const applicationInput = z.object({
  /** Set to resubmit a rejected application. */
  id: idField.optional(),
  submissionId: requiredId(MSG.qualitySubmissionRequired),
  userType: z.enum(QUALITY_USER_TYPES, { message: MSG.qualityUserTypeRequired }),
  companyName: requiredText(MSG.qualityCompanyNameRequired),
  creditCode: creditCodeField,
  address: requiredText(MSG.qualityAddressRequired, QUALITY_LIMITS.addressMax),
  productName: requiredText(MSG.qualityProductNameRequired),
  steelmakingLine: requiredText(MSG.qualitySteelmakingLineRequired),
  rollingLine: requiredText(MSG.qualityRollingLineRequired),
  contactName: requiredText(MSG.qualityContactNameRequired, 50),
  contactInfo: requiredText(MSG.qualityContactInfoRequired),
  instructions: z.string().trim().max(QUALITY_LIMITS.instructionsMax, MSG.valueTooLong).default(''),
  year: yearField,
});
export type ApplicationInput = z.input<typeof applicationInput>;

export const application = z.object({
  id: z.number().int(),
  submissionId: z.number().int(),
  userType: z.enum(QUALITY_USER_TYPES),
  companyName: z.string(),
  creditCode: z.string(),
  address: z.string(),
  productName: z.string(),
  steelmakingLine: z.string(),
  rollingLine: z.string(),
  contactName: z.string(),
  contactInfo: z.string(),
  instructions: z.string(),
  year: z.number().int(),
  state: z.enum(QUALITY_APPLICATION_STATES),
  rejectReason: z.string().nullable(),
  category: qualityCategory.pick({ id: true, code: true, nameZh: true, nameEn: true }),
  grade: gradeRef,
  /** The simulated score of its data. */
  total: z.number().nullable(),
  n: z.number().int(),
  applicant: z.string(),
  /** The published line, once approved. */
  lineId: z.number().int().nullable(),
  submitTime: z.string(),
  updateTime: z.string(),
});
export type QualityApplication = z.infer<typeof application>;
export const applicationDetail = application.extend({
  submission,
  /** What the caller may do now (owner: resubmit; auditor: approve, reject). */
  nextActions: z.array(z.enum(QUALITY_APPLICATION_ACTIONS)),
  history: z.array(workflowStep),
});
export type QualityApplicationDetail = z.infer<typeof applicationDetail>;

export const applicationQuery = pageQuery.extend({ state: z.enum(QUALITY_APPLICATION_STATES).optional(), keyword });
export const qualityApproveInput = z.object({
  id: idField,
  reportPrice: z
    .number({ message: MSG.qualityReportPriceInvalid })
    .int(MSG.qualityReportPriceInvalid)
    .min(1, MSG.qualityReportPriceInvalid)
    .max(QUALITY_LIMITS.reportPriceMaxFen, MSG.qualityReportPriceInvalid),
});
/** A new method version an auditor publishes: every indicator once, weights summing to 1, each one's parameters. */
export const methodInput = z.object({
  version: z.string({ message: MSG.qualityMethodVersionInvalid }).trim().regex(/^\d{4}\.\d{1,3}$/, MSG.qualityMethodVersionInvalid),
  note: z.string().trim().max(QUALITY_LIMITS.reasonMax, MSG.valueTooLong).default(''),
  indicators: z
    .array(
      z.object({
        key: z.enum(QUALITY_INDICATORS),
        weight: z.number({ message: MSG.qualityMethodWeights }).min(0, MSG.qualityMethodWeights).max(1, MSG.qualityMethodWeights),
        params: z.record(z.string(), z.number({ message: MSG.qualityMethodParams })),
      }),
    )
    .length(QUALITY_INDICATORS.length, MSG.qualityMethodParams),
});
export type MethodInput = z.input<typeof methodInput>;

export const qualityRejectInput = z.object({ id: idField, reason: requiredText(MSG.rejectReasonRequired, QUALITY_LIMITS.reasonMax) });

// ——— the public ranking ———

export const lineSummary = z.object({
  id: z.number().int(),
  /** Position among the lines of its category and year, by total (ties share a position). */
  rank: z.number().int(),
  enterprise: z.object({ id: z.number().int(), name: z.string() }),
  productName: z.string(),
  category: qualityCategory.pick({ id: true, code: true, nameZh: true, nameEn: true }),
  grade: gradeRef,
  steelmakingLine: z.string(),
  rollingLine: z.string(),
  year: z.number().int(),
  methodVersion: z.string(),
  total: z.number(),
  smallSample: z.boolean(),
  n: z.number().int(),
  reportPrice: z.number().int(),
  publishTime: z.string(),
});
export type LineSummary = z.infer<typeof lineSummary>;

export const lineDetail = lineSummary.extend({
  score: lineScore,
  limits: gradeLimits,
  /** Lines of the same category and year ranked next to it. */
  neighbours: z.array(lineSummary),
  report: z.object({
    price: z.number().int(),
    /** The caller may download the full report (bought it, is of the enterprise, or audits). */
    canDownload: z.boolean(),
    /** The caller's waiting order for it, to resume paying. */
    waitingOrderNo: z.string().nullable(),
  }),
});
export type LineDetail = z.infer<typeof lineDetail>;

export const lineQuery = pageQuery.extend({
  categoryId: idQuery.optional(),
  year: z.coerce.number().int().min(QUALITY_LIMITS.firstYear).max(2100).optional(),
  gradeId: idQuery.optional(),
  keyword,
});
export const enterpriseRank = z.object({
  rank: z.number().int(),
  enterprise: z.object({ id: z.number().int(), name: z.string() }),
  /** Published lines counted (of the category and year). */
  lines: z.number().int(),
  /** Mean total of those lines: the enterprise's score. */
  averageTotal: z.number(),
  bestTotal: z.number(),
  bestLineId: z.number().int(),
});
export type EnterpriseRank = z.infer<typeof enterpriseRank>;
export const enterpriseDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  address: z.string(),
  lines: z.array(lineSummary),
});
export type EnterpriseDetail = z.infer<typeof enterpriseDetail>;

export const templateQuery = z.object({ categoryId: idQuery, gradeId: idQuery });

// ——— endpoints ———

const audit = PERMISSIONS.qualityAudit;

export const qualityPublic = {
  introduce: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/introduce',
    input: z.object({}).default({}),
    output: introduction,
    access: 'public',
    summary: 'The ranking service: the current method, figures counted from published lines, categories, the newest lines',
  }),
  steelResources: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/index/steelResources',
    input: z.object({}).default({}),
    output: z.array(categoryWithGrades),
    access: 'public',
    summary: 'Product categories with the catalogue grades each ranks (those with mechanical limits), for choosing what to simulate',
  }),
  category: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/index/category',
    input: z.object({}).default({}),
    output: z.array(qualityCategory),
    access: 'public',
    summary: 'Product categories with their published lines and years (ranking filters)',
  }),
  reportCategory: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/report/category',
    input: z.object({}).default({}),
    output: z.array(qualityCategory),
    access: 'public',
    summary: 'Product categories that have reports for sale (published lines), with years',
  }),
  companyRanking: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/company/ranking',
    input: lineQuery.omit({ gradeId: true }),
    output: pageOf(enterpriseRank),
    access: 'public',
    summary: 'The enterprise ranking: the mean total of each enterprise’s published lines of a category and year, highest first',
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/index/report',
    input: lineQuery,
    output: pageOf(lineSummary),
    access: 'public',
    summary: 'The product-line ranking: published lines by category, year and grade, highest total first',
  }),
  company: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/company',
    input: idInput,
    output: enterpriseDetail,
    access: 'public',
    summary: 'One ranked enterprise and its published lines',
  }),
  getParam: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/index/getParam',
    input: z.object({ version: z.string().trim().max(20).optional() }),
    output: qualityMethod,
    access: 'public',
    summary: 'A published method version (default: the current one): indicators, weights, parameters',
  }),
  checkById: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/report/checkById',
    input: idInput,
    output: lineDetail,
    access: 'public',
    summary: 'One published line: its score, each indicator’s contribution, its neighbours, and whether the caller may download its report',
  }),
  checkByCondition: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/checkByCondition',
    input: lineQuery.extend({ creditCode: z.string().trim().max(18).optional() }),
    output: pageOf(lineSummary),
    access: 'public',
    summary: 'Published lines looked up by enterprise name, credit code, product or grade (report list)',
  }),
  downloadReport: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/downloadReport',
    input: idInput,
    output: z.unknown(),
    access: 'user',
    blob: true,
    summary: 'A line’s full report (PDF): for buyers who paid, the people of its enterprise and auditors; 403 otherwise',
  }),
  downloadTemplate: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/downloadTemplate',
    input: templateQuery,
    output: z.unknown(),
    access: 'public',
    blob: true,
    summary: 'The XLSX template of a grade in a category: one row per heat or coil, the grade’s columns and units, its limits on a second sheet',
  }),
};

export const qualitySimulation = {
  parseTemplate: defineEndpoint({
    method: 'POST',
    path: '/atsteel/qc/report/parseTemplate',
    input: parseTemplateInput,
    output: parseResult,
    access: 'user',
    summary: 'Reads an uploaded template: row-level problems, or the stored submission when there are none',
  }),
  simulationRanking: defineEndpoint({
    method: 'POST',
    path: '/atsteel/qc/company/simulationRanking',
    input: z.object({ submissionId: requiredId(MSG.qualitySubmissionRequired) }),
    output: submission,
    access: 'user',
    summary: 'Scores one of the caller’s submissions under the current method and places it among the published lines; publishes nothing',
  }),
  submission: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/submission/get',
    input: idInput,
    output: submission,
    access: 'user',
    summary: 'One of the caller’s submissions (preview and simulated score)',
  }),
  submissions: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/submission/page',
    input: pageQuery,
    output: pageOf(submission.omit({ preview: true, limits: true }).extend({ grade: gradeRef })),
    access: 'user',
    summary: 'The caller’s submissions, newest first',
  }),
};

export const qualityApply = {
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/apply/get',
    input: idInput,
    output: applicationDetail,
    access: 'user',
    summary: 'One application: its applicant’s or, for auditors, any',
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/qc/apply/page',
    input: applicationQuery,
    output: pageOf(application),
    access: 'user',
    summary: 'The caller’s applications, newest change first',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/qc/apply/save',
    input: applicationInput,
    output: applicationDetail,
    access: 'user',
    summary: 'Applies for the formal ranking of a scored submission of the caller, or resubmits a rejected application',
  }),
};

export const qualityAudit = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/qc/apply/page',
    input: applicationQuery,
    output: pageOf(application),
    access: audit,
    summary: 'Applications by state, the oldest pending first',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/qc/apply/approve',
    input: qualityApproveInput,
    output: applicationDetail,
    access: audit,
    summary: 'Approves a pending application: publishes its line under the current method with the report price',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/qc/apply/reject',
    input: qualityRejectInput,
    output: applicationDetail,
    access: audit,
    summary: 'Rejects a pending application with the reason',
  }),
  publishMethod: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/qc/method/publish',
    input: methodInput,
    output: qualityMethod,
    access: audit,
    summary: 'Publishes a new method version (it becomes current; lines keep the version they were scored with)',
  }),
};

/** The browser's pages of the ranking (portal) and the console's. */
export const QUALITY_PATHS = {
  home: '/economy/economyHome',
  select: '/economy/economySelect',
  upload: '/economy/economyUpload',
  preview: '/economy/economyPreview',
  complete: '/economy/economyRankComplete',
  apply: '/economy/economyApply',
  applied: '/economy/economySuccess',
  ranking: '/quality/qualityRanking',
  lineRanking: '/quality/skilRanking',
  reportList: '/economy/enconomyList',
  reportFiles: '/economy/enconomyListFile',
  line: (id: number) => `/economy/economyDetail?id=${id}`,
  enterprise: (id: number) => `/economy/economyConDetail?id=${id}`,
  method: '/economy/economyGrade',
  order: (lineId: number) => `/economy/economyOrder?id=${lineId}`,
  pay: (orderNo: string) => `/economy/economyPay?orderNo=${encodeURIComponent(orderNo)}`,
  paid: (orderNo: string) => `/economy/paySuccess?orderNo=${encodeURIComponent(orderNo)}`,
  myOrders: '/my/specialReportOrder',
  myOrder: (orderNo: string) => `/my/specialReportOrderDetail?orderNo=${encodeURIComponent(orderNo)}`,
  myApplications: '/my/qualityApplication',
  auditQueue: '/my/qualityCheck',
  methodAdmin: '/my/qualityMethod',
} as const;
