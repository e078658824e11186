import type { FastifyInstance } from 'fastify';
import type { CustomContext } from '../context';

/** The request form's lists, saving a request, the lists, the detail and the contract PDF (helper S1). */
export function requestRoutes(app: FastifyInstance, context: CustomContext) {
  void app;
  void context;
}
