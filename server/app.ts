import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MSG } from '@contract';
import type { AppDeps } from './deps';
import { languagePlugin } from './plugins/language';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/inputGuard';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { sitemapRoutes } from './modules/sitemap/routes';
import { postgresRateLimitStore } from './plugins/rateLimitStore';
import { spaPlugin } from './plugins/spa';
import { translate } from './lib/i18n';
import { loadReference } from './modules/loginCustom/service/reference';
import { loginCustomRoutes } from './modules/loginCustom/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { homePageRoutes } from './modules/homePage/routes';
import { addressRoutes } from './modules/address/routes';
import { materialsRoutes } from './modules/materials/routes';
import { matchingRoutes } from './modules/matching/routes';
import { hotDataRoutes } from './modules/hotData/routes';
import { searchHistoryRoutes } from './modules/searchHistory/routes';
import { favouritesRoutes } from './modules/favourites/routes';
import { dataSetsRoutes } from './modules/dataSets/routes';
import { gatewayRoutes } from './modules/gateway/routes';
import { myAccountRoutes } from './modules/myAccount/routes';
import { agreementRoutes } from './modules/agreement/routes';
import { companyRoutes } from './modules/company/routes';
import { enterpriseStandardRoutes } from './modules/enterpriseStandard/routes';
import { filesRoutes } from './modules/files/routes';
import { recommendedProductRoutes } from './modules/recommendedProduct/routes';
import { registerTestClock } from './lib/testClock';
import { paymentRoutes } from './modules/payment/routes';
import { vipRoutes } from './modules/vip/routes';
import { libraryRoutes } from './modules/library/routes';
import { laboratoryRoutes } from './modules/laboratory/routes';
import { researchDemandRoutes } from './modules/researchDemand/routes';
import { labPublicationRoutes } from './modules/labPublication/routes';
import { equipmentsRoutes } from './modules/equipments/routes';
import { testOrdersRoutes } from './modules/testOrders/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { examineRoutes } from './modules/examine/routes';
import { researchDataRoutes } from './modules/researchData/routes';
import { qualityRoutes } from './modules/quality/routes';
import { customizationRoutes } from './modules/customization/routes';
import { contentRoutes } from './modules/content/routes';
import { communityRoutes } from './modules/community/routes';
import { serviceHallRoutes } from './modules/serviceHall/routes';
import { industryRoutes } from './modules/industry/routes';
import { documentsRoutes } from './modules/documents/routes';
import { aiRoutes } from './modules/ai/routes';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the API server from its dependencies; `server/main.ts` is the only place that listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'info',
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        censor: '[redacted]',
      },
      ...(deps.prettyLogs
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // API calls are GET or POST only; an automatic HEAD twin of a GET (e.g. logout) must not exist.
    exposeHeadRoutes: false,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // TLS is the proxy's job; upgrading would break plain-HTTP local and intranet use.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so that every server process on it enforces the same limits.
    store: postgresRateLimitStore(deps.db),
    errorResponseBuilder: (request) => ({
      statusCode: 429,
      code: -1,
      data: null,
      msg: translate(request.language, MSG.tooManyRequests),
    }),
  });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(docsPlugin);

  const reference = await loadReference(deps.db);
  await app.register(authPlugin, { deps, reference });
  await app.register(inputGuardPlugin);

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  if (deps.testClock) registerTestClock(app, deps.testClock);
  // Readiness: whether this process can serve API calls now, i.e. whether its database answers.
  app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const up = await deps.db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
  });
  await app.register(loginCustomRoutes, { deps, reference });
  await app.register(statisticsRoutes, { deps });
  await app.register(homePageRoutes, { deps });
  await app.register(addressRoutes, { deps });
  await app.register(materialsRoutes, { deps });
  await app.register(matchingRoutes, { deps });
  await app.register(hotDataRoutes, { deps });
  await app.register(searchHistoryRoutes, { deps });
  await app.register(favouritesRoutes, { deps });
  await app.register(dataSetsRoutes, { deps });
  await app.register(gatewayRoutes, { deps });
  await app.register(myAccountRoutes, { deps });
  await app.register(agreementRoutes, { deps });
  await app.register(companyRoutes, { deps });
  await app.register(enterpriseStandardRoutes, { deps });
  await app.register(filesRoutes, { deps });
  await app.register(recommendedProductRoutes, { deps });
  await app.register(paymentRoutes, { deps });
  await app.register(vipRoutes, { deps });
  await app.register(libraryRoutes, { deps });
  await app.register(laboratoryRoutes, { deps });
  await app.register(researchDemandRoutes, { deps });
  await app.register(labPublicationRoutes, { deps });
  await app.register(equipmentsRoutes, { deps });
  await app.register(testOrdersRoutes, { deps });
  await app.register(notificationsRoutes, { deps });
  await app.register(examineRoutes, { deps });
  await app.register(researchDataRoutes, { deps });
  await app.register(qualityRoutes, { deps });
  await app.register(customizationRoutes, { deps });
  await app.register(contentRoutes, { deps });
  await app.register(communityRoutes, { deps });
  await app.register(serviceHallRoutes, { deps });
  await app.register(industryRoutes, { deps });
  await app.register(documentsRoutes, { deps });
  await app.register(aiRoutes, { deps });
  await app.register(sitemapRoutes, { deps });
  await app.register(spaPlugin, { staticDir: deps.staticDir, db: deps.db });
  return app;
}
