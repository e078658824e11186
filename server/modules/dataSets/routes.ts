import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { dataSetRows, listDataSets } from './service';

/** zhj/dataSet: the public experiment data sets and their rows. */
const api = API.dataSets;

export async function dataSetsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  route(app, api.list, () => listDataSets(db));
  route(app, api.rows, ({ input }) => dataSetRows(db, input.id, input.pageNum, input.pageSize));
}
