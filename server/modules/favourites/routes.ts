import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { addFavourite, listFavourites, removeFavourite } from './service';

/** myData collections: the caller's favourite grades. */
const { collections } = API;

export async function favouritesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, collections.listCollection, ({ input, user }) => listFavourites(db, user.userId, input));
  route(app, collections.saveCollection, ({ input, user }) => addFavourite(db, user.userId, input.gradeId, clock.now()), {
    successMessage: MSG.saveSuccessful,
  });
  route(app, collections.deleteCollection, ({ input, user }) => removeFavourite(db, user.userId, input.gradeId).then(() => null), {
    successMessage: MSG.deleteSuccessful,
  });
}
