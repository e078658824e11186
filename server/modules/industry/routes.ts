import type { FastifyInstance } from 'fastify';
import { API, INDUSTRY_KINDS, INDUSTRY_PATHS, MSG, PERMISSIONS, type IndustryKind } from '@contract';
import { allows } from '@contract/ability';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { checkPage, pageId } from '../../plugins/pageChecks';
import { storageOf } from '../files/routes';
import { grantReads } from '../files/service';
import { isEntryPicture, isPublic, isPublishedPicture } from './repository';
import * as service from './service';

const { industryAdmin: admin, industryRequests: requests } = API;
const KIND_API = { industrial: API.industryApplications, digital: API.industryTraining, expert: API.industryExperts } as const;

// The cover and body pictures of a published entry are everyone's; those of drafts are the administrators' (registered once).
grantReads('contentPicture', async (db, user, file) => {
  if (await isPublishedPicture(db, file.id)) return 'public';
  if (user && allows(user.ability, PERMISSIONS.contentManage) && (await isEntryPicture(db, file.id))) return 'private';
  return undefined;
});

const REQUESTS = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export async function industryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;

  for (const kind of INDUSTRY_KINDS) registerKind(app, deps, kind);

  route(app, admin.page, ({ input }) => service.listAdmin(db, input));
  route(app, admin.get, ({ input }) => service.getAdmin(db, input.id));
  route(app, admin.publish, ({ input }) => service.publish(db, input.id, input.publishAt, clock.now()), { successMessage: MSG.contentPublished });
  route(app, admin.unpublish, ({ input }) => service.unpublish(db, input.id, clock.now()), { successMessage: MSG.contentUnpublished });

  route(app, requests.mine, ({ input, user, request }) => service.myRequests(db, user, input, request.language));
  route(app, requests.page, ({ input, request }) => service.allRequests(db, input, request.language));
  route(app, requests.handle, ({ input, user, request }) => service.handle(db, user, input.id, request.language, clock.now()), {
    successMessage: MSG.industryRequestDone,
  });
}

/**
 * One kind's calls, and its landing page's check: `/industryApp` answers 200, `/industryApp?id=` 404 unless
 * that entry is published (the list pages take no id).
 */
function registerKind(app: FastifyInstance, deps: AppDeps, kind: IndustryKind) {
  const { db, clock } = deps;
  const storage = storageOf(deps);
  const calls = KIND_API[kind];
  route(app, calls.list, ({ input, request }) => service.listPublic(db, kind, input, request.language, clock.now()));
  route(app, calls.detail, ({ input, request }) => service.publicDetail(db, kind, input.id, request.language, clock.now()));
  route(app, calls.save, ({ input, user }) => service.save(db, storage, user, input, clock.now()), { successMessage: MSG.contentSaved });
  route(
    app,
    calls.remove,
    async ({ input }) => {
      await service.remove(db, storage, kind, input.id);
      return null;
    },
    { successMessage: MSG.contentDeleted },
  );
  route(app, calls.apply, ({ input, user, request }) => service.apply(db, user, kind, input, request.language, clock.now()), {
    successMessage: MSG.industryRequestSent,
    ...REQUESTS,
  });
  checkPage(INDUSTRY_PATHS[kind].landing, async (pageDb, _params, query) => {
    if (!query.has('id')) return true;
    const id = pageId(query.get('id'));
    return id !== undefined && isPublic(pageDb, kind, id, clock.now());
  });
}
