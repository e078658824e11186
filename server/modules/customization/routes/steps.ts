import type { FastifyInstance } from 'fastify';
import type { CustomContext } from '../context';

/** The buyer's and the platform's steps, paying the deposit and the balance (helper S2). */
export function stepRoutes(app: FastifyInstance, context: CustomContext) {
  void app;
  void context;
}
