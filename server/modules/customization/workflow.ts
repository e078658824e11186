import { MSG, type CustomAction, type CustomState } from '@contract';
import { conflict } from '../../http/errors';
import { defineWorkflow } from '../../workflow/machine';
import type { CustomOrderRow } from './repository/orders';

export const CUSTOM_SUBJECT = 'customOrder';

/** The milestone recorded next while executing: the first not done (plan, labRnd, production, testing, delivery). */
export const nextMilestoneOf = (row: Pick<CustomOrderRow, 'milestones'>) => row.milestones.find((milestone) => !milestone.doneAt) ?? null;

const milestoneNext = (code: string) => (row: CustomOrderRow) =>
  nextMilestoneOf(row)?.code === code ? undefined : conflict(MSG.customMilestoneOrder);

/**
 * A customization order (contract/endpoints/customization.ts has the picture). The buyer ('owner') edits its
 * request under pre-review, cancels until executing starts, accepts or declines a set offer, uploads its signed
 * contract and evaluates the delivery. The platform ('auditor') reviews, offers, draws the contract up, uploads
 * its signed copy, may cancel the contract, and records the milestones through delivery. The ledger ('system')
 * pays the deposit (which starts executing) and the balance (which delivery waits for). Steps without `to` keep
 * the state and are still timeline rows (service/steps.ts).
 */
export const customWorkflow = defineWorkflow<CustomState, CustomAction, CustomOrderRow>(CUSTOM_SUBJECT, [
  { action: 'edit', from: ['preReview'], by: 'owner', refused: MSG.customStateRefused },
  { action: 'cancel', from: ['preReview', 'offer', 'contract'], to: 'cancelled', by: 'owner', refused: MSG.customNotCancellable },
  {
    action: 'accept',
    from: ['offer'],
    to: 'contract',
    by: 'owner',
    refused: MSG.customStateRefused,
    guard: (row) => (row.offeredAt ? undefined : conflict(MSG.customOfferMissing)),
  },
  {
    action: 'decline',
    from: ['offer'],
    to: 'cancelled',
    by: 'owner',
    refused: MSG.customStateRefused,
    guard: (row) => (row.offeredAt ? undefined : conflict(MSG.customOfferMissing)),
  },
  {
    action: 'signBuyer',
    from: ['contract'],
    by: 'owner',
    refused: MSG.customStateRefused,
    guard: (row) => (row.contractDrawnAt ? undefined : conflict(MSG.customContractNotDrawn)),
  },
  { action: 'evaluate', from: ['delivered'], to: 'evaluated', by: 'owner', refused: MSG.customStateRefused },

  { action: 'pass', from: ['preReview'], to: 'offer', by: 'auditor', refused: MSG.customStateRefused },
  { action: 'reject', from: ['preReview'], to: 'rejected', by: 'auditor', refused: MSG.customStateRefused },
  { action: 'setOffer', from: ['offer'], by: 'auditor', refused: MSG.customStateRefused },
  { action: 'drawUp', from: ['contract'], by: 'auditor', refused: MSG.customStateRefused },
  {
    action: 'signPlatform',
    from: ['contract'],
    by: 'auditor',
    refused: MSG.customStateRefused,
    guard: (row) => (row.contractDrawnAt ? undefined : conflict(MSG.customContractNotDrawn)),
  },
  { action: 'cancelContract', from: ['contract'], to: 'cancelled', by: 'auditor', refused: MSG.customStateRefused },
  { action: 'planDone', from: ['executing'], by: 'auditor', refused: MSG.customStateRefused, guard: milestoneNext('plan') },
  { action: 'labDone', from: ['executing'], by: 'auditor', refused: MSG.customStateRefused, guard: milestoneNext('labRnd') },
  { action: 'productionDone', from: ['executing'], by: 'auditor', refused: MSG.customStateRefused, guard: milestoneNext('production') },
  { action: 'testingDone', from: ['executing'], by: 'auditor', refused: MSG.customStateRefused, guard: milestoneNext('testing') },
  {
    action: 'deliver',
    from: ['executing'],
    to: 'delivered',
    by: 'auditor',
    refused: MSG.customStateRefused,
    guard: (row) =>
      milestoneNext('delivery')(row) ??
      (row.balancePaidAt || row.depositAmount === row.totalAmount ? undefined : conflict(MSG.customBalanceUnpaid)),
  },

  {
    action: 'payDeposit',
    from: ['contract'],
    to: 'executing',
    by: 'system',
    refused: MSG.customStateRefused,
    guard: (row) => (row.buyerSignedFileId && row.platformSignedFileId ? undefined : conflict(MSG.customContractUnsigned)),
  },
  {
    action: 'payBalance',
    from: ['executing'],
    by: 'system',
    refused: MSG.customStateRefused,
    guard: (row) => (nextMilestoneOf(row)?.code === 'delivery' && !row.balancePaidAt ? undefined : conflict(MSG.customNothingToPay)),
  },
]);
