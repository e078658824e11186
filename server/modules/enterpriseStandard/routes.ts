import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../plugins/auth';
import { requireBasicInformation } from '../company/service/guard';
import * as service from './service';

const { tmStandard: api } = API;

/** `tm-standard`: the company side (after the basic-information guard) and the auditors' queue. */
export async function enterpriseStandardRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  /** The caller's company, once its basic information is saved (spec §5). */
  const companyOf = (user: SessionUser) => requireBasicInformation(db, user.companyId);

  route(app, api.getSystem, async ({ user }) => service.getSystem(db, await companyOf(user)));
  route(app, api.standardList, async ({ input, user }) => service.listStandards(db, await companyOf(user), input));
  route(app, api.getStandard, async ({ input, user }) => service.getStandard(db, await companyOf(user), input.id));
  route(app, api.saveStandard, async ({ input, user }) => service.saveStandard(db, await companyOf(user), input, clock.now()), {
    successMessage: MSG.saveSuccessful,
  });
  route(
    app,
    api.deleteStandard,
    async ({ input, user }) => {
      await service.deleteStandard(db, await companyOf(user), input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
  route(
    app,
    api.repealStandard,
    async ({ input, user }) => service.repealStandard(db, await companyOf(user), input.id, user.userId, clock.now()),
    { successMessage: MSG.standardRepealed },
  );

  route(app, api.gradeList, async ({ input, user }) => service.listGrades(db, await companyOf(user), input));
  route(app, api.getGrade, async ({ input, user }) => service.getGrade(db, await companyOf(user), input.id));
  route(app, api.saveGrade, async ({ input, user }) => service.saveGrade(db, await companyOf(user), input, clock.now()), {
    successMessage: MSG.saveSuccessful,
  });
  route(
    app,
    api.deleteGrade,
    async ({ input, user }) => {
      await service.deleteGrade(db, await companyOf(user), input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
  route(
    app,
    api.submitGrade,
    async ({ input, user }) => service.submitGrade(db, await companyOf(user), input.id, user.userId, clock.now()),
    { successMessage: MSG.gradeSubmitted },
  );
  route(app, api.auditRecords, async ({ input, user }) => service.auditRecords(db, await companyOf(user), input));
  route(app, api.dataList, async ({ input, user }) => service.companyData(db, await companyOf(user), input));

  route(app, api.checkList, ({ input }) => service.auditQueue(db, input));
  route(app, api.checkDetail, ({ input }) => service.auditDetail(db, input.id));
  route(
    app,
    api.approve,
    async ({ input, user }) => {
      await service.approve(db, input.id, user.userId, clock.now());
      return null;
    },
    { successMessage: MSG.gradeApproved },
  );
  route(
    app,
    api.reject,
    async ({ input, user }) => {
      await service.reject(db, input.id, input.reason, user.userId, clock.now());
      return null;
    },
    { successMessage: MSG.gradeRejected },
  );
  route(app, api.checkRecords, ({ input }) => service.auditRecords(db, null, input));
}
