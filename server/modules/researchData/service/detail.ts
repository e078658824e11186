import {
  RESEARCH_PATHS,
  type DataSetDetail,
  type DataSetSummary,
  type ExperimentType,
  type MaterialType,
  type PublicationAction,
  type PublicationState,
  type RequestState,
  type Visibility,
} from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { nextActions } from '../../../workflow/machine';
import { historyOf } from '../../../workflow/repository';
import { accessLevel, factsOf, requireAccess, summaryVisibleTo, type DataSetRow, type Viewer } from '../access';
import type { ResearchContext } from '../context';
import * as facts from '../repository/facts';
import { versionsOf } from '../versions';
import { publicationWorkflow, RESEARCH_SUBJECT } from '../workflow';

/**
 * What every call answers about a data set: its summary (lists), and its detail (get, and every write that
 * answers the data set). The detail shows rows' files and sharing only to those who may see them.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Summaries of data sets the viewer sees, in the order given: one query per kind of fact, never one per row. */
export async function summariesOf(db: Pick<Db, 'select'>, viewer: Viewer, rows: DataSetRow[], now: Date): Promise<DataSetSummary[]> {
  const ids = rows.map((row) => row.id);
  const [projects, owners, companyNames, reactions, granted] = await Promise.all([
    facts.projectNames(db, rows.map((row) => row.projectId)),
    facts.userNames(db, rows.map((row) => row.ownerId)),
    facts.companyNames(db, rows.map((row) => row.companyId)),
    facts.reactionCounts(db, ids),
    facts.grantedIds(db, viewer, ids, now),
  ]);
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    projectName: projects.get(row.projectId) ?? '',
    name: row.name,
    materialName: row.materialName,
    gradeId: row.gradeId,
    dataSource: row.dataSource,
    experimentType: row.experimentType as ExperimentType,
    description: row.description,
    owner: owners.get(row.ownerId) ?? '',
    companyName: row.companyId === null ? null : (companyNames.get(row.companyId) ?? null),
    rowCount: row.rowCount,
    columnCount: row.columns.length,
    visibility: row.visibility as Visibility,
    publication: row.publication as PublicationState,
    rejectReason: row.rejectReason,
    headVersion: row.headVersion,
    headHash: row.headHash,
    ...(reactions.get(row.id) ?? { likes: 0, dislikes: 0, collects: 0 }),
    // A list only holds what the viewer sees; 'summary' is the floor should a row slip through.
    access: accessLevel(viewer, factsOf(row, granted.has(row.id))) ?? 'summary',
    recycled: row.recycledAt !== null,
    updateTime: row.updatedAt.toISOString(),
    publishedTime: row.publication === 'published' ? iso(row.publishedAt) : null,
  }));
}

/**
 * The publication steps the viewer may take now: the owner's (never on a recycled data set, and a draft cannot
 * apply), or an auditor's on a data set they do not own.
 */
export function publicationActionsFor(row: DataSetRow, level: string, viewer: Viewer): PublicationAction[] {
  const state = row.publication as PublicationState;
  if (row.recycledAt !== null) return [];
  if (level === 'owner') return nextActions(publicationWorkflow, state, 'owner').filter((action) => action !== 'apply' || row.visibility !== 'draft');
  if (viewer.auditor) return nextActions(publicationWorkflow, state, 'auditor');
  return [];
}

/** How to cite the data set: who, what, which version and when, its hash, and where to find it. */
export function citationOf(summary: Pick<DataSetSummary, 'id' | 'name' | 'owner' | 'companyName' | 'headVersion' | 'headHash'>, signedAt: string | null) {
  const who = summary.companyName ?? summary.owner;
  const when = signedAt ? `, ${signedAt.slice(0, 10)}` : '';
  const hash = summary.headHash ? `, ${summary.headHash.slice(0, 16)}` : '';
  return `${who}. ${summary.name} (version ${summary.headVersion}${when}). atsteel R&D data${hash}. ${RESEARCH_PATHS.product(summary.id)}`;
}

/** A data set as the caller may see it (404 when they may not see it at all). */
export async function detailFor(ctx: ResearchContext, user: SessionUser | null, id: number): Promise<DataSetDetail> {
  const now = ctx.clock.now();
  const { db } = ctx;
  const { row, level, viewer } = await requireAccess(db, user, id, 'summary', now);
  const visible = summaryVisibleTo(viewer, now);
  const [[summary], versions, mine, myRequest, grants, cites, citedBy, history, gradeType] = await Promise.all([
    summariesOf(db, viewer, [row], now),
    versionsOf(db, id),
    facts.myReactions(db, id, viewer.userId),
    facts.latestRequest(db, id, viewer.userId),
    level === 'owner' ? facts.grantsOf(db, id) : Promise.resolve(null),
    facts.referencesOf(db, id, 'cites', visible),
    facts.referencesOf(db, id, 'citedBy', visible),
    historyOf(db, RESEARCH_SUBJECT, id),
    facts.gradeTypeOf(db, row.gradeId),
  ]);
  const head = versions.find(({ version }) => version.version === row.headVersion);
  return {
    ...summary,
    access: level,
    columns: row.columns.map((column) => ({ ...column, property: column.property as DataSetDetail['columns'][number]['property'] })),
    files: level === 'owner' || level === 'rows' ? row.files.map((file) => ({ ...file, kind: file.kind as DataSetDetail['files'][number]['kind'] })) : [],
    versions: versions.map(({ version, author }) => ({
      version: version.version,
      hash: version.hash,
      previousHash: version.previousHash,
      timestamp: version.signedAt,
      keyId: version.keyId,
      signature: version.signature,
      summary: version.summary,
      rowCount: version.rowCount,
      author,
    })),
    mine,
    myRequest: myRequest
      ? { id: myRequest.id, state: myRequest.state as RequestState, answer: myRequest.answer, expiresAt: iso(myRequest.expiresAt) }
      : null,
    sharing: grants
      ? {
          users: grants
            .filter((grant) => grant.userId !== null)
            .map((grant) => ({ grantId: grant.grantId, userName: grant.userName ?? '', expiresAt: iso(grant.expiresAt), via: grant.via as 'share' | 'request' })),
          companies: grants
            .filter((grant) => grant.companyId !== null)
            .map((grant) => ({ grantId: grant.grantId, companyId: grant.companyId!, companyName: grant.companyName ?? '', expiresAt: iso(grant.expiresAt) })),
        }
      : null,
    cites,
    citedBy,
    publicationActions: publicationActionsFor(row, level, viewer),
    history,
    citation: citationOf(summary, head?.version.signedAt ?? null),
    gradeType: (gradeType as MaterialType | null) ?? null,
  };
}
