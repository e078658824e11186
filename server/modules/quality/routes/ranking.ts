import type { FastifyInstance } from 'fastify';
import type { QualityContext } from '../context';

/** The public ranking: method, categories, enterprise and line rankings, a line's detail, its report (helper A). */
export function rankingRoutes(app: FastifyInstance, context: QualityContext) {
  void app;
  void context;
}
