import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { homeSectionList, hotDataForHome, libraryForHome, newsForHome, saveHomeSections, saveLanguage } from './service';

const { homePage } = API;

export async function homePageRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, homePage.updateLanguageType, ({ input, user }) => saveLanguage(db, user.userId, input.languageType, clock.now()).then(() => null));
  route(app, homePage.getNews, ({ input, request }) => newsForHome(db, request.language, clock.now(), input.limit));
  route(app, homePage.getTechnologyLibrary, ({ input }) => libraryForHome(db, input.limit));
  route(app, homePage.getHotData, ({ input }) => hotDataForHome(db, clock.now(), input.limit));
  route(app, homePage.listLoactionConfig, () => homeSectionList(db));
  route(app, homePage.updateLoactionConfig, ({ input, user }) => saveHomeSections(db, input.sections, user.userId, clock.now()), {
    successMessage: MSG.homeSectionsSaved,
  });
}
