import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../../http/route';
import type { ResearchContext } from '../context';
import { applyForPublication, auditPage, review, revokePublication } from '../service/publication';
import { toggleReaction } from '../service/reactions';
import { cite, uncite } from '../service/references';
import { applyForRows, approveRequest, refuseRequest, requestPage } from '../service/requests';
import { revokeGrant, share } from '../service/sharing';

const { researchData, researchPermissions, researchDataAudit } = API;

/** Sharing, permission requests, reactions, citations, publication and its audit queue. */
export function sharingRoutes(app: FastifyInstance, ctx: ResearchContext) {
  route(app, researchData.share, ({ input, user }) => share(ctx, user, input), { successMessage: MSG.researchDataShared });

  route(app, researchPermissions.apply, ({ input, user }) => applyForRows(ctx, user, input), {
    successMessage: MSG.researchRequestSent,
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });
  route(app, researchPermissions.page, ({ input, user }) => requestPage(ctx, user, input));
  route(app, researchPermissions.approve, ({ input, user }) => approveRequest(ctx, user, input), { successMessage: MSG.researchRequestApproved });
  route(app, researchPermissions.refuse, ({ input, user }) => refuseRequest(ctx, user, input), { successMessage: MSG.researchRequestRefused });
  route(
    app,
    researchPermissions.revoke,
    async ({ input, user }) => {
      await revokeGrant(ctx, user, input.grantId);
      return null;
    },
    { successMessage: MSG.researchGrantRevoked },
  );

  // fullBody endpoints: the browser receives the whole {code, data, msg}; the server answers the same envelope.
  route(app, researchData.like, ({ input, user }) => toggleReaction(ctx, user, input.id, 'like'));
  route(app, researchData.dislike, ({ input, user }) => toggleReaction(ctx, user, input.id, 'dislike'));
  route(app, researchData.collect, ({ input, user }) => toggleReaction(ctx, user, input.id, 'collect'));

  route(
    app,
    researchData.reference,
    async ({ input, user }) => {
      await cite(ctx, user, input);
      return null;
    },
    { successMessage: MSG.saveSuccessful },
  );
  route(
    app,
    researchData.unreference,
    async ({ input, user }) => {
      await uncite(ctx, user, input);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );

  route(app, researchData.publish, ({ input, user }) => applyForPublication(ctx, user, input.id), { successMessage: MSG.researchPublicationApplied });
  route(app, researchData.unpublish, ({ input, user }) => revokePublication(ctx, user, input.id), { successMessage: MSG.researchPublicationRevoked });

  route(app, researchDataAudit.page, ({ input, user }) => auditPage(ctx, user, input));
  route(app, researchDataAudit.approve, ({ input, user }) => review(ctx, user, input.id, null), { successMessage: MSG.researchPublicationApproved });
  route(app, researchDataAudit.reject, ({ input, user }) => review(ctx, user, input.id, input.reason), { successMessage: MSG.researchPublicationRejected });
}
