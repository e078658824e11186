import { MSG, type EnterpriseGradeState, type GradeAction } from '@contract';
import { badRequest } from '../../http/errors';
import { defineWorkflow } from '../../workflow/machine';
import { GRADE_SUBJECT, type GradeRow } from './repository';

/** A grade goes public only with at least one composition row and one property. */
const complete = (grade: GradeRow) =>
  (grade.composition as unknown[]).length === 0 || (grade.mechanical as unknown[]).length === 0 ? badRequest(MSG.gradeIncomplete) : undefined;

/**
 * The public application of an enterprise-standard grade: draft → pending → approved | rejected (the company may
 * change a rejected grade and apply again); repealing the standard takes approved grades out of the catalogue
 * (repealed) and pending ones back to draft (withdraw).
 */
export const gradeWorkflow = defineWorkflow<EnterpriseGradeState, GradeAction, GradeRow>(GRADE_SUBJECT, [
  { action: 'edit', from: ['draft', 'rejected'], by: 'owner', refused: MSG.gradeLocked },
  { action: 'delete', from: ['draft', 'rejected'], by: 'owner', refused: MSG.gradeLocked },
  { action: 'submit', from: ['draft', 'rejected'], to: 'pending', by: 'owner', refused: MSG.gradeLocked, guard: complete },
  { action: 'approve', from: ['pending'], to: 'approved', by: 'auditor', refused: MSG.gradeNotPending },
  { action: 'reject', from: ['pending'], to: 'rejected', by: 'auditor', refused: MSG.gradeNotPending },
  { action: 'repeal', from: ['approved'], to: 'repealed', by: 'owner', refused: MSG.standardNotRepealable },
  { action: 'withdraw', from: ['pending'], to: 'draft', by: 'owner', refused: MSG.gradeNotPending },
]);
