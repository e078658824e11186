import type { FastifyInstance } from 'fastify';
import type { ResearchContext } from '../context';

export function importRoutes(app: FastifyInstance, context: ResearchContext) {
  void app;
  void context;
}
