import type { FastifyInstance } from 'fastify';
import { API, MSG, type ContentKind } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { checkPage, pageId } from '../../plugins/pageChecks';
import { storageOf } from '../files/routes';
import { grantReads } from '../files/service';
import { isPublicArticle } from './repository/articles';
import * as articles from './service/articles';
import * as catalogues from './service/catalogues';
import * as reader from './service/public';

const { contentPublic: pub, contentAdmin: admin } = API;

// Pictures the platform's editors upload for publication are readable by anyone who has their (random) id, so the
// editor shows them before the article is published (README).
grantReads('contentPicture', async () => 'public');

export async function contentRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);

  route(app, pub.articlePage, ({ input, request }) => reader.listPublic(db, input, request.language, clock.now()));
  route(app, pub.articleDetail, ({ input, request }) => reader.detail(db, input.id, request.language, clock.now()));
  route(app, pub.page, ({ input, request }) => reader.page(db, input.slug, request.language, clock.now()));
  route(app, pub.catalogueTree, () => catalogues.tree(db));
  route(app, pub.covers, ({ request }) => reader.banners(db, request.language, clock.now()));

  route(app, admin.page, ({ input }) => articles.list(db, input));
  route(app, admin.get, ({ input }) => articles.get(db, input.id));
  route(app, admin.save, ({ input, user }) => articles.save(db, storage, user, input, clock.now()), { successMessage: MSG.contentSaved });
  route(app, admin.publish, ({ input }) => articles.publish(db, input.id, input.publishAt ? new Date(input.publishAt) : undefined, clock.now()), {
    successMessage: MSG.contentPublished,
  });
  route(app, admin.unpublish, ({ input }) => articles.unpublish(db, input.id, clock.now()), { successMessage: MSG.contentUnpublished });
  route(
    app,
    admin.remove,
    async ({ input }) => {
      await articles.remove(db, storage, input.id);
      return null;
    },
    { successMessage: MSG.contentDeleted },
  );
  route(app, admin.catalogueTree, () => catalogues.tree(db));
  route(app, admin.catalogueSave, ({ input }) => catalogues.save(db, input, clock.now()), { successMessage: MSG.contentSaved });
  route(
    app,
    admin.catalogueRemove,
    async ({ input }) => {
      await catalogues.remove(db, input.id);
      return null;
    },
    { successMessage: MSG.contentDeleted },
  );

  // The portal's detail pages answer HTTP 404 unless their article is public.
  const publicOf = (kinds: readonly ContentKind[]) => (id: string | null | undefined) => isPublicArticle(db, pageId(id), kinds, clock.now());
  const help = publicOf(['help', 'record']);
  const solution = publicOf(['solution']);
  const other = publicOf(['news', 'story', 'solution']);
  checkPage('/help/:id', (_db, params) => help(params.id));
  checkPage('/solution/:id', (_db, params) => solution(params.id));
  checkPage('/other/:id', (_db, params) => other(params.id));
  // The spec's `?id=` pages answer 200 without an id (the page says what is missing), 404 for an unknown one.
  const byQuery = (kinds: readonly ContentKind[]) => (_db: unknown, _params: unknown, query: URLSearchParams) =>
    query.has('id') ? publicOf(kinds)(query.get('id')) : Promise.resolve(true);
  checkPage('/other/journalismDetail', byQuery(['news']));
  checkPage('/other/storyDetail', byQuery(['story']));
  checkPage('/other/solutionDetail', byQuery(['solution']));
}
