import { MSG, type PublicationAction, type PublicationState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';

/** The subject of a data set's publication steps in workflow_history. */
export const RESEARCH_SUBJECT = 'researchData';

/**
 * A data set's publication as a data product (spec §3): unpublished → pending (the owner applies) → published
 * (an auditor approves) | rejected (an auditor refuses, with the reason; the owner may apply again). The owner may
 * revoke a pending or published publication at any time (back to unpublished); recycling a data set does so too.
 */
export const publicationWorkflow = defineWorkflow<PublicationState, PublicationAction>(RESEARCH_SUBJECT, [
  { action: 'apply', from: ['unpublished', 'rejected'], to: 'pending', by: 'owner', refused: MSG.researchPublicationState },
  { action: 'approve', from: ['pending'], to: 'published', by: 'auditor', refused: MSG.researchPublicationState },
  { action: 'reject', from: ['pending'], to: 'rejected', by: 'auditor', refused: MSG.researchPublicationState },
  { action: 'revoke', from: ['pending', 'published'], to: 'unpublished', by: 'owner', refused: MSG.researchPublicationState },
]);
