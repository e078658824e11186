import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** (issue 19) — the owner of this module registers its contract endpoints here. */
export async function industryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  void app;
  void deps;
}
