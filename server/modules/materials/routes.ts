import type { FastifyInstance } from 'fastify';
import { MATERIAL_TYPES, materialsApi } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import * as materials from './service';

/** The same seven calls for each material type: steelName, weldingMetal, alloyName (spec §7). */
export async function materialsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const facetCache: materials.FacetCache = new Map();
  for (const type of MATERIAL_TYPES) {
    const api = materialsApi[type];
    route(app, api.search, ({ input, user }) => materials.search(db, type, input, user?.userId ?? null, clock.now()));
    route(app, api.detail, ({ input, user, request }) => materials.detail(db, type, input.id, user?.userId ?? null, request.ip, clock.now()));
    route(app, api.standDetail, ({ input }) => materials.standDetail(db, type, input.id));
    route(app, api.materialProperties, ({ input }) =>
      materials.materialProperties(db, type, input.id, { condition: input.condition, thickness: input.thickness }),
    );
    route(app, api.conditions, ({ input }) => materials.conditions(db, type, input.id));
    route(app, api.comparison, ({ input, user }) => materials.comparison(db, type, input.ids, user?.userId ?? null));
    route(app, api.getSpecExtend, ({ input }) => materials.facetsOf(db, facetCache, type, input.keyword));
  }
}
