import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { storageOf } from '../files/routes';
import { paymentProviders, providerCloser } from '../payment/providers';
import { grantReads } from '../files/service';
import type { CustomContext } from './context';
import { customOrderFileReader } from './fileReader';
import { requestRoutes } from './routes/request';
import { stepRoutes } from './routes/steps';

grantReads('customFile', customOrderFileReader);

/** Product customization: the request and its reading (routes/request.ts), the steps and payments (routes/steps.ts). */
export async function customizationRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const closeAtProviders = providerCloser(deps.payments ?? paymentProviders(), app.log);
  const context: CustomContext = { db: deps.db, clock: deps.clock, storage: storageOf(deps), closeAtProviders };
  requestRoutes(app, context);
  stepRoutes(app, context);
}
