import { z } from 'zod';

/**
 * One step of a document's workflow history (server/workflow): who moved it from which state to which, when,
 * and with what note (a rejection's reason). Every workflow module answers its history in this shape.
 */
export const workflowStep = z.object({
  id: z.number().int(),
  action: z.string(),
  fromState: z.string(),
  toState: z.string(),
  note: z.string().nullable(),
  operator: z.string().nullable(),
  createTime: z.string(),
});
export type WorkflowStep = z.infer<typeof workflowStep>;
