import type { FastifyInstance } from 'fastify';
import { MATERIAL_TYPES, materialsApi } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { materialsService } from './service';

/** The same seven calls for each material type: steelName, weldingMetal, alloyName (spec §7). */
export async function materialsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const materials = materialsService(deps);
  for (const type of MATERIAL_TYPES) {
    const api = materialsApi[type];
    route(app, api.search, ({ input, user }) => materials.search(type, input, user?.userId ?? null));
    route(app, api.detail, ({ input, user, request }) => materials.detail(type, input.id, user?.userId ?? null, request.ip));
    route(app, api.standDetail, ({ input }) => materials.standDetail(type, input.id));
    route(app, api.materialProperties, ({ input }) =>
      materials.materialProperties(type, input.id, { condition: input.condition, thickness: input.thickness }),
    );
    route(app, api.conditions, ({ input }) => materials.conditions(type, input.id));
    route(app, api.comparison, ({ input, user }) => materials.comparison(type, input.ids, user?.userId ?? null));
    route(app, api.getSpecExtend, ({ input }) => materials.facets(type, input.keyword));
  }
}
