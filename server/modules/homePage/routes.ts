import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { saveLanguage } from './service';

const { homePage } = API;

export async function homePageRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, homePage.updateLanguageType, ({ input, user }) => saveLanguage(deps.db, user.userId, input.languageType, deps.clock.now()).then(() => null));
}
