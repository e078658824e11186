import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { storageOf } from '../files/routes';
import { listTitles } from '../payment/service/invoices';
import { linkSigner } from './links';
import { listTypes, pageItems } from './repository';
import * as service from './service';

const { library, libraryPayment, libraryAdmin } = API;

export async function libraryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);
  const links = linkSigner(deps.linkSecret);

  route(app, library.listLibraryTypes, () => listTypes(db));
  route(app, library.pageTechnology, ({ input }) => pageItems(db, input, true));
  route(app, library.getTechnology, ({ input, user }) => service.itemDetail(db, user, input.id, clock.now()));
  route(app, library.getFileDownload, ({ input, user }) => service.fileLink(db, links, user, input.id, clock.now()));
  route(app, library.getFileDownload2, ({ input, user }) => service.previewLink(db, links, user, input.id, clock.now()));
  route(app, library.listAddress, ({ user }) => service.addressesFor(db, user));
  route(app, library.getInvoice, ({ user }) => listTitles(db, user));
  route(app, library.saveLibraryOrder, ({ input, user }) => service.orderDocument(db, user, input.id, clock.now()));
  route(app, library.pageDocumentOrder, ({ input, user }) => service.pageOwnOrders(db, user, input));
  route(app, libraryPayment.saveLibraryOrder, ({ input, user }) => service.orderDocument(db, user, input.id, clock.now()));
  route(app, libraryPayment.saveBooksOrder, ({ input, user }) => service.orderBooks(db, user, input, clock.now()));

  route(app, libraryAdmin.page, ({ input }) => pageItems(db, input, false));
  route(app, libraryAdmin.detail, ({ input }) => service.adminDetail(db, input.id));
  route(app, libraryAdmin.save, ({ input, user }) => service.saveItem(db, storage, user, input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(
    app,
    libraryAdmin.remove,
    async ({ input }) => {
      await service.deleteItem(db, storage, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );

  // The signed link itself: outside the contract (the link is the credential), a PDF or the envelope's refusal.
  app.get<{ Querystring: { token?: string } }>(
    '/atsteel/library/file',
    { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const answer = await service.download(db, storage, links, String(request.query.token ?? ''), clock.now());
      return reply.headers(answer.headers ?? {}).type(answer.contentType).send(answer.body);
    },
  );
}
