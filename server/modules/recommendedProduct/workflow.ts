import { MSG, type ProductAction, type ProductState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';
import { PRODUCT_SUBJECT } from './repository';

/**
 * The review of a recommended product: draft → pending → approved (public) | rejected (the reason is shown; the
 * company edits and submits again). Revising an approved product takes it back to draft, so the public only ever
 * sees what an auditor approved. Nothing changes while the product is under review.
 */
export const productWorkflow = defineWorkflow<ProductState, ProductAction>(PRODUCT_SUBJECT, [
  { action: 'edit', from: ['draft', 'rejected'], by: 'owner', refused: MSG.productUnderReview },
  { action: 'revise', from: ['approved'], to: 'draft', by: 'owner', refused: MSG.productUnderReview },
  { action: 'delete', from: ['draft', 'rejected', 'approved'], by: 'owner', refused: MSG.productUnderReview },
  { action: 'submit', from: ['draft', 'rejected'], to: 'pending', by: 'owner', refused: MSG.productNotSubmittable },
  { action: 'approve', from: ['pending'], to: 'approved', by: 'auditor', refused: MSG.productNotPending },
  { action: 'reject', from: ['pending'], to: 'rejected', by: 'auditor', refused: MSG.productNotPending },
]);
