import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { hotCategories, hotGrades, hotKeywords } from './service';

const { hotData } = API;

export async function hotDataRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, hotData.listHotSteel, ({ input }) => hotGrades(db, clock.now(), input.type ?? 'steel', input.limit));
  route(app, hotData.listHotBrand, ({ input }) => hotGrades(db, clock.now(), input.type, input.limit));
  route(app, hotData.listHotKeywords, ({ input }) => hotKeywords(db, clock.now(), input.type, input.limit));
  route(app, hotData.listHotPurpose, ({ input }) => hotCategories(db, clock.now(), input.type, input.limit));
}
