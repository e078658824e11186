import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { storageOf } from '../files/routes';
import { publishedKey } from './chainKey';
import type { ResearchContext } from './context';
import { dataSetRoutes } from './routes/dataSets';
import { importRoutes } from './routes/imports';
import { sharingRoutes } from './routes/sharing';

const { researchDataChain } = API;

/** Enterprise R&D data: one routes file per area under routes/ (data sets, import and export, sharing and publication). */
export async function researchDataRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const key = deps.chainKey ?? ephemeralChainKey();
  const context: ResearchContext = {
    db: deps.db,
    clock: deps.clock,
    storage: storageOf(deps),
    key,
    publicKeys: new Map([[key.keyId, key.publicKeyPem]]),
  };
  route(app, researchDataChain.publicKey, async () => publishedKey(key));
  dataSetRoutes(app, context);
  importRoutes(app, context);
  sharingRoutes(app, context);
}
