import type { BoardGrade } from './compareRules';
import type { GradeSummary } from './types';

/** What the comparison board keeps of a grade. */
export const toBoardGrade = (grade: Pick<GradeSummary, 'id' | 'type' | 'name' | 'standard'>): BoardGrade => ({
  id: grade.id,
  type: grade.type,
  name: grade.name,
  standard: grade.standard.code,
});
