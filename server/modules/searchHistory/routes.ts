import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { deleteAll, deleteOne, listHistory, saveHistory } from './repository';

const { searchHistory } = API;

export async function searchHistoryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, searchHistory.saveRecode, ({ input, user }) => saveHistory(db, user.userId, input.type, input.keyword, clock.now()));
  route(app, searchHistory.getRecode, ({ input, user }) => listHistory(db, user.userId, input.type, input.limit));
  route(
    app,
    searchHistory.delRecode,
    async ({ input, user }) => {
      if (input.all) await deleteAll(db, user.userId);
      else if (input.id === undefined) throw badRequest(MSG.validationFailed);
      else if (!(await deleteOne(db, user.userId, input.id))) throw notFound();
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
}
