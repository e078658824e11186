import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { deleteHistory, listHistory, saveHistory } from './service';

const { searchHistory } = API;

export async function searchHistoryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, searchHistory.saveRecode, ({ input, user }) => saveHistory(db, user.userId, input.type, input.keyword, clock.now()));
  route(app, searchHistory.getRecode, ({ input, user }) => listHistory(db, user.userId, input.type, input.limit));
  route(app, searchHistory.delRecode, ({ input, user }) => deleteHistory(db, user.userId, input).then(() => null), {
    successMessage: MSG.deleteSuccessful,
  });
}
