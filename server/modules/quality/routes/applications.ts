import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../../http/route';
import type { QualityContext } from '../context';
import { applicationDetail, myApplications, saveApplication } from '../service/applications';
import { approve, auditPage, reject } from '../service/review';

const { qualityApply, qualityAudit } = API;

/** Applications for the formal ranking and their review (helper C). */
export function applicationRoutes(app: FastifyInstance, context: QualityContext) {
  route(app, qualityApply.get, ({ input, user }) => applicationDetail(context, user, input.id));
  route(app, qualityApply.page, ({ input, user }) => myApplications(context, user, input));
  route(app, qualityApply.save, ({ input, user }) => saveApplication(context, user, input), {
    successMessage: MSG.qualityApplied,
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });

  route(app, qualityAudit.page, ({ input }) => auditPage(context, input));
  route(app, qualityAudit.approve, ({ input, user }) => approve(context, user, input), { successMessage: MSG.qualityApproved });
  route(app, qualityAudit.reject, ({ input, user }) => reject(context, user, input), { successMessage: MSG.qualityRejected });
}
