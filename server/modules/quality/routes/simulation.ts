import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { fileRoute } from '../../../http/fileRoute';
import { route } from '../../../http/route';
import type { QualityContext } from '../context';
import { downloadTemplate, pageSubmissions, parseTemplate, simulate, submissionOf } from '../service/submissions';

const { qualityPublic, qualitySimulation } = API;

/** Templates, uploads and simulated scores (helper B). */
export function simulationRoutes(app: FastifyInstance, context: QualityContext) {
  fileRoute(app, qualityPublic.downloadTemplate, ({ input }) => downloadTemplate(context, input), { rateLimit: { max: 60, timeWindow: '1 minute' } });
  route(app, qualitySimulation.parseTemplate, ({ input, user }) => parseTemplate(context, user, input), {
    successMessage: MSG.qualityTemplateRead,
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });
  route(app, qualitySimulation.simulationRanking, ({ input, user }) => simulate(context, user, input.submissionId), { successMessage: MSG.qualitySimulated });
  route(app, qualitySimulation.submission, ({ input, user }) => submissionOf(context, user, input.id));
  route(app, qualitySimulation.submissions, ({ input, user }) => pageSubmissions(context, user, input));
}
