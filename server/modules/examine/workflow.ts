import { MSG, type KitAction, type KitState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';
import { KIT_SUBJECT } from './repository/kits';

/**
 * A user's test kit (spec §4): private → pending (publish: under review) → approved (public) | rejected (the
 * reason is shown). The owner revokes a publication (pending | approved → revoked) and may publish again from
 * rejected or revoked. Saving an approved kit is the `resubmit` step back to pending, so the public only ever
 * sees what an auditor approved; saving in any other state keeps it (a pending kit stays under review with the
 * change). Deleting is refused while pending (service: kitNotDeletable). Platform kits have no workflow.
 */
export const kitWorkflow = defineWorkflow<KitState, KitAction>(KIT_SUBJECT, [
  { action: 'publish', from: ['private', 'rejected', 'revoked'], to: 'pending', by: 'owner', refused: MSG.kitNotPublishable },
  { action: 'revoke', from: ['pending', 'approved'], to: 'revoked', by: 'owner', refused: MSG.kitNotRevocable },
  { action: 'resubmit', from: ['approved'], to: 'pending', by: 'owner', refused: MSG.kitNotPublishable },
  { action: 'approve', from: ['pending'], to: 'approved', by: 'auditor', refused: MSG.kitNotPending },
  { action: 'reject', from: ['pending'], to: 'rejected', by: 'auditor', refused: MSG.kitNotPending },
]);
