import type { z } from 'zod';
import { customAdmin, customPlatformStep, type CustomPlatformAction, type CustomPlatformStep } from '@contract/endpoints/customization';
import { MSG } from '@contract/messages';
import { zodRule } from '../../../../components/zodRule';
import { useAction } from '../../../../console/useAction';
import { message } from '../../../../providers/i18n';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A platform step of one order, without the order's id. */
export type PlatformStep = DistributiveOmit<CustomPlatformStep, 'id'>;

/** The contract's schema of one field of one platform step (a reason required for 'reject', a note for every step …). */
export function stepFieldRule(action: CustomPlatformAction, field: string) {
  const option = customPlatformStep.options.find((candidate) => candidate.shape.action.safeParse(action).success);
  const schema = (option?.shape as Record<string, z.ZodTypeAny> | undefined)?.[field];
  if (!schema) throw new Error(`no field ${field} in the step ${action}`);
  return zodRule(schema);
}

/**
 * One `DataManagement/custom/step` of this order: the server's answer shown as the success message, then every
 * query of the page reloads (the order, its timeline, the queue's counts). Answers whether it went through.
 */
export function usePlatformStep(id: number) {
  const step = useAction(customAdmin.step, { success: message(MSG.customStepDone), invalidates: 'all' });
  const run = async (input: PlatformStep) => (await step.run({ id, ...input } as CustomPlatformStep)) !== undefined;
  return { run, running: step.running };
}
