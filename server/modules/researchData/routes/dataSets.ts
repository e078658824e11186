import type { FastifyInstance } from 'fastify';
import type { ResearchContext } from '../context';

export function dataSetRoutes(app: FastifyInstance, context: ResearchContext) {
  void app;
  void context;
}
