import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../../http/route';
import type { ResearchContext } from '../context';
import { verifyDataSet } from '../service/chain';
import { recycleDataSet, removeDataSet, restoreDataSet, saveDataSet } from '../service/dataSets';
import { detailFor } from '../service/detail';
import { companiesNamed, dataSetFigures, pageDataSets, pageProducts } from '../service/lists';
import { listProjects, removeProject, saveProject } from '../service/projects';
import { chartOf, rowsPage, statisticsOf } from '../service/rows';

const { rdda, researchData, researchDataChain, researchProjects } = API;

/** Projects, data sets (description, rows, statistics, charts, recycle bin), lists, products, verification. */
export function dataSetRoutes(app: FastifyInstance, ctx: ResearchContext) {
  const { db, clock } = ctx;

  route(app, researchProjects.page, ({ input, user }) => listProjects(db, user, input));
  route(app, researchProjects.save, ({ input, user }) => saveProject(db, user, input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(
    app,
    researchProjects.remove,
    async ({ input, user }) => {
      await removeProject(db, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );

  route(app, researchData.page, ({ input, user }) => pageDataSets(db, user, input, clock.now()));
  route(app, researchData.get, ({ input, user }) => detailFor(ctx, user, input.id));
  route(app, researchData.rows, ({ input, user }) => rowsPage(ctx, user, input));
  route(app, researchData.statistics, ({ input, user }) => statisticsOf(ctx, user, input.id));
  route(app, researchData.chart, ({ input, user }) => chartOf(ctx, user, input));
  route(app, researchData.save, ({ input, user }) => saveDataSet(ctx, user, input, 'save'), { successMessage: MSG.researchDataSaved });
  route(app, researchData.draft, ({ input, user }) => saveDataSet(ctx, user, input, 'draft'), { successMessage: MSG.researchDataSaved });
  route(
    app,
    researchData.recycle,
    async ({ input, user }) => {
      await recycleDataSet(ctx, user, input.id);
      return null;
    },
    { successMessage: MSG.researchDataRecycled },
  );
  route(
    app,
    researchData.restore,
    async ({ input, user }) => {
      await restoreDataSet(ctx, user, input.id);
      return null;
    },
    { successMessage: MSG.researchDataRestored },
  );
  route(
    app,
    researchData.remove,
    async ({ input, user }) => {
      await removeDataSet(ctx, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
  route(app, researchData.figures, ({ input, user }) => dataSetFigures(db, user, input.scope, clock.now()));
  route(app, researchData.companies, ({ input }) => companiesNamed(db, input.keyword));

  route(app, researchDataChain.verify, ({ input, user }) => verifyDataSet(ctx, user, input.id));
  route(app, rdda.productPage, ({ input, user }) => pageProducts(db, user, input, clock.now()));
}
