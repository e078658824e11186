import type { FastifyInstance } from 'fastify';
import type { ResearchContext } from '../context';

export function sharingRoutes(app: FastifyInstance, context: ResearchContext) {
  void app;
  void context;
}
