import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { hotCategories, hotGrades, hotKeywords } from './repository';

const { hotData } = API;
/** Hot lists count what happened over the last 30 days. */
const WINDOW_MS = 30 * 86400 * 1000;

export async function hotDataRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const since = () => new Date(deps.clock.now().getTime() - WINDOW_MS);
  route(app, hotData.listHotSteel, ({ input }) => hotGrades(deps.db, since(), input.type ?? 'steel', input.limit));
  route(app, hotData.listHotBrand, ({ input }) => hotGrades(deps.db, since(), input.type, input.limit));
  route(app, hotData.listHotKeywords, ({ input }) => hotKeywords(deps.db, since(), input.type, input.limit));
  route(app, hotData.listHotPurpose, ({ input }) => hotCategories(deps.db, since(), input.type, input.limit));
}
