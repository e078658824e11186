import type { FastifyInstance } from 'fastify';
import { API, allows, MSG, PERMISSIONS } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { checkPage, pageId } from '../../plugins/pageChecks';
import { storageOf } from '../files/routes';
import { grantReads } from '../files/service';
import { findBrand, findPublic } from './repository/public';
import * as audit from './service/audit';
import * as own from './service/own';
import * as hall from './service/public';

const { serviceHall, myServiceOffers, serviceAudit } = API;

// An offer's picture: everyone's once the offer is approved; the auditors' while it waits for review (its company
// reads it as the uploader's company, registered once).
grantReads('servicePicture', async (db, user, file) => {
  if (await hall.isPublicPicture(db, file.id)) return 'public';
  if (user && allows(user.ability, PERMISSIONS.serviceAudit) && (await hall.isPictureUnderReview(db, file.id))) return 'private';
  return undefined;
});

// Pages naming an offer or a brand: unknown, unapproved ones answer HTTP 404; the bare `?id=` pages say what is missing.
const offerExists = async (db: Parameters<Parameters<typeof checkPage>[1]>[0], raw: string | null | undefined) => {
  const id = pageId(raw);
  return id !== undefined && (await findPublic(db, id)) !== undefined;
};
checkPage('/allServer/:id', (db, { id }) => offerExists(db, id));
for (const path of ['/allServer/serverDetail', '/allServer/seeDetail'] as const) {
  checkPage(path, (db, _params, query) => (query.has('id') ? offerExists(db, query.get('id')) : Promise.resolve(true)));
}
checkPage('/allServer/brandDetail', async (db, _params, query) => {
  if (!query.has('id')) return true;
  const id = pageId(query.get('id'));
  return id !== undefined && (await findBrand(db, id)) !== undefined;
});

/** The service hall (issue 19): public offers and brand pages, the company's offers, the platform's review. */
export async function serviceHallRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);

  route(app, serviceHall.page, ({ input }) => hall.listPublic(db, input));
  route(app, serviceHall.detail, ({ input }) => hall.publicDetail(db, input.id));
  route(app, serviceHall.brand, ({ input }) => hall.brandPage(db, input));

  route(app, myServiceOffers.myPage, ({ input, user }) => own.listOwn(db, user, input));
  route(app, myServiceOffers.get, ({ input, user }) => own.getOwn(db, user, input.id));
  route(app, myServiceOffers.save, ({ input, user }) => own.saveOwn(db, storage, user, input, clock.now()), {
    successMessage: MSG.saveSuccessful,
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });
  route(app, myServiceOffers.submit, ({ input, user }) => own.submitOwn(db, user, input.id, clock.now()), { successMessage: MSG.serviceSubmitted });
  route(
    app,
    myServiceOffers.delete,
    async ({ input, user }) => {
      await own.deleteOwn(db, storage, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );

  route(app, serviceAudit.auditPage, ({ input }) => audit.listForAudit(db, input));
  route(app, serviceAudit.auditDetail, ({ input }) => audit.auditDetail(db, input.id));
  route(app, serviceAudit.approve, ({ input, user }) => audit.reviewOffer(db, user, input.id, null, clock.now()), { successMessage: MSG.serviceApproved });
  route(app, serviceAudit.reject, ({ input, user }) => audit.reviewOffer(db, user, input.id, input.reason, clock.now()), {
    successMessage: MSG.serviceRejected,
  });
}
