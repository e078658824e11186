import type { FastifyInstance } from 'fastify';
import type { QualityContext } from '../context';

/** Templates, uploads and simulated scores (helper B). */
export function simulationRoutes(app: FastifyInstance, context: QualityContext) {
  void app;
  void context;
}
