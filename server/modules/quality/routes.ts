import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { storageOf } from '../files/routes';
import { grantReads } from '../files/service';
import { auditorReadsApplicationFiles } from './fileReader';
import type { QualityContext } from './context';
import { applicationRoutes } from './routes/applications';
import { rankingRoutes } from './routes/ranking';
import { simulationRoutes } from './routes/simulation';

grantReads('qualityDataFile', auditorReadsApplicationFiles);
grantReads('qualityReport', auditorReadsApplicationFiles);

/** Quality and reliability ranking: one routes file per area under routes/ (ranking, simulation, applications). */
export async function qualityRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const context: QualityContext = { db: deps.db, clock: deps.clock, storage: storageOf(deps) };
  rankingRoutes(app, context);
  simulationRoutes(app, context);
  applicationRoutes(app, context);
}
