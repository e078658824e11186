import type { FastifyInstance } from 'fastify';
import { allows, API, MSG, PERMISSIONS } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { grantReads } from '../files/service';
import { acceptQuote, labQuotes, saveQuote } from './quotes';
import { demandShowsFile } from './repository';
import { closeDemand, listAll, listMine, listOpen, saveDemand } from './service';
import { administratorDetail, approvedLaboratoryOf, publicDetail } from './view';

const { researchDemand, myResearchDemand, demandQuotes, demandAdmin } = API;

/**
 * A demand's attachments: its owner reads them as their uploader; demand administrators read those of any
 * demand, approved laboratories those of a demand that takes quotes or that they quoted.
 */
grantReads('demandFile', async (db, user, file) => {
  if (!user) return undefined;
  if (allows(user.ability, PERMISSIONS.demandAdminister) && (await demandShowsFile(db, file.id))) return 'private';
  const lab = await approvedLaboratoryOf(db, user);
  if (lab && (await demandShowsFile(db, file.id, lab.id))) return 'private';
  return undefined;
});

export async function researchDemandRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;

  route(app, researchDemand.page, ({ input }) => listOpen(db, input));
  route(app, researchDemand.detail, ({ input, user }) => publicDetail(db, user, input.id));

  route(app, myResearchDemand.save, ({ input, user }) => saveDemand(db, user, input, clock.now()), { successMessage: MSG.demandSubmitted });
  route(app, myResearchDemand.mine, ({ input, user }) => listMine(db, user, input));
  route(app, myResearchDemand.close, ({ input, user }) => closeDemand(db, user, input.id, input.reason || null, 'owner', clock.now()), {
    successMessage: MSG.demandClosed,
  });
  route(app, myResearchDemand.orderSave, ({ input, user }) => acceptQuote(db, user, input.quoteId, clock.now()), { successMessage: MSG.quoteAccepted });

  route(app, demandQuotes.quote, ({ input, user }) => saveQuote(db, user, input, clock.now()), { successMessage: MSG.quoteSaved });
  route(app, demandQuotes.quotes, ({ input, user }) => labQuotes(db, user, input));

  route(app, demandAdmin.page, ({ input }) => listAll(db, input));
  route(app, demandAdmin.detail, ({ input }) => administratorDetail(db, input.id));
  route(app, demandAdmin.close, ({ input, user }) => closeDemand(db, user, input.id, input.reason, 'auditor', clock.now()), {
    successMessage: MSG.demandClosed,
  });
}
