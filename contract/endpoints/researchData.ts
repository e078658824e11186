import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { idField, idQuery, requiredId } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { QUANTITY_KEYS } from '../researchUnits';
import { workflowStep } from '../workflow';
import { MATERIAL_TYPES } from './materials';
import { matchResult } from './intelligentMatching';

/**
 * Enterprise R&D data (spec §7 "researchData" and "rdda", issue 16). A company's people keep projects → data sets
 * → rows of measured values with attached files. Every saved version of a data set is signed into its data chain
 * (server/lib/dataChain/README.md), which anyone can verify here or offline (`npm run verify:record`).
 *
 * Visibility (spec §3, §6) says who sees a data set's rows:
 * - draft: being prepared; only its owner sees it at all.
 * - private: only myself (the owner).
 * - enterprise: the members of the owner's company.
 * - users: the users chosen when sharing; companies: the members of the companies chosen ("directional disclosure").
 * - cloud: every signed-in user of the platform; public: everyone, visitors included.
 * The owner's company's members see the summary of every data set that is not a draft or private; everyone sees
 * the summary of a published one (the data products of /zhj/productList). Whoever sees a summary but not the rows
 * may request permission; an approved request is a grant, possibly expiring; the owner may revoke any grant.
 * Auditors see the rows of a data set under publication review.
 *
 * Publication (spec §3): unpublished → pending (the owner applies) → published | rejected (reason); the owner
 * may revoke a pending or published publication (back to unpublished). History: workflow subject 'researchData'.
 */
export const VISIBILITIES = ['draft', 'private', 'enterprise', 'users', 'companies', 'cloud', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
/** What `share` may set (a draft becomes private or more by `save`). */
export const SHARE_VISIBILITIES = ['private', 'enterprise', 'users', 'companies', 'cloud', 'public'] as const;
export const PUBLICATION_STATES = ['unpublished', 'pending', 'published', 'rejected'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];
export const PUBLICATION_ACTIONS = ['apply', 'approve', 'reject', 'revoke'] as const;
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];
export const EXPERIMENT_TYPES = ['tensile', 'fatigue', 'impact', 'hardness', 'corrosion', 'creep', 'composition', 'other'] as const;
export type ExperimentType = (typeof EXPERIMENT_TYPES)[number];
/** What a property column measures (for similar-material matching and charts' labels). */
export const RESEARCH_PROPERTIES = [
  'yield',
  'tensile',
  'elongation',
  'reductionOfArea',
  'hardness',
  'impact',
  'fatigueStrength',
  'fractureStrength',
  'creepRupture',
  'corrosionRate',
  'temperature',
  'other',
] as const;
export const FILE_KINDS = ['source', 'raw', 'picture', 'report'] as const;
export const REQUEST_STATES = ['pending', 'approved', 'refused', 'revoked'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
/** How much of a data set the caller sees (decided by the server). */
export const ACCESS_LEVELS = ['owner', 'rows', 'summary'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;

export const RESEARCH_LIMITS = {
  nameMax: 100,
  textMax: 2000,
  columnsMax: 60,
  /** Rows one import may bring (a data set keeps working at this size). */
  rowsMax: 100_000,
  /** Points a chart draws at most: a server-side sample of the rows beyond that. */
  chartPointsMax: 2000,
  shareTargetsMax: 50,
  filesMax: 20,
  reasonMax: 500,
  previewRows: 20,
  problemsShownMax: 200,
} as const;

const requiredText = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, MSG.valueTooLong);
const optionalText = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');
const keyword = z.string().trim().max(100, MSG.valueTooLong).optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.researchDateInvalid);
/** An expiry the caller may give a grant: a future instant (ISO 8601), or none. */
const expiresAt = z.string().datetime({ offset: true, message: MSG.researchDateInvalid }).nullable().optional();

// ——— projects ———

