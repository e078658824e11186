import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import { uploadRoute } from '../../http/uploadRoute';
import type { AppDeps } from '../../deps';
import { outboxSms } from '../../adapters/sms';
import { grantReads } from '../files/service';
import { paymentProviders, providerCloser } from '../payment/providers';
import { readSampleSheet, SAMPLE_SHEET_MAX_BYTES } from './sampleSheet';
import { orderDetail, orderProcess } from './service/detail';
import { reportReader, voucherReader } from './service/files';
import {
  companyOrders,
  laboratoryEvaluations,
  laboratoryOrders,
  myOrders,
  overseenOrders,
  serviceUser,
  statusCounts,
} from './service/lists';
import { useOrderTexter } from './service/notices';
import { evaluateOrder, previewOrder, removeOrder, saveOrder } from './service/orders';
import { confirmPayment, deletePaymentRecord, payOrder, savePaymentRecord } from './service/payment';
import { assignOrder, changeStatus, nameLeader } from './service/status';
import { saveSupervisor, supervisors } from './service/supervisors';

const { examineOrder, orderPublic, orderAdmin } = API;

// Reports are the order's customer's side's once paid; vouchers the platform's that confirms them.
grantReads('testReport', reportReader);
grantReads('paymentVoucher', voucherReader);

export async function testOrdersRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const providers = deps.payments ?? paymentProviders();
  useOrderTexter({ db, sms: deps.orderSms === false ? null : (deps.sms ?? outboxSms(db, app.log)), log: app.log });
  const closeAtProviders = providerCloser(providers, app.log);
  const saving = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  route(app, examineOrder.preview, ({ input, user }) => previewOrder(db, user, input, clock.now()));
  route(app, examineOrder.saveJC, ({ input, user }) => saveOrder(db, user, 'JC', input, clock.now()), { ...saving, successMessage: MSG.saveSuccessful });
  route(app, examineOrder.saveJCB, ({ input, user }) => saveOrder(db, user, 'JCB', input, clock.now()), { ...saving, successMessage: MSG.saveSuccessful });
  route(app, examineOrder.list, ({ input, user }) => myOrders(db, user, input));
  route(app, examineOrder.detail, ({ input, user }) => orderDetail(db, user, input.id));
  route(app, examineOrder.remove, ({ input, user }) => removeOrder(db, user, input.id, 'customer'), { successMessage: MSG.deleteSuccessful });
  route(app, examineOrder.evaluation, ({ input, user }) => evaluateOrder(db, user, input, clock.now()), { successMessage: MSG.evaluationSaved });
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploadRoute(
      uploads,
      examineOrder.parseSamples,
      () => ({ maxBytes: SAMPLE_SHEET_MAX_BYTES, tooLarge: MSG.sampleSheetFileTooLarge }),
      ({ file }) => readSampleSheet(file.bytes),
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    );
  });

  route(app, orderPublic.statusList, ({ input, user }) => statusCounts(db, user, input.scope));
  route(app, orderPublic.process, ({ input, user }) => orderProcess(db, user, input.id));
  route(app, orderPublic.status, ({ input, user }) => changeStatus(db, user, input, clock.now(), closeAtProviders), { successMessage: MSG.testOrderUpdated });
  route(app, orderPublic.pay, ({ input, user }) => payOrder(db, user, input.id, clock.now()));
  route(app, orderPublic.evaluations, ({ input }) => laboratoryEvaluations(db, input));
  route(app, orderPublic.paymentRecordSave, ({ input, user }) => savePaymentRecord(db, user, input, clock.now()), { successMessage: MSG.paymentRecordSaved });
  route(app, orderPublic.paymentRecordDelete, ({ input, user }) => deletePaymentRecord(db, user, input, clock.now()), { successMessage: MSG.deleteSuccessful });
  route(app, orderPublic.leader, ({ input, user }) => nameLeader(db, user, input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(app, orderPublic.serviceUser, ({ input, user }) => serviceUser(db, user, input.id));
  route(app, orderPublic.remove, ({ input, user }) => removeOrder(db, user, input.id, 'platform'), { successMessage: MSG.deleteSuccessful });
  route(app, orderPublic.labList, ({ input, user }) => laboratoryOrders(db, user, input));
  route(app, orderPublic.companyList, ({ input, user }) => companyOrders(db, user, input));

  route(app, orderAdmin.page, ({ input, user }) => overseenOrders(db, user, input));
  route(app, orderAdmin.assign, ({ input, user }) => assignOrder(db, user, input, clock.now(), closeAtProviders), { successMessage: MSG.testOrderAssigned });
  route(app, orderAdmin.confirmPayment, ({ input, user }) => confirmPayment(db, user, input, clock.now()), { successMessage: MSG.paymentConfirmed });
  route(app, orderAdmin.supervisors, ({ input }) => supervisors(db, input));
  route(app, orderAdmin.supervisorSave, ({ input }) => saveSupervisor(db, input), { successMessage: MSG.saveSuccessful });
}
