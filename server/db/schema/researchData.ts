import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { materialGrades } from './materials';
import { at, belongsTo, createdAt, updatedAt } from './columns';

/**
 * Enterprise R&D data (issue 16): projects → data sets → rows of measured values, the signed versions of each data
 * set (its data chain), who may see its rows beyond its visibility (grants), requests for that permission,
 * reactions, and citations between data sets. Contract: contract/endpoints/researchData.ts.
 */

/** A research project: what a group of a company's people measure data for. */
export const researchProjects = pgTable(
  'research_projects',
  {
    id: serial('id').primaryKey(),
    ownerId: belongsTo('owner_id', () => users.id),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    goal: text('goal').notNull().default(''),
    /** User ids of the members (the owner is always one): they may add data sets to the project. */
    memberIds: jsonb('member_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    startDate: date('start_date'),
    endDate: date('end_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('research_projects_owner_idx').on(t.ownerId, t.updatedAt.desc(), t.id),
    index('research_projects_company_idx').on(t.companyId, t.updatedAt.desc(), t.id),
    check('research_projects_dates', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** One column of a data set: its key in the rows, label, the quantity it measures and the unit values are kept in. */
export interface ResearchColumnRow {
  key: string;
  label: string;
  /** contract QUANTITIES key; 'text' for labels such as specimen ids. */
  quantity: string;
  /** The unit values are stored in (the quantity's base unit after conversion). */
  unit: string;
  /** Test condition of the column, e.g. 'RT', '10^7 cycles'. */
  condition: string;
  /** A composition column's element ('C', 'Mn' …), for similar-material matching. */
  element: string | null;
  /** A property column's meaning (contract RESEARCH_PROPERTIES: yield, tensile, fatigueStrength …). */
  property: string | null;
}

export interface ResearchFileRow {
  fileId: string;
  /** source (an imported data file) | raw | picture | report */
  kind: string;
  name: string;
}

/**
 * A data set. `visibility` says who sees its rows (contract VISIBILITIES); `publication` whether its summary is
 * listed among the public data products (history in workflow_history, subject 'researchData'). The current
 * version's number and hash are the head of its chain (research_data_versions); `recycledAt` puts it in the
 * recycle bin.
 */
export const researchDataSets = pgTable(
  'research_data_sets',
  {
    id: serial('id').primaryKey(),
    projectId: belongsTo('project_id', () => researchProjects.id),
    ownerId: belongsTo('owner_id', () => users.id),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    materialName: varchar('material_name', { length: 100 }).notNull(),
    gradeId: integer('grade_id').references(() => materialGrades.id, { onDelete: 'set null' }),
    dataSource: varchar('data_source', { length: 200 }).notNull().default(''),
    /** contract EXPERIMENT_TYPES */
    experimentType: varchar('experiment_type', { length: 16 }).notNull(),
    description: text('description').notNull().default(''),
    columns: jsonb('columns').$type<ResearchColumnRow[]>().notNull().default(sql`'[]'::jsonb`),
    rowCount: integer('row_count').notNull().default(0),
    files: jsonb('files').$type<ResearchFileRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** draft | private | enterprise | users | companies | cloud | public */
    visibility: varchar('visibility', { length: 12 }).notNull().default('draft'),
    /** unpublished | pending | published | rejected */
    publication: varchar('publication', { length: 12 }).notNull().default('unpublished'),
    rejectReason: text('reject_reason'),
    submittedAt: at('submitted_at'),
    publishedAt: at('published_at'),
    headVersion: integer('head_version').notNull().default(0),
    headHash: varchar('head_hash', { length: 64 }),
    recycledAt: at('recycled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('research_data_sets_project_idx').on(t.projectId, t.updatedAt.desc(), t.id),
    index('research_data_sets_owner_idx').on(t.ownerId, t.updatedAt.desc(), t.id),
    index('research_data_sets_company_idx').on(t.companyId, t.updatedAt.desc(), t.id),
    index('research_data_sets_publication_idx').on(t.publication, t.submittedAt, t.id),
    index('research_data_sets_visibility_idx').on(t.visibility, t.updatedAt.desc(), t.id),
  ],
);

/**
 * The rows of every version, each kept once: a row belongs to versions `fromVersion` up to (not including)
 * `toVersion`; the current rows have no `toVersion`. An import that replaces the rows closes the old ones, so
 * an earlier version's content can still be hashed again; a change of the description alone copies nothing.
 * `values` is aligned with the data set's columns (number, text or null per cell).
 */
export const researchDataRows = pgTable(
  'research_data_rows',
  {
    id: serial('id').primaryKey(),
    dataSetId: belongsTo('data_set_id', () => researchDataSets.id),
    rowNo: integer('row_no').notNull(),
    values: jsonb('values').$type<(number | string | null)[]>().notNull(),
    fromVersion: integer('from_version').notNull(),
    toVersion: integer('to_version'),
  },
  (t) => [
    uniqueIndex('research_data_rows_current_idx').on(t.dataSetId, t.rowNo).where(sql`${t.toVersion} is null`),
    index('research_data_rows_version_idx').on(t.dataSetId, t.fromVersion, t.rowNo),
  ],
);

/**
 * A saved version of a data set: the link of its chain (server/lib/dataChain) and the part of its content that
 * is not rows (name, material, columns …), so the version's content can be hashed again from what is stored.
 */
export const researchDataVersions = pgTable(
  'research_data_versions',
  {
    dataSetId: belongsTo('data_set_id', () => researchDataSets.id),
    version: integer('version').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    previousHash: varchar('previous_hash', { length: 64 }),
    /** The signed timestamp, ISO 8601 UTC, exactly as signed. */
    signedAt: varchar('signed_at', { length: 30 }).notNull(),
    keyId: varchar('key_id', { length: 16 }).notNull(),
    signature: text('signature').notNull(),
    summary: varchar('summary', { length: 200 }).notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
    rowCount: integer('row_count').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.dataSetId, t.version] })],
);

/**
 * Who may see a data set's rows beyond its visibility: the users or companies chosen when sharing
 * (`via` 'share'), or a user whose request the owner approved (`via` 'request'); either may expire.
 */
export const researchDataGrants = pgTable(
  'research_data_grants',
  {
    id: serial('id').primaryKey(),
    dataSetId: belongsTo('data_set_id', () => researchDataSets.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** share | request */
    via: varchar('via', { length: 8 }).notNull(),
    expiresAt: at('expires_at'),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('research_data_grants_set_idx').on(t.dataSetId),
    index('research_data_grants_user_idx').on(t.userId, t.dataSetId),
    index('research_data_grants_company_idx').on(t.companyId, t.dataSetId),
    check('research_data_grants_one', sql`(${t.userId} is null) <> (${t.companyId} is null)`),
  ],
);

/** A request to see a data set's rows: pending → approved (a grant, maybe expiring) | refused (reason) | revoked. */
export const researchDataRequests = pgTable(
  'research_data_requests',
  {
    id: serial('id').primaryKey(),
    dataSetId: belongsTo('data_set_id', () => researchDataSets.id),
    requesterId: belongsTo('requester_id', () => users.id),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** pending | approved | refused | revoked */
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    answer: varchar('answer', { length: 500 }),
    grantId: integer('grant_id').references(() => researchDataGrants.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('research_data_requests_set_idx').on(t.dataSetId, t.state, t.createdAt.desc()),
    index('research_data_requests_requester_idx').on(t.requesterId, t.createdAt.desc()),
    uniqueIndex('research_data_requests_pending_idx').on(t.dataSetId, t.requesterId).where(sql`${t.state} = 'pending'`),
  ],
);

/** A user's like, dislike or collection of a data set (like and dislike exclude each other). */
export const researchDataReactions = pgTable(
  'research_data_reactions',
  {
    dataSetId: belongsTo('data_set_id', () => researchDataSets.id),
    userId: belongsTo('user_id', () => users.id),
    /** like | dislike | collect */
    kind: varchar('kind', { length: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dataSetId, t.userId, t.kind] }), index('research_data_reactions_user_idx').on(t.userId, t.kind, t.createdAt.desc())],
);

/** One data set citing another (e.g. a fatigue set citing the composition set of the same heats). */
export const researchDataReferences = pgTable(
  'research_data_references',
  {
    dataSetId: belongsTo('data_set_id', () => researchDataSets.id),
    citedId: belongsTo('cited_id', () => researchDataSets.id),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dataSetId, t.citedId] }), index('research_data_references_cited_idx').on(t.citedId)],
);