export const projectInput = z
  .object({
    id: idField.optional(),
    name: requiredText(MSG.researchProjectNameRequired, RESEARCH_LIMITS.nameMax),
    goal: optionalText(RESEARCH_LIMITS.textMax),
    /** Account names of the members besides the owner (they must belong to the owner's company). */
    memberNames: z.array(z.string().trim().min(1).max(50)).max(RESEARCH_LIMITS.shareTargetsMax).default([]),
    startDate: isoDate.nullable().optional(),
    endDate: isoDate.nullable().optional(),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, { message: MSG.researchEndBeforeStart, path: ['endDate'] });
export type ProjectInput = z.input<typeof projectInput>;

export const project = z.object({
  id: z.number().int(),
  name: z.string(),
  goal: z.string(),
  owner: z.string(),
  members: z.array(z.object({ id: z.number().int(), name: z.string() })),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dataSetCount: z.number().int(),
  /** The caller owns it (may edit it and remove it). */
  mine: z.boolean(),
  updateTime: z.string(),
});
export type ResearchProject = z.infer<typeof project>;

// ——— data sets ———

export const researchColumn = z.object({
  key: z.string().regex(/^[a-z][a-zA-Z0-9_]{0,39}$/, MSG.researchColumnInvalid),
  label: requiredText(MSG.researchColumnInvalid, 100),
  quantity: z.enum(QUANTITY_KEYS as [string, ...string[]], { message: MSG.researchColumnInvalid }),
  /** The unit the stored values are in (the quantity's base unit). */
  unit: z.string().max(20),
  condition: optionalText(100),
  element: z.string().regex(/^[A-Z][a-z]?$/, MSG.researchColumnInvalid).nullable().default(null),
  property: z.enum(RESEARCH_PROPERTIES).nullable().default(null),
});
export type ResearchColumn = z.infer<typeof researchColumn>;

/** `save` and `draft` take the same body; `draft` keeps the data set a draft, `save` makes a draft private. */
export const dataSetInput = z.object({
  id: idField.optional(),
  projectId: requiredId(MSG.researchProjectRequired),
  name: requiredText(MSG.researchDataSetNameRequired, RESEARCH_LIMITS.nameMax),
  /** A material name, or (with gradeId) the catalogue or enterprise grade's name. */
  materialName: requiredText(MSG.researchMaterialRequired, RESEARCH_LIMITS.nameMax),
  gradeId: idField.nullable().optional(),
  dataSource: optionalText(200),
  experimentType: z.enum(EXPERIMENT_TYPES, { message: MSG.researchExperimentTypeRequired }),
  description: optionalText(RESEARCH_LIMITS.textMax),
  /** Column labels and conditions may be edited; keys, quantities and units come from the import. */
  columns: z.array(researchColumn).max(RESEARCH_LIMITS.columnsMax).optional(),
  /** What changed, for the version history (defaults to a generated summary). */
  summary: optionalText(200),
});
export type DataSetInput = z.input<typeof dataSetInput>;

export const chainLink = z.object({
  version: z.number().int(),
  hash: z.string(),
  previousHash: z.string().nullable(),
  timestamp: z.string(),
  keyId: z.string(),
  signature: z.string(),
  summary: z.string(),
  rowCount: z.number().int(),
  author: z.string().nullable(),
});
export type ChainLinkOutput = z.infer<typeof chainLink>;

const fileRef = z.object({ fileId: z.string(), kind: z.enum(FILE_KINDS), name: z.string() });

export const dataSetSummary = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  name: z.string(),
  materialName: z.string(),
  gradeId: z.number().int().nullable(),
  dataSource: z.string(),
  experimentType: z.enum(EXPERIMENT_TYPES),
  description: z.string(),
  owner: z.string(),
  companyName: z.string().nullable(),
  rowCount: z.number().int(),
  columnCount: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  publication: z.enum(PUBLICATION_STATES),
  rejectReason: z.string().nullable(),
  headVersion: z.number().int(),
  headHash: z.string().nullable(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  collects: z.number().int(),
  access: z.enum(ACCESS_LEVELS),
  recycled: z.boolean(),
  updateTime: z.string(),
  publishedTime: z.string().nullable(),
});
export type DataSetSummary = z.infer<typeof dataSetSummary>;

