import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { fileRoute } from '../../../http/fileRoute';
import { route } from '../../../http/route';
import type { CustomContext } from '../context';
import { contractFile } from '../service/contractPdf';
import { orderDetail } from '../service/detail';
import { buyerOrders, platformOrders, steelNames } from '../service/lists';
import { deliveryAddresses, saveRequest, typeLists } from '../service/request';

const { customization, customAdmin } = API;

/** The request form's lists, saving a request, the lists, the detail and the contract PDF (helper S1). */
export function requestRoutes(app: FastifyInstance, context: CustomContext) {
  route(app, customization.typeList, async () => typeLists());
  route(app, customization.address, ({ user }) => deliveryAddresses(context, user));
  route(app, customization.steelNames, ({ input, request }) => steelNames(context, input.keyword, request.language));
  route(app, customization.save, ({ input, user }) => saveRequest(context, user, input), {
    successMessage: MSG.customSaved,
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
  route(app, customization.page, ({ input, user }) => buyerOrders(context, user, input));
  route(app, customization.detail, ({ input, user }) => orderDetail(context, user, input.id));
  fileRoute(app, customization.contract, ({ input, user }) => contractFile(context, user, input.id), { rateLimit: { max: 30, timeWindow: '1 minute' } });
  route(app, customAdmin.page, ({ input }) => platformOrders(context, input));
}
