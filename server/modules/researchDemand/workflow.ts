import { MSG, type DemandAction, type DemandState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';
import { DEMAND_SUBJECT } from './repository';

/**
 * A research demand: open → quoted (the first quote) → accepted (the owner accepts one quote and its order opens)
 * → paid (the ledger tells us); open | quoted → closed by the owner or an administrator (reason).
 *
 * Who takes a step: `owner` is the demand's owner, `auditor` a demand administrator, `system` what follows from
 * someone else's act: a laboratory's quote (the service offers `quote` to approved laboratories, see
 * `labActions`) and the paid order. Every quote, also one that keeps the state, is written to the history.
 */
export const demandWorkflow = defineWorkflow<DemandState, DemandAction>(DEMAND_SUBJECT, [
  { action: 'quote', from: ['open', 'quoted'], to: 'quoted', by: 'system', refused: MSG.demandNotOpen },
  { action: 'accept', from: ['quoted'], to: 'accepted', by: 'owner', refused: MSG.demandNotAcceptable },
  // Opening (again, after 30 minutes unpaid) the accepted quote's order keeps the state.
  { action: 'pay', from: ['accepted'], by: 'owner', refused: MSG.demandNotAcceptable },
  { action: 'paid', from: ['accepted'], to: 'paid', by: 'system', refused: MSG.demandNotAcceptable },
  { action: 'close', from: ['open', 'quoted'], to: 'closed', by: 'owner', refused: MSG.demandNotClosable },
  { action: 'adminClose', from: ['open', 'quoted'], to: 'closed', by: 'auditor', refused: MSG.demandNotClosable },
]);
