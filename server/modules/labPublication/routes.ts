import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import { fileRoute } from '../../http/fileRoute';
import type { AppDeps } from '../../deps';
import { storageOf } from '../files/routes';
import { grantReads } from '../files/service';
import { isPublishedFile } from './repository';
import * as service from './service';

const { labPublicationPublic: pub, labPublicationManage: manage } = API;

// The pictures and files of what approved laboratories publish are everyone's to read (registered once).
grantReads('labPicture', async (db, _user, file) => ((await isPublishedFile(db, file.id, 'picture')) ? 'public' : undefined));
grantReads('labFile', async (db, _user, file) => ((await isPublishedFile(db, file.id, 'file')) ? 'public' : undefined));

const DOWNLOADS = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function labPublicationRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);

  route(app, pub.casePage, ({ input }) => service.listPublic(db, 'case', input));
  route(app, pub.caseDetail, ({ input }) => service.publicDetail(db, 'case', input.id));
  route(app, pub.drawingPage, ({ input }) => service.listPublic(db, 'drawing', input));
  fileRoute(app, pub.drawingDownload, ({ input }) => service.download(db, storage, 'drawing', input.id), DOWNLOADS);
  route(app, pub.personPage, ({ input }) => service.listPublic(db, 'person', input));
  route(app, pub.personDetail, ({ input }) => service.publicDetail(db, 'person', input.id));
  route(app, pub.documentPage, ({ input }) => service.listPublic(db, 'document', input));
  route(app, pub.documentDetail, ({ input }) => service.publicDetail(db, 'document', input.id));
  fileRoute(app, pub.documentDownload, ({ input }) => service.download(db, storage, 'document', input.id), DOWNLOADS);

  route(app, manage.page, ({ input, user }) => service.listOwn(db, user, input));
  route(app, manage.get, ({ input, user }) => service.getOwn(db, user, input.id));
  route(app, manage.save, ({ input, user }) => service.save(db, storage, user, input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(
    app,
    manage.remove,
    async ({ input, user }) => {
      await service.remove(db, storage, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
}
