import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, MATERIAL_TYPES, materialSearch, materialsApi } from '@contract';
import { fileRoute } from '../../http/fileRoute';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { datasheetPdf } from './datasheet';
import * as materials from './service';

/** The same seven calls for each material type: steelName, weldingMetal, alloyName (spec §7). */
export async function materialsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const facetCache: materials.FacetCache = new Map();
  for (const type of MATERIAL_TYPES) {
    const api = materialsApi[type];
    route(app, api.search, ({ input, user }) => materials.search(db, type, input, user?.userId ?? null, clock.now()));
    route(app, api.detail, ({ input, user, request }) => materials.detail(db, type, input.id, user?.userId ?? null, request.ip, clock.now(), request.language));
    route(app, api.standDetail, ({ input }) => materials.standDetail(db, type, input.id));
    route(app, api.materialProperties, ({ input, request }) =>
      materials.materialProperties(db, type, input.id, { condition: input.condition, thickness: input.thickness }, request.language),
    );
    route(app, api.conditions, ({ input }) => materials.conditions(db, type, input.id));
    fileRoute(app, api.datasheet, async ({ input, request }) => {
      const { fileName, body } = await datasheetPdf(db, type, input.id, request.language, clock.now());
      return { contentType: 'application/pdf', body, headers: { 'content-disposition': `attachment; filename="${fileName}"` } };
    });
    route(app, api.comparison, ({ input, user, request }) => materials.comparison(db, type, input.ids, user?.userId ?? null, request.language));
    route(app, api.getSpecExtend, ({ input }) => materials.facetsOf(db, facetCache, type, input.keyword));
  }
  // Across every type (issue 22): the same search and facets without a type, and suggestions as one types.
  route(app, materialSearch.search, ({ input, user }) => materials.search(db, undefined, input, user?.userId ?? null, clock.now()));
  route(app, materialSearch.getSpecExtend, ({ input }) => materials.facetsOf(db, facetCache, undefined, input.keyword));
  route(app, materialSearch.suggest, ({ input }) => materials.suggest(db, input.q, input.lang ?? DEFAULT_LANGUAGE));
}
