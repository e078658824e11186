import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import { fileRoute } from '../../http/fileRoute';
import type { AppDeps } from '../../deps';
import { checkPage, pageId } from '../../plugins/pageChecks';
import { storageOf } from '../files/routes';
import { check } from './service/check';
import * as directories from './service/directories';
import { generate } from './service/generate';
import * as parts from './service/parts';
import * as templates from './service/templates';

const { docPublic: pub, docAdmin: admin, standardParts } = API;

// A template's page answers 404 unless the template is published; a standard's page unless it has rows.
checkPage('/tempDoc/detail', async (db, _params, query) => {
  if (!query.has('id')) return true; // the page without an id says what to look for
  const id = pageId(query.get('id'));
  return id !== undefined && (await templates.isPublished(db, id));
});
checkPage('/commonParts/details', async (db, _params, query) => {
  if (!query.has('standard')) return true;
  const standardNo = query.get('standard');
  return !!standardNo && standardNo.length <= 40 && (await parts.standardExists(db, standardNo));
});

const HEAVY = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Document templates (`tui`) and standard parts (`dm`), issue 19. */
export async function documentsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);

  route(app, pub.dir, () => directories.publicTree(db));
  route(app, pub.search, ({ input }) => templates.search(db, input));
  route(app, pub.produceDetail, ({ input }) => templates.publicDetail(db, input.id));
  fileRoute(app, pub.fileGener, ({ input, user }) => generate(db, user, input, clock.now()), HEAVY);
  route(app, pub.fileCheck, ({ input, user }) => check(db, storage, user, input.id, input.fileId), HEAVY);

  route(app, admin.dirTree, () => directories.adminTree(db));
  route(app, admin.dirSave, ({ input }) => directories.save(db, input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(
    app,
    admin.dirRemove,
    async ({ input }) => {
      await directories.remove(db, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
  route(app, admin.page, ({ input }) => templates.adminPage(db, input));
  route(app, admin.get, ({ input }) => templates.adminGet(db, input.id));
  route(app, admin.save, ({ input, user }) => templates.save(db, user, input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(app, admin.publish, ({ input }) => templates.setState(db, input.id, 'published', clock.now()), { successMessage: MSG.docPublished });
  route(app, admin.unpublish, ({ input }) => templates.setState(db, input.id, 'draft', clock.now()), { successMessage: MSG.docUnpublished });
  route(
    app,
    admin.remove,
    async ({ input }) => {
      await templates.remove(db, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );

  route(app, standardParts.getList, ({ input }) => parts.list(db, input));
  route(app, standardParts.getDetail, ({ input }) => parts.detail(db, input.standardNo));
  route(app, standardParts.families, () => parts.families(db));
}
