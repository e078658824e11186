import type { FastifyInstance } from 'fastify';
import type { QualityContext } from '../context';

/** Applications for the formal ranking and their review (helper C). */
export function applicationRoutes(app: FastifyInstance, context: QualityContext) {
  void app;
  void context;
}