export const dataSetDetail = dataSetSummary.extend({
  /** Columns are part of the summary a requester sees (what they would get); rows and files are not. */
  columns: z.array(researchColumn),
  files: z.array(fileRef),
  versions: z.array(chainLink),
  /** The caller's reactions. */
  mine: z.object({ like: z.boolean(), dislike: z.boolean(), collect: z.boolean() }),
  /** The caller's own request, if any (the latest). */
  myRequest: z.object({ id: z.number().int(), state: z.enum(REQUEST_STATES), answer: z.string().nullable(), expiresAt: z.string().nullable() }).nullable(),
  /** Only for the owner: who the data set is shared with. */
  sharing: z
    .object({
      users: z.array(z.object({ grantId: z.number().int(), userName: z.string(), expiresAt: z.string().nullable(), via: z.enum(['share', 'request']) })),
      companies: z.array(z.object({ grantId: z.number().int(), companyId: z.number().int(), companyName: z.string(), expiresAt: z.string().nullable() })),
    })
    .nullable(),
  cites: z.array(z.object({ id: z.number().int(), name: z.string(), note: z.string() })),
  citedBy: z.array(z.object({ id: z.number().int(), name: z.string(), note: z.string() })),
  /** The owner's actions on publication; an auditor's on a pending data set. */
  publicationActions: z.array(z.enum(PUBLICATION_ACTIONS)),
  history: z.array(workflowStep),
  /** The text to cite the data set with. */
  citation: z.string(),
  /** The grade's material type when gradeId is set (its page is /material/detail/<type>/<id>); added by the detail view. */
  gradeType: z.enum(MATERIAL_TYPES).nullable().optional(),
});
export type DataSetDetail = z.infer<typeof dataSetDetail>;

export const DATA_SET_SCOPES = ['mine', 'company', 'shared', 'collected', 'recycled'] as const;
export const dataSetQuery = pageQuery.extend({
  /** mine: the caller's own; company: the caller's company's (summaries it may see); shared: shared with the caller. */
  scope: z.enum(DATA_SET_SCOPES).default('mine'),
  projectId: idQuery.optional(),
  keyword,
  experimentType: z.enum(EXPERIMENT_TYPES).optional(),
  visibility: z.enum(VISIBILITIES).optional(),
  publication: z.enum(PUBLICATION_STATES).optional(),
});

export const rowsQuery = pageQuery.extend({ id: idQuery, pageSize: z.coerce.number().int().min(1).max(500).default(50) });
export const rowsOutput = pageOf(z.object({ rowNo: z.number().int(), values: z.array(z.union([z.number(), z.string(), z.null()])) }));

