import { MSG, type LaboratoryAction, type LaboratoryState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';
import { badRequest } from '../../http/errors';
import { LABORATORY_SUBJECT, type LaboratoryRow } from './repository/applications';

/** What submitting looks at: the application's own fields and how many items it has. */
export interface SubmitCheck {
  row: Pick<LaboratoryRow, 'name' | 'introduction' | 'contactName' | 'contactPhone' | 'city' | 'qualifications'>;
  capabilityCount: number;
}

/** The first thing an application still lacks before it may be submitted (spec §5 'At least one item must be kept'). */
function missing({ row, capabilityCount }: SubmitCheck) {
  if (!row.name) return badRequest(MSG.laboratoryNameRequired);
  if (!row.introduction) return badRequest(MSG.laboratoryIntroductionRequired);
  if (!row.contactName) return badRequest(MSG.laboratoryContactRequired);
  if (!row.contactPhone) return badRequest(MSG.laboratoryPhoneRequired);
  if (!row.city) return badRequest(MSG.laboratoryCityRequired);
  if (row.qualifications.length === 0) return badRequest(MSG.laboratoryQualificationRequired);
  if (capabilityCount === 0) return badRequest(MSG.laboratoryCapabilityRequired);
  return undefined;
}

/**
 * Laboratory entry: draft → pending (submitted: locked, spec §5) → approved (published) | rejected (the reason is
 * shown; the laboratory edits and submits again). An approved laboratory stays as approved: its entry is closed.
 * Every change of the application (its fields, items, instruments) is the `edit` step.
 */
export const laboratoryWorkflow = defineWorkflow<LaboratoryState, LaboratoryAction, SubmitCheck>(LABORATORY_SUBJECT, [
  { action: 'edit', from: ['draft', 'rejected'], by: 'owner', refused: MSG.laboratoryLocked },
  { action: 'submit', from: ['draft', 'rejected'], to: 'pending', by: 'owner', refused: MSG.laboratoryLocked, guard: missing },
  { action: 'approve', from: ['pending'], to: 'approved', by: 'auditor', refused: MSG.laboratoryNotPending },
  { action: 'reject', from: ['pending'], to: 'rejected', by: 'auditor', refused: MSG.laboratoryNotPending },
]);
