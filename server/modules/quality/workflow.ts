import { MSG, type QualityApplicationAction, type QualityApplicationState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';

/** The subject of an application's steps in workflow_history. */
export const QUALITY_SUBJECT = 'qualityApplication';

/**
 * An application for the formal ranking: pending → approved (an auditor; the line is published) | rejected (an
 * auditor, with the reason); the applicant may correct a rejected application and resubmit it.
 */
export const applicationWorkflow = defineWorkflow<QualityApplicationState, QualityApplicationAction>(QUALITY_SUBJECT, [
  { action: 'approve', from: ['pending'], to: 'approved', by: 'auditor', refused: MSG.qualityApplicationState },
  { action: 'reject', from: ['pending'], to: 'rejected', by: 'auditor', refused: MSG.qualityApplicationState },
  { action: 'resubmit', from: ['rejected'], to: 'pending', by: 'owner', refused: MSG.qualityApplicationState },
]);
