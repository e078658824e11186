import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../plugins/auth';
import { accountDeps } from '../accounts/adapters';
import { companyDetail, saveCompany } from './service/companyInfo';
import { deleteEmployee, removeEmployee, saveEmployee, transferManager, type PeopleContext } from './service/employees';
import { deleteGroup, getGroup, listGroups, saveGroup } from './service/groups';
import { answerInvitation, cancelInvitation, listCompanyInvitations, listMyInvitations } from './service/invitations';
import { requireBasicInformation } from './service/guard';
import { findPerson, listPeople } from './service/people';

const { companyInfo, companyGroups, employees } = API;

/** Company basic information, groups, people and invitations (`myData`), always of the caller's own company. */
export async function companyRoutes(app: FastifyInstance, { deps: appDeps }: { deps: AppDeps }) {
  const { db, clock, sms } = accountDeps(appDeps, app.log);
  /** Every feature but the basic information itself waits until that is saved. */
  const companyOf = (user: SessionUser) => requireBasicInformation(db, user.companyId);
  const people = async (user: SessionUser, request: FastifyRequest): Promise<PeopleContext> => ({
    db,
    sms,
    companyId: await companyOf(user),
    callerId: user.userId,
    language: request.language,
    now: clock.now(),
  });
  const done = (work: Promise<unknown>) => work.then(() => null);

  route(app, companyInfo.getCompanyDetail, ({ user }) => companyDetail(db, user.companyId, user.userId));
  route(app, companyInfo.saveCompany, ({ input, user }) => saveCompany(db, user.companyId, user.userId, input, clock.now()), {
    successMessage: MSG.saveSuccessful,
  });

  route(app, companyGroups.listGroups, async ({ input, user }) => listGroups(db, await companyOf(user), input.pageNum, input.pageSize));
  route(app, companyGroups.getGroup, async ({ input, user }) => getGroup(db, await companyOf(user), input.id));
  route(app, companyGroups.saveGroup, async ({ input, user }) => saveGroup(db, await companyOf(user), input, clock.now()), {
    successMessage: MSG.saveSuccessful,
  });
  route(app, companyGroups.deleteGroup, async ({ input, user }) => done(deleteGroup(db, await companyOf(user), input.id)), {
    successMessage: MSG.deleteSuccessful,
  });

  route(app, employees.listEmployees, async ({ input, user }) => listPeople(db, await companyOf(user), input));
  route(app, employees.getEmployee, async ({ input, user }) => findPerson(db, await companyOf(user), input.id));
  route(app, employees.saveEmployee, async ({ input, user, request }) => saveEmployee(await people(user, request), input), {
    successMessage: MSG.saveSuccessful,
  });
  route(app, employees.removeEmployee, async ({ input, user, request }) => done(removeEmployee(await people(user, request), input.id)), {
    successMessage: MSG.employeeRemoved,
  });
  route(app, employees.deleteEmployee, async ({ input, user, request }) => done(deleteEmployee(await people(user, request), input.id)), {
    successMessage: MSG.deleteSuccessful,
  });
  route(app, employees.transferManager, async ({ input, user, request }) => done(transferManager(await people(user, request), input.id)), {
    successMessage: MSG.managerTransferred,
  });
  route(app, employees.listInvitations, async ({ input, user }) =>
    listCompanyInvitations(db, await companyOf(user), input.pageNum, input.pageSize),
  );
  route(app, employees.cancelInvitation, async ({ input, user }) => done(cancelInvitation(db, await companyOf(user), input.id, clock.now())), {
    successMessage: MSG.invitationCancelled,
  });

  route(app, employees.myInvitations, ({ user }) => listMyInvitations(db, user.userId));
  route(app, employees.answerInvitation, ({ input, user }) => done(answerInvitation(db, user, input.id, input.accept, clock.now())));
}
