import type { z } from 'zod';
import { MILESTONE_ACTIONS, MSG, type CustomMilestone, type customPlatformStep, type CustomState } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict } from '../../../http/errors';
import { check } from '../../../workflow/machine';
import type { CustomContext } from '../context';
import type { CustomOrderRow, NewCustomOrder } from '../repository/orders';
import { customWorkflow } from '../workflow';
import { orderDetail } from './detail';
import { notifyBuyer } from './notices';
import { offerNote, offerValues } from './offer';
import { closeWaitingDeposit, lockForStep } from './payment';
import { requireOwnFiles, requireSignedCopy } from './stepFiles';
import { takeCustomStep } from './steps';

type PlatformStep = z.output<typeof customPlatformStep>;
type Tx = Parameters<Parameters<CustomContext['db']['transaction']>[0]>[0];
interface StepValues {
  values: Partial<NewCustomOrder>;
  files?: string[];
  /** The timeline note when it is not the caller's own. */
  note?: string;
}

const MILESTONE_OF = Object.fromEntries(Object.entries(MILESTONE_ACTIONS).map(([code, action]) => [action, code])) as Record<string, CustomMilestone>;

/** The milestones with `code` recorded done now. */
const milestoneDone = (row: CustomOrderRow, code: CustomMilestone, now: Date) =>
  row.milestones.map((milestone) => (milestone.code === code ? { ...milestone, doneAt: now.toISOString() } : milestone));

/** 'HT' and the order number's digits: one contract per order, redrawn under the same number. */
const contractNoOf = (row: CustomOrderRow) => `HT${row.orderNo.replace(/\D/g, '')}`.slice(0, 32);

/** What a platform step writes on the order (the table has already allowed it), its files and note. */
async function valuesOf(tx: Tx, user: SessionUser, row: CustomOrderRow, input: PlatformStep, now: Date): Promise<StepValues> {
  switch (input.action) {
    case 'pass':
      return { values: {} };
    case 'reject':
      return { values: { rejectReason: input.note } };
    case 'cancelContract':
      return { values: { cancelReason: input.note } };
    case 'setOffer':
      return { values: await offerValues(tx, input.offer, now), note: offerNote(input.offer, input.note) };
    case 'drawUp': {
      // A signed contract is not drawn up again: the signatures would no longer match it.
      if (row.buyerSignedFileId || row.platformSignedFileId) throw conflict(MSG.customStateRefused);
      const contractNo = contractNoOf(row);
      return { values: { contractNo, contractDrawnAt: now }, note: [contractNo, input.note].filter(Boolean).join(' · ') };
    }
    case 'signPlatform': {
      const fileId = await requireSignedCopy(tx, user.userId, input.fileIds);
      return { values: { platformSignedFileId: fileId }, files: [fileId] };
    }
    case 'planDone':
    case 'labDone':
    case 'productionDone':
      await requireOwnFiles(tx, user.userId, input.fileIds);
      return { values: { milestones: milestoneDone(row, MILESTONE_OF[input.action]!, now) }, files: input.fileIds };
    case 'testingDone': {
      if (input.results.length !== row.acceptance.length) throw badRequest(MSG.customResultsIncomplete);
      await requireOwnFiles(tx, user.userId, input.fileIds);
      const acceptance = row.acceptance.map((test, index) => ({ ...test, result: input.results[index]!.result, passed: input.results[index]!.passed }));
      return { values: { acceptance, milestones: milestoneDone(row, 'testing', now) }, files: input.fileIds };
    }
    case 'deliver':
      await requireOwnFiles(tx, user.userId, input.fileIds);
      return {
        values: { shipmentNo: input.shipmentNo, milestones: milestoneDone(row, 'delivery', now) },
        files: input.fileIds,
        note: [input.shipmentNo, input.note].filter(Boolean).join(' · '),
      };
  }
}

/**
 * The platform's steps (`DataManagement/custom/step`): review, offer, contract, milestones through delivery. The
 * table answers first (state, then its guards), then the step's own input; the buyer is notified of each step in
 * the same transaction. Answers the order's detail.
 */
export async function platformStep(context: CustomContext, user: SessionUser, input: PlatformStep) {
  const now = context.clock.now();
  const closed = await context.db.transaction(async (tx) => {
    const { row, deposit } = await lockForStep(tx, user, input.id, 'platform');
    check(customWorkflow, row.state as CustomState, input.action, row);
    const { values, files = [], note = input.note } = await valuesOf(tx, user, row, input, now);
    const updated = await takeCustomStep(tx, row, { action: input.action, actorId: user.userId, note, files, at: now }, () => values);
    const reason = input.action === 'reject' || input.action === 'cancelContract' ? input.note : null;
    await notifyBuyer(tx, updated, input.action, now, { reason, shipmentNo: input.action === 'deliver' ? input.shipmentNo : null });
    return closeWaitingDeposit(tx, updated, deposit, user.userId, now);
  });
  if (closed) await context.closeAtProviders(closed);
  return orderDetail(context, user, input.id);
}