export const columnStatistics = z.object({
  key: z.string(),
  count: z.number().int(),
  missing: z.number().int(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  mean: z.number().nullable(),
  std: z.number().nullable(),
  median: z.number().nullable(),
});
export const statisticsOutput = z.object({ rowCount: z.number().int(), columns: z.array(columnStatistics) });

export const chartQuery = z.object({
  id: idQuery,
  x: z.string().max(40),
  y: z.string().max(40),
  points: z.coerce.number().int().min(10).max(RESEARCH_LIMITS.chartPointsMax).default(1000),
});
export const chartOutput = z.object({
  x: researchColumn,
  y: researchColumn,
  /** Rows with a number in both columns. */
  total: z.number().int(),
  /** True when `points` is a sample (every n-th row in row order) rather than all of them. */
  sampled: z.boolean(),
  points: z.array(z.tuple([z.number(), z.number()])),
});

// ——— import ———

/** Where one column of the file goes: a new column of the data set, in the unit the file gives it in. */
export const columnMapping = researchColumn.extend({
  /** The column's index in the file (0-based). */
  source: z.number().int().min(0).max(500),
  /** Left out of the import. */
  skip: z.boolean().default(false),
  /** The unit of the file's values; converted to the quantity's base unit. */
  unit: z.string().max(20),
});
export type ColumnMapping = z.input<typeof columnMapping>;

export const importInput = z.object({
  fileId: z.string({ message: MSG.dataFileRequired }).min(1, MSG.dataFileRequired).max(64),
  /** An XLSX file's sheet (first when absent). */
  sheet: z.string().max(100).optional(),
  /** Without a mapping the preview proposes one from the header row. */
  mapping: z.array(columnMapping).max(RESEARCH_LIMITS.columnsMax).optional(),
});

export const IMPORT_PROBLEMS = ['unparsable', 'outOfRange', 'formula', 'unknownUnit', 'missingHeader', 'duplicateKey'] as const;
export const importProblem = z.object({
  /** 1-based row of the file (the header is row 1), or 0 for a problem of the whole column. */
  row: z.number().int(),
  column: z.number().int(),
  kind: z.enum(IMPORT_PROBLEMS),
  value: z.string(),
});
export const importPreview = z.object({
  fileName: z.string(),
  /** utf-8 | gb18030 (GBK CSVs from Chinese Excel) | xlsx */
  encoding: z.string(),
  sheets: z.array(z.string()),
  headers: z.array(z.string()),
  mapping: z.array(columnMapping.extend({ skip: z.boolean(), condition: z.string() })),
  rowCount: z.number().int(),
  /** The first rows, converted as the mapping says (null: empty or refused cell). */
  rows: z.array(z.array(z.union([z.number(), z.string(), z.null()]))),
  problems: z.array(importProblem),
  problemCount: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importCommitInput = importInput.extend({
  id: requiredId(MSG.invalidId),
  mapping: z.array(columnMapping).min(1, MSG.researchColumnInvalid).max(RESEARCH_LIMITS.columnsMax),
  summary: optionalText(200),
});

// ——— sharing, permissions, reactions, references ———

export const shareInput = z.object({
  id: idField,
  visibility: z.enum(SHARE_VISIBILITIES, { message: MSG.researchVisibilityInvalid }),
  /** For 'users': account names. */
  userNames: z.array(z.string().trim().min(1).max(50)).max(RESEARCH_LIMITS.shareTargetsMax).default([]),
  /** For 'companies'. */
  companyIds: z.array(idField).max(RESEARCH_LIMITS.shareTargetsMax).default([]),
  expiresAt,
});

export const requestInput = z.object({ id: idField, reason: requiredText(MSG.researchRequestReasonRequired, RESEARCH_LIMITS.reasonMax) });
export const REQUEST_SCOPES = ['incoming', 'outgoing'] as const;
export const requestQuery = pageQuery.extend({ scope: z.enum(REQUEST_SCOPES).default('incoming'), state: z.enum(REQUEST_STATES).optional() });
export const permissionRequest = z.object({
  id: z.number().int(),
  dataSetId: z.number().int(),
  dataSetName: z.string(),
  requester: z.string(),
  requesterCompany: z.string().nullable(),
  reason: z.string(),
  state: z.enum(REQUEST_STATES),
  answer: z.string().nullable(),
  grantId: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
});
export const approveInput = z.object({ requestId: idField, expiresAt });
export const refuseInput = z.object({ requestId: idField, answer: requiredText(MSG.rejectReasonRequired, RESEARCH_LIMITS.reasonMax) });
export const revokeInput = z.object({ grantId: idField });

export const referenceInput = z.object({ id: idField, citedId: requiredId(MSG.researchCitedRequired), note: optionalText(200) });

export const similarOutput = z.object({
  type: z.enum(MATERIAL_TYPES),
  /** The measured composition (mean of each element column, % by mass) and properties (mean, base units) used. */
  elements: z.array(z.object({ el: z.string(), value: z.number() })),
  properties: z.array(z.object({ property: z.string(), value: z.number() })),
  results: z.array(matchResult),
});

export const verifyOutput = z.object({
  ok: z.boolean(),
  /** Every break, by version (server/lib/dataChain: contentChanged, brokenLink, versionGap, badSignature, unknownKey, headMismatch). */
  problems: z.array(z.object({ version: z.number().int(), problem: z.string() })),
  versions: z.number().int(),
  head: z.object({ version: z.number().int(), hash: z.string().nullable() }),
  keyIds: z.array(z.string()),
  checkedAt: z.string(),
});

export const filesInput = z.object({
  id: idField,
  files: z.array(z.object({ fileId: z.string().min(1).max(64), kind: z.enum(['raw', 'picture', 'report']) })).max(RESEARCH_LIMITS.filesMax),
});

export const exportQuery = z.object({ id: idQuery, format: z.enum(EXPORT_FORMATS).default('csv') });

export const companyChoice = z.object({ id: z.number().int(), name: z.string() });

// ——— endpoints ———

const manage = PERMISSIONS.researchDataManage;
const audit = PERMISSIONS.researchDataAudit;
const idBody = z.object({ id: idField });

/** The data chain's published key, with which anyone checks the signatures of data set versions. */
export const chainPublicKey = z.object({
  algorithm: z.literal('Ed25519'),
  /** First 16 hex digits of the SHA-256 of the key's SPKI (DER) encoding; every link names the key that signed it. */
  keyId: z.string(),
  /** SPKI, PEM. */
  publicKeyPem: z.string(),
  /** How a link is made, for verifiers written elsewhere. */
  canonicalization: z.literal('RFC 8785'),
  hash: z.literal('SHA-256'),
  signedFields: z.array(z.string()),
});
export type ChainPublicKey = z.infer<typeof chainPublicKey>;

export const researchDataChain = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/chain/publicKey',
    input: z.object({}).default({}),
    output: chainPublicKey,
    access: 'public',
    summary: "The platform's Ed25519 public key that signs R&D data versions, its key id, and the signed format",
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/verify',
    input: idInput,
    output: verifyOutput,
    access: 'public',
    summary: "Recomputes every version's hash from the stored rows and checks the chain's links and signatures (anyone who sees the summary)",
  }),
};

