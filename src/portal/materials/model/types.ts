import type { z } from 'zod';
import type { compositionValue, gradeDetail, gradeSummary, mechanicalValue } from '@contract/endpoints/materials';

/** Types of the materials contract used across the feature (types only: no zod at run time). */
export type GradeSummary = z.infer<typeof gradeSummary>;
export type GradeDetail = z.infer<typeof gradeDetail>;
export type CompositionValue = z.infer<typeof compositionValue>;
export type MechanicalValue = z.infer<typeof mechanicalValue>;
