import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { publishedKey } from './chainKey';

const { researchDataChain } = API;

export async function researchDataRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const key = deps.chainKey ?? ephemeralChainKey();
  route(app, researchDataChain.publicKey, async () => publishedKey(key));
}
