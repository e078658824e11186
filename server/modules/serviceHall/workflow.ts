import { MSG, type ServiceAction, type ServiceState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';
import { SERVICE_SUBJECT } from './repository/offers';

/**
 * The review of a service offer (the recommended products' review): draft → pending → approved (in the hall) |
 * rejected (the reason is shown; the company edits and submits again). Revising an approved offer takes it back to
 * draft, so the hall only ever shows what an auditor approved. Nothing changes while the offer is under review.
 */
export const serviceWorkflow = defineWorkflow<ServiceState, ServiceAction>(SERVICE_SUBJECT, [
  { action: 'edit', from: ['draft', 'rejected'], by: 'owner', refused: MSG.serviceUnderReview },
  { action: 'revise', from: ['approved'], to: 'draft', by: 'owner', refused: MSG.serviceUnderReview },
  { action: 'delete', from: ['draft', 'rejected', 'approved'], by: 'owner', refused: MSG.serviceUnderReview },
  { action: 'submit', from: ['draft', 'rejected'], to: 'pending', by: 'owner', refused: MSG.serviceNotSubmittable },
  { action: 'approve', from: ['pending'], to: 'approved', by: 'auditor', refused: MSG.serviceNotPending },
  { action: 'reject', from: ['pending'], to: 'rejected', by: 'auditor', refused: MSG.serviceNotPending },
]);
