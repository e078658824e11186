import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { storageOf } from '../files/routes';
import {
  auditDetail,
  deleteProduct,
  getProduct,
  listForAudit,
  listProducts,
  listPublic,
  publicDetail,
  reviewProduct,
  saveProduct,
  submitProduct,
} from './service';

const { myProducts, productAudit, recommendedProduct } = API;

export async function recommendedProductRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);

  route(app, myProducts.productList, ({ input, user }) => listProducts(db, user, input));
  route(app, myProducts.getProduct, ({ input, user }) => getProduct(db, user, input.id));
  route(app, myProducts.saveProduct, ({ input, user }) => saveProduct(db, storage, user, input, clock.now()), {
    successMessage: MSG.saveSuccessful,
  });
  route(
    app,
    myProducts.deleteProduct,
    async ({ input, user }) => {
      await deleteProduct(db, storage, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
  route(app, myProducts.submitProduct, ({ input, user }) => submitProduct(db, user, input.id, clock.now()), {
    successMessage: MSG.productSubmitted,
  });

  route(app, productAudit.productAuditList, ({ input }) => listForAudit(db, input));
  route(app, productAudit.productAuditDetail, ({ input }) => auditDetail(db, input.id));
  route(
    app,
    productAudit.approveProduct,
    ({ input, user }) => reviewProduct(db, user, input.id, null, clock.now()),
    { successMessage: MSG.productApproved },
  );
  route(
    app,
    productAudit.rejectProduct,
    ({ input, user }) => reviewProduct(db, user, input.id, input.reason, clock.now()),
    { successMessage: MSG.productRejected },
  );

  route(app, recommendedProduct.page, ({ input }) => listPublic(db, input));
  route(app, recommendedProduct.detail, ({ input }) => publicDetail(db, input.id));
}
