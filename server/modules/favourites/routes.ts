import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { addFavourite, listFavourites, removeFavourite } from './repository';

/** myData collections: the caller's favourite grades (every query scoped to the caller). */
const { collections } = API;

export async function favouritesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, collections.listCollection, ({ input, user }) => listFavourites(db, user.userId, input));
  route(
    app,
    collections.saveCollection,
    async ({ input, user }) => {
      const favourite = await addFavourite(db, user.userId, input.gradeId, clock.now());
      if (!favourite) throw notFound();
      return favourite;
    },
    { successMessage: MSG.saveSuccessful },
  );
  route(
    app,
    collections.deleteCollection,
    async ({ input, user }) => {
      if (!(await removeFavourite(db, user.userId, input.gradeId))) throw notFound();
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
}
