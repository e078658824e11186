import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../../http/route';
import type { CustomContext } from '../context';
import { buyerStep } from '../service/buyerSteps';
import { payCustomOrder } from '../service/payment';
import { platformStep } from '../service/platformSteps';

const { customization, customAdmin } = API;

/** The buyer's and the platform's steps, paying the deposit and the balance (helper S2). */
export function stepRoutes(app: FastifyInstance, context: CustomContext) {
  const stepping = { successMessage: MSG.customStepDone, rateLimit: { max: 60, timeWindow: '1 minute' } };
  route(app, customization.step, ({ input, user }) => buyerStep(context, user, input), stepping);
  route(app, customAdmin.step, ({ input, user }) => platformStep(context, user, input), stepping);
  route(app, customization.pay, ({ input, user }) => payCustomOrder(context, user, input.id), { rateLimit: { max: 30, timeWindow: '1 minute' } });
}
