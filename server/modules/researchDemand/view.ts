import { allows, PERMISSIONS, type DemandAction, type DemandDetail, type DemandQuote, type DemandState, type DemandViewer } from '@contract';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { addWorkingDays } from '../../lib/workingDays';
import { notFound } from '../../http/errors';
import { nextActions } from '../../workflow/machine';
import { historyOf } from '../../workflow/repository';
import { laboratoryOfCompany } from '../laboratory/access';
import * as repo from './repository';
import { demandWorkflow } from './workflow';

/**
 * What each viewer sees of one demand (the contract's `demandDetail`): everyone the public part of a demand that
 * takes quotes; its owner and administrators everything; an approved laboratory the attachments and its own
 * quote, and the contacts once its quote is accepted.
 */
type Reader = Pick<Db, 'select'>;

/** Customer service contacts the owner within one working day of filing (spec §9). */
export const contactByOf = (createdAt: Date) => addWorkingDays(createdAt, 1).toISOString();

/** The caller's laboratory when it is approved (the only kind that sees attachments and may quote). */
export async function approvedLaboratoryOf(db: Reader, user: SessionUser | null) {
  if (!user || !allows(user.ability, PERMISSIONS.laboratoryOperate)) return undefined;
  const lab = await laboratoryOfCompany(db, user.companyId);
  return lab?.state === 'approved' ? lab : undefined;
}

/** A laboratory may offer a quote, or change its own while it is offered, as long as the demand takes quotes. */
export function labActions(state: DemandState, own: DemandQuote | undefined): DemandAction[] {
  if (own && own.state !== 'offered') return [];
  return nextActions(demandWorkflow, state, 'system').filter((action) => action === 'quote');
}

async function found(db: Reader, id: number) {
  const demand = await repo.findDemand(db, id);
  if (!demand) throw notFound();
  return demand;
}

type Found = Awaited<ReturnType<typeof found>>;

interface Shown {
  viewer: DemandViewer;
  contacts: boolean;
  attachments: boolean;
  quotes: DemandQuote[];
  history: boolean;
  nextActions: DemandAction[];
}

async function assemble(db: Reader, { row, quotes: quoteCount, ownerName }: Found, shown: Shown): Promise<DemandDetail> {
  return {
    ...repo.toPublic(row, quoteCount),
    viewer: shown.viewer,
    contactName: shown.contacts ? row.contactName : null,
    contactPhone: shown.contacts ? row.contactPhone : null,
    attachments: shown.attachments ? await repo.filesOf(db, row.attachmentIds) : [],
    quotes: shown.quotes,
    closeReason: row.closeReason,
    contactBy: contactByOf(row.createdAt),
    ownerName: shown.viewer === 'administrator' ? ownerName : null,
    nextActions: shown.nextActions,
    history: shown.history ? await historyOf(db, repo.DEMAND_SUBJECT, row.id) : [],
  };
}

/** The owner's view; another user's demand (or a missing one) answers 404. */
export async function ownerDetail(db: Reader, user: SessionUser, id: number) {
  const demand = await found(db, id);
  if (demand.row.userId !== user.userId) throw notFound();
  const state = demand.row.state as DemandState;
  return assemble(db, demand, {
    viewer: 'owner',
    contacts: true,
    attachments: true,
    quotes: await repo.quotesOf(db, id),
    history: true,
    nextActions: nextActions(demandWorkflow, state, 'owner'),
  });
}

export async function administratorDetail(db: Reader, id: number) {
  const demand = await found(db, id);
  return assemble(db, demand, {
    viewer: 'administrator',
    contacts: true,
    attachments: true,
    quotes: await repo.quotesOf(db, id),
    history: true,
    nextActions: nextActions(demandWorkflow, demand.row.state as DemandState, 'auditor'),
  });
}

/** The laboratory's view: a demand that takes quotes, or one it quoted; others answer 404. */
export async function laboratoryDetail(db: Reader, laboratoryId: number, id: number) {
  const demand = await found(db, id);
  const state = demand.row.state as DemandState;
  const [own] = await repo.quotesOf(db, id, laboratoryId);
  if (!own && !repo.OPEN_STATES.includes(state)) throw notFound();
  return assemble(db, demand, {
    viewer: 'laboratory',
    contacts: own !== undefined && (own.state === 'accepted' || own.state === 'paid'),
    attachments: true,
    // The order is the customer's: the laboratory sees its quote without it.
    quotes: own ? [{ ...own, orderNo: null }] : [],
    history: false,
    nextActions: labActions(state, own),
  });
}

/** The public detail: the owner's view for its owner, the laboratory's for an approved laboratory, else the public part. */
export async function publicDetail(db: Reader, user: SessionUser | null, id: number) {
  const demand = await found(db, id);
  if (user && demand.row.userId === user.userId) return ownerDetail(db, user, id);
  const lab = await approvedLaboratoryOf(db, user);
  if (lab) return laboratoryDetail(db, lab.id, id);
  if (!repo.OPEN_STATES.includes(demand.row.state as DemandState)) throw notFound();
  return assemble(db, demand, { viewer: 'visitor', contacts: false, attachments: false, quotes: [], history: false, nextActions: [] });
}
