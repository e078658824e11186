import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { fileRoute } from '../../../http/fileRoute';
import { route } from '../../../http/route';
import { sells } from '../../payment/service/ledger';
import type { QualityContext } from '../context';
import { methodOutput, publishMethod } from '../core/method';
import * as ranking from '../service/ranking';
import { reportForSale, reportPdf } from '../service/report';

const { qualityPublic, qualityAudit } = API;

/** The public ranking: method, categories, enterprise and line rankings, a line's detail, its report (helper A). */
export function rankingRoutes(app: FastifyInstance, { db, clock }: QualityContext) {
  route(app, qualityPublic.introduce, () => ranking.introduce(db));
  route(app, qualityPublic.steelResources, () => ranking.steelResources(db));
  route(app, qualityPublic.category, () => ranking.categories(db, false));
  route(app, qualityPublic.reportCategory, () => ranking.categories(db, true));
  route(app, qualityPublic.companyRanking, ({ input }) => ranking.companyRanking(db, input));
  route(app, qualityPublic.lines, ({ input }) => ranking.pageLines(db, input));
  route(app, qualityPublic.checkByCondition, ({ input }) => ranking.pageLines(db, input));
  route(app, qualityPublic.company, ({ input }) => ranking.enterprise(db, input.id));
  route(app, qualityPublic.getParam, ({ input }) => methodOutput(db, input.version || undefined));
  route(app, qualityAudit.publishMethod, ({ input }) => publishMethod(db, input, clock.now()), { successMessage: MSG.qualityMethodPublished });
  route(app, qualityPublic.checkById, ({ input, user }) => ranking.lineDetail(db, input.id, user, clock.now()));
  fileRoute(app, qualityPublic.downloadReport, async ({ input, user }) => ({
    contentType: 'application/pdf',
    body: await reportPdf(db, input.id, user, clock.now()),
    headers: { 'content-disposition': `attachment; filename="quality-report-${input.id}.pdf"` },
  }));
  // Report orders (payment/saveReportOrder {id: lineId}) are sold by this module; access is read from the paid order.
  sells('report', reportForSale);
}