export const researchProjects = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/project/page',
    input: pageQuery.extend({ keyword }),
    output: pageOf(project),
    access: manage,
    summary: "The projects the caller owns or is a member of, newest change first",
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/project/save',
    input: projectInput,
    output: project,
    access: manage,
    summary: 'Creates a project, or changes one the caller owns; members must be of the owner’s company',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/project/delete',
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Deletes a project the caller owns that has no data sets left (recycled ones included)',
  }),
};

export const researchData = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/page',
    input: dataSetQuery,
    output: pageOf(dataSetSummary),
    access: 'user',
    summary: 'Data sets by scope: mine, my company’s, shared with me, collected, my recycle bin',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/get',
    input: idInput,
    output: dataSetDetail,
    access: 'public',
    summary: 'A data set’s summary, columns and version history; rows, files and sharing as the caller may see them',
  }),
  rows: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/rows',
    input: rowsQuery,
    output: rowsOutput,
    access: 'public',
    summary: 'A page of the current rows, in row order (only for those who may see the rows)',
  }),
  statistics: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/statistics',
    input: idInput,
    output: statisticsOutput,
    access: 'public',
    summary: 'Count, missing, min, max, mean, standard deviation and median of every numeric column, computed in the database',
  }),
  chart: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/chart',
    input: chartQuery,
    output: chartOutput,
    access: 'public',
    summary: 'Points of two columns, every n-th row when there are more than asked for',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/save',
    input: dataSetInput,
    output: dataSetDetail,
    access: manage,
    summary: 'Creates or changes a data set (a new signed version when its content changes); a draft becomes private',
  }),
  draft: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/draft',
    input: dataSetInput,
    output: dataSetDetail,
    access: manage,
    summary: 'Saves a data set as a draft (only its owner sees it)',
  }),
  importPreview: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/import/preview',
    input: importInput,
    output: importPreview,
    access: manage,
    summary: 'Reads an uploaded CSV (UTF-8 or GBK) or XLSX: headers, a proposed or given mapping, converted first rows, problems row by row',
  }),
  importCommit: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/import/commit',
    input: importCommitInput,
    output: dataSetDetail,
    access: manage,
    summary: 'Replaces the rows with the file’s, all or nothing (refused while any problem remains); a new signed version',
  }),
  files: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/files',
    input: filesInput,
    output: dataSetDetail,
    access: manage,
    summary: 'Sets the attached raw files, pictures and reports (imported source files stay)',
  }),
  share: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/share',
    input: shareInput,
    output: dataSetDetail,
    access: manage,
    summary: 'Sets who sees the rows: only me, my company, chosen users or companies, platform users, everyone',
  }),
  recycle: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/recycle',
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Moves a data set to its owner’s recycle bin (no one else sees it there; its publication is revoked)',
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/restore',
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Takes a data set out of the recycle bin',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/delete',
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Deletes a recycled data set for good, with its rows and versions',
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/like',
    input: idBody,
    output: dataSetSummary,
    access: 'user',
    fullBody: true,
    summary: 'Likes a data set the caller sees (again: takes the like back); a like replaces a dislike',
  }),
  dislike: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/dislike',
    input: idBody,
    output: dataSetSummary,
    access: 'user',
    fullBody: true,
    summary: 'Dislikes a data set the caller sees (again: takes it back); a dislike replaces a like',
  }),
  collect: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/collect',
    input: idBody,
    output: dataSetSummary,
    access: 'user',
    fullBody: true,
    summary: 'Collects a data set the caller sees (again: uncollects)',
  }),
  reference: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/reference',
    input: referenceInput,
    output: okOutput,
    access: manage,
    summary: 'Cites a data set the caller sees in one the caller owns',
  }),
  unreference: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/reference/delete',
    input: z.object({ id: idField, citedId: idField }),
    output: okOutput,
    access: manage,
    summary: 'Removes a citation from a data set the caller owns',
  }),
  similar: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/similar',
    input: idInput,
    output: similarOutput,
    access: 'public',
    summary: 'The catalogue grades closest to the measured composition and properties, with the matching engine’s explained score',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/export',
    input: exportQuery,
    output: z.unknown(),
    access: 'public',
    blob: true,
    summary: 'The current rows as CSV or XLSX with a citation line, or the signed record (JSON) for offline verification',
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/publish',
    input: idBody,
    output: dataSetDetail,
    access: manage,
    summary: 'Applies for publication as a data product (to the auditors’ queue)',
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/unpublish',
    input: idBody,
    output: dataSetDetail,
    access: manage,
    summary: 'Revokes a pending or published publication',
  }),
  figures: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/figures',
    input: z.object({ scope: z.enum(['mine', 'company']).default('company') }),
    output: z.object({
      total: z.number().int(),
      experimentTypes: z.array(z.object({ key: z.enum(EXPERIMENT_TYPES), count: z.number().int() })),
      visibilities: z.array(z.object({ key: z.enum(VISIBILITIES), count: z.number().int() })),
    }),
    access: manage,
    summary: 'How many data sets of the scope (the caller’s own, or the company’s the caller sees) there are by experiment type and visibility',
  }),
  companies: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/companies',
    input: z.object({ keyword: z.string().trim().min(1).max(100) }),
    output: z.array(companyChoice),
    access: manage,
    summary: 'Companies by name, to share a data set with (at most 20)',
  }),
};

