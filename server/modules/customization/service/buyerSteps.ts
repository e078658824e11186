import type { z } from 'zod';
import type { customBuyerStep, CustomState } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { check } from '../../../workflow/machine';
import type { CustomContext } from '../context';
import type { NewCustomOrder } from '../repository/orders';
import { customWorkflow } from '../workflow';
import { orderDetail } from './detail';
import { notifyPlatform } from './notices';
import { closeWaitingDeposit, lockForStep } from './payment';
import { requireSignedCopy } from './stepFiles';
import { takeCustomStep } from './steps';

type BuyerStep = z.output<typeof customBuyerStep>;
type Tx = Parameters<Parameters<CustomContext['db']['transaction']>[0]>[0];

/** What a buyer's step writes on the order, and the files its timeline row carries. */
async function valuesOf(tx: Tx, user: SessionUser, input: BuyerStep, now: Date): Promise<{ values: Partial<NewCustomOrder>; files: string[] }> {
  switch (input.action) {
    case 'cancel':
    case 'decline':
      return { values: { cancelReason: input.note || null }, files: [] };
    case 'accept':
      return { values: {}, files: [] };
    case 'signBuyer': {
      const fileId = await requireSignedCopy(tx, user.userId, input.fileIds);
      return { values: { buyerSignedFileId: fileId }, files: [fileId] };
    }
    case 'evaluate':
      return { values: { evaluationStars: input.stars, evaluationText: input.note || null, evaluatedAt: now }, files: [] };
  }
}

/**
 * The buyer's steps (`material/custom/step`): cancel until executing starts, accept or decline the offer, upload
 * its signed contract, evaluate the delivery. The table answers first (a wrong state is never reported as a bad
 * file); the platform is notified of each. Answers the order's detail.
 */
export async function buyerStep(context: CustomContext, user: SessionUser, input: BuyerStep) {
  const now = context.clock.now();
  const closed = await context.db.transaction(async (tx) => {
    const { row, deposit } = await lockForStep(tx, user, input.id, 'buyer');
    check(customWorkflow, row.state as CustomState, input.action, row);
    const { values, files } = await valuesOf(tx, user, input, now);
    const moved = await takeCustomStep(tx, row, { action: input.action, actorId: user.userId, note: input.note, files, at: now }, () => values);
    await notifyPlatform(tx, moved, input.action, now, { reason: input.action === 'cancel' || input.action === 'decline' ? input.note : null });
    return closeWaitingDeposit(tx, moved, deposit, user.userId, now);
  });
  if (closed) await context.closeAtProviders(closed);
  return orderDetail(context, user, input.id);
}
