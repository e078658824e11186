import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, MSG, PAY_CODE_HEADER, PAY_SANDBOX_HEADER } from '@contract';
import { route } from '../../http/route';
import { fileRoute } from '../../http/fileRoute';
import type { AppDeps } from '../../deps';
import { paymentProviders, type PaymentProviders } from './providers';
import { everyMinute } from '../../jobs';
import { closeOverdueSweep } from './jobs';
import { notifyRoutes } from './notifyRoutes';
import * as admin from './service/admin';
import { orderSold } from './service/ledger';
import * as invoices from './service/invoices';
import * as orders from './service/orders';
import { payCode, qrDataUrl, qrPng, type Site } from './service/payCodes';
import { cashierDecide, cashierView } from './service/sandboxCashier';

const { payment, sandboxCashier, payOrderAdmin } = API;

/** The deps' providers, or the sandbox for both channels (API tests, the embedded demo). */
const providersOf = (deps: AppDeps): PaymentProviders => deps.payments ?? paymentProviders();

everyMinute(closeOverdueSweep);

export async function paymentRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const providers = providersOf(deps);
  const siteOf = (request: FastifyRequest): Site => ({
    origin: deps.publicUrl ?? `${request.protocol}://${request.host}`,
    language: request.language,
  });

  route(app, payment.getOrder, ({ input, user }) => orders.getOrder(db, user, input.orderNo, clock.now()));
  route(app, payment.getOrderStatus, ({ input, user }) => orders.getOrderStatus(db, user, input.orderNo, clock.now()));
  route(app, payment.pageOrder, ({ input, user }) => orders.pageOwnOrders(db, user, input));
  route(app, payment.cancelOrder, ({ input, user, request }) => orders.cancelOrder(db, providers, user, input.orderNo, clock.now(), (error) => request.log.warn({ err: error }, 'closing the order at the provider failed')), {
    successMessage: MSG.orderCancelled,
  });
  route(app, payment.receiveOrder, ({ input, user }) => orders.receiveOrder(db, user, input.orderNo, clock.now()), {
    successMessage: MSG.orderReceived,
  });
  route(app, payment.saveReportOrder, async ({ input, user }) => orders.orderOf(await orderSold(db, 'report', user, input.id, clock.now()), 'owner'));
  route(app, payment.listBill, ({ input, user }) => orders.billOf(db, user, input.year));

  fileRoute(
    app,
    payment.wxpayNative,
    async ({ input, user, request }) => {
      const code = await payCode(db, providers, user, input.orderNo, 'wxpay', siteOf(request), clock.now());
      // The code's content rides along for screens that show the sandbox cashier's link under the image.
      return { contentType: 'image/png', body: await qrPng(code.qrCode), headers: { [PAY_CODE_HEADER]: encodeURI(code.qrCode), [PAY_SANDBOX_HEADER]: String(code.sandbox) } };
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
  route(
    app,
    payment.alipayPrecreate,
    async ({ input, user, request }) => {
      const code = await payCode(db, providers, user, input.orderNo, 'alipay', siteOf(request), clock.now());
      return { ...code, image: await qrDataUrl(code.qrCode) };
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  route(app, payment.listInvoice, ({ input, user }) => invoices.listOwnInvoices(db, user, input));
  route(app, payment.saveInvoice, ({ input, user }) => invoices.requestInvoice(db, user, input, clock.now()), {
    successMessage: MSG.invoiceRequested,
  });
  route(app, payment.listInvoiceTitle, ({ user }) => invoices.listTitles(db, user));
  route(
    app,
    payment.deleteInvoiceTitle,
    async ({ input, user }) => {
      await invoices.deleteTitle(db, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );

  route(app, sandboxCashier.get, ({ input }) => cashierView(db, providers, input.token, input.channel, clock.now()));
  route(
    app,
    sandboxCashier.decide,
    ({ input }) =>
      cashierDecide(
        db,
        providers,
        async (body, headers) => {
          await app.inject({ method: 'POST', url: '/atsteel/payment/notify/sandbox', headers, payload: body });
        },
        input,
        clock.now(),
      ),
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  route(app, payOrderAdmin.page, ({ input }) => admin.pageAllOrders(db, input));
  route(app, payOrderAdmin.detail, ({ input }) => admin.adminDetail(db, input.orderNo));
  route(app, payOrderAdmin.confirmTransfer, ({ input, user }) => admin.confirmTransfer(db, user, input, clock.now()), {
    successMessage: MSG.transferConfirmed,
  });
  route(app, payOrderAdmin.ship, ({ input, user }) => admin.shipOrder(db, user, input, clock.now()), { successMessage: MSG.orderShipped });
  route(app, payOrderAdmin.invoicePage, ({ input }) => invoices.listAllInvoices(db, input));
  route(app, payOrderAdmin.invoiceDetail, ({ input }) => invoices.invoiceDetail(db, input.id));
  route(app, payOrderAdmin.issueInvoice, ({ input, user }) => invoices.issueInvoice(db, user, input, clock.now()), {
    successMessage: MSG.invoiceIssued,
  });

  await app.register(notifyRoutes, { db, clock, providers });
}