export const researchPermissions = {
  apply: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/permission/apply',
    input: requestInput,
    output: permissionRequest,
    access: 'user',
    summary: 'Asks the owner to see the rows of a data set whose summary the caller sees',
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/permission/page',
    input: requestQuery,
    output: pageOf(permissionRequest),
    access: 'user',
    summary: 'Requests to the caller’s data sets (incoming) or the caller’s own (outgoing), newest first',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/permission/approve',
    input: approveInput,
    output: permissionRequest,
    access: manage,
    summary: 'Grants a pending request, with an optional expiry',
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/permission/refuse',
    input: refuseInput,
    output: permissionRequest,
    access: manage,
    summary: 'Refuses a pending request, with the reason',
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/permission/revoke',
    input: revokeInput,
    output: okOutput,
    access: manage,
    summary: 'Takes back a grant (shared or approved) of a data set the caller owns',
  }),
};

export const researchDataAudit = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/researchData/audit/page',
    input: pageQuery.extend({ keyword, publication: z.enum(PUBLICATION_STATES).default('pending') }),
    output: pageOf(dataSetSummary),
    access: audit,
    summary: 'Publication applications by state, oldest pending first',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/audit/approve',
    input: idBody,
    output: dataSetDetail,
    access: audit,
    summary: 'Publishes a pending data set',
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/atsteel/researchData/audit/reject',
    input: idBody.extend({ reason: requiredText(MSG.rejectReasonRequired, RESEARCH_LIMITS.reasonMax) }),
    output: dataSetDetail,
    access: audit,
    summary: 'Refuses a pending publication, with the reason',
  }),
};

/** Published data products (spec §7 "rdda"; /zhj/productList, /zhj/productDetail). */
export const rdda = {
  productPage: defineEndpoint({
    method: 'GET',
    path: '/atsteel/rdda/product/page',
    input: pageQuery.extend({ keyword, experimentType: z.enum(EXPERIMENT_TYPES).optional() }),
    output: pageOf(dataSetSummary),
    access: 'public',
    summary: 'Published data sets, newest publication first; `keyword` searches names, materials and companies',
  }),
};

/** Where the browser shows R&D data (console routes; the public data product pages). */
export const RESEARCH_PATHS = {
  management: '/my/enterpriseInformationManagement/R&dDataManagement',
  dataSet: (id: number) => `/my/enterpriseInformationManagement/R&dDataManagement/show/${id}`,
  audit: '/my/researchDataCheck',
  auditDetail: (id: number) => `/my/researchDataCheck/show/${id}`,
  productList: '/zhj/productList',
  product: (id: number) => `/zhj/productDetail?id=${id}`,
} as const;
