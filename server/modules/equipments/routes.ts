import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { grantReads } from '../files/service';
import { paymentProviders, providerCloser } from '../payment/providers';
import { appointment, detectionResourcePage, equipmentDetail, equipmentPage, typeCounts } from './service/catalogue';
import { getTimeConfig, listTimeConfig, saveTimeConfig } from './service/timeConfig';
import { everyMinute } from '../../jobs';
import { changeStatus, evaluate, expireBookingsSweep, listLaboratoryBookings, listOwnBookings, saveBooking } from './service/bookings';
import { bookingDetail } from './service/parties';
import { payBooking } from './service/payment';
import { addRecord, bookingFileReader, serviceLogs } from './service/records';

const { equipments, detectionResources } = API;

// The customer reads the files of its booking's service logs, and of its experiment records once paid.
grantReads('labFile', bookingFileReader);
everyMinute(expireBookingsSweep);

export async function equipmentsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const providers = deps.payments ?? paymentProviders();

  route(app, equipments.types, () => typeCounts(db));
  route(app, equipments.equipmentPage, ({ input }) => equipmentPage(db, input));
  route(app, equipments.equipmentDetail, ({ input }) => equipmentDetail(db, input.id, clock.now()));
  route(app, equipments.appointment, ({ input }) => appointment(db, input.instrumentId, input.date, clock.now()));
  route(app, detectionResources.page, ({ input }) => detectionResourcePage(db, input));

  route(app, equipments.timeConfigList, ({ input, user }) => listTimeConfig(db, user, input));
  route(app, equipments.timeConfigGet, ({ input, user }) => getTimeConfig(db, user, input.instrumentId));
  route(app, equipments.timeConfigSave, ({ input, user }) => saveTimeConfig(db, user, input, clock.now()), { successMessage: MSG.saveSuccessful });

  route(app, equipments.orderSave, ({ input, user }) => saveBooking(db, user, input, clock.now()), {
    successMessage: MSG.bookingSaved,
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });
  route(app, equipments.orderList, ({ input, user }) => listOwnBookings(db, user, input));
  route(app, equipments.labOrderList, ({ input, user }) => listLaboratoryBookings(db, user, input));
  route(app, equipments.orderDetail, ({ input, user }) => bookingDetail(db, user, input.id));
  route(
    app,
    equipments.orderStatus,
    ({ input, user, request }) => changeStatus(db, user, input, clock.now(), providerCloser(providers, request.log)),
    { successMessage: MSG.bookingUpdated },
  );
  route(app, equipments.orderPay, ({ input, user }) => payBooking(db, user, input.id, clock.now()));
  route(app, equipments.orderEvaluation, ({ input, user }) => evaluate(db, user, input, clock.now()), { successMessage: MSG.evaluationSaved });
  route(app, equipments.experimentSave, ({ input, user }) => addRecord(db, user, 'experiment', input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(app, equipments.serviceLogSave, ({ input, user }) => addRecord(db, user, 'log', input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(app, equipments.serviceLogList, ({ input, user }) => serviceLogs(db, user, input.bookingId));
}
