import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, ROLE_PERMISSIONS } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { outboxOf, uniqueMobile } from '../../../tests/support/outbox';
import { login, registerCompany, rolesOf, smsPassword, userIdOf } from './testSupport';

const { getCompanyDetail } = API.companyInfo;
const { saveGroup } = API.companyGroups;
const {
  listEmployees,
  getEmployee,
  saveEmployee,
  removeEmployee,
  deleteEmployee,
  transferManager,
  listInvitations,
  cancelInvitation,
  myInvitations,
  answerInvitation,
} = API.employees;
const NOT_FOUND = { code: -1, data: null, msg: 'No corresponding ID' };

let t: TestApp;
let admin: string;
let demoEmployeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('demo-admin');
  demoEmployeeId = await userIdOf(t, 'demo-employee');
});
afterAll(() => t?.close());

const userRow = async (id: number) =>
  (
    await t.db.execute<{ company_id: number | null; user_type: string; disabled: boolean; mobile: string | null }>(
      sql`select company_id, user_type, disabled, mobile from users where id = ${id}`,
    )
  ).rows[0];
const liveSessions = async (id: number) =>
  Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from sessions where user_id = ${id} and revoked_at is null`)).rows[0].n);

/** Adds someone with a new mobile number and logs them in with the password of their SMS. */
async function addNewEmployee(token: string, fullName: string, groupId: number | null = null) {
  const mobile = uniqueMobile();
  const { status, body } = await t.call(saveEmployee, { fullName, mobile, groupId }, { token, lang: 'en' });
  expect(status, body.msg).toBe(200);
  expect(body.data.outcome).toBe('created');
  return { id: body.data.id, mobile, token: await login(t, mobile, await smsPassword(t, mobile)) };
}

describe('adding employees', () => {
  it('opens an account for a new mobile number: employee role, company, group, password by SMS', async () => {
    const group = (await t.call(saveGroup, { name: '质检部' }, { token: admin })).body.data;
    const mobile = uniqueMobile();
    const { body } = await t.call(saveEmployee, { fullName: ' 郑爽 ', mobile, groupId: group.id }, { token: admin, lang: 'en' });
    expect(body.msg).toBe('Saved successfully');
    const [sms] = await outboxOf(t.db, mobile);
    expect(sms.body).toContain('演示钢铁有限公司');
    expect(sms.body).toContain(mobile);

    const token = await login(t, mobile, await smsPassword(t, mobile));
    expect(await rolesOf(t, token)).toEqual(['employee']);
    const check = await t.call(API.loginCustom.checkLogin, {}, { token });
    expect(check.body.data.permission).toEqual([...ROLE_PERMISSIONS.employee].sort());
    expect(check.body.data.extendUserInfo.companyName).toBe('演示钢铁有限公司');
    expect((await t.call(getCompanyDetail, {}, { token })).body.data.myGroupName).toBe('质检部');
    expect((await t.call(listEmployees, {}, { token })).status).toBe(403);

    const person = await t.call(getEmployee, { id: body.data.id }, { token: admin });
    expect(person.body.data).toMatchObject({ fullName: '郑爽', mobile, groupId: group.id, groupName: '质检部', role: 'employee', createdByCompany: true });
    const list = (await t.call(listEmployees, { keyword: '郑' }, { token: admin })).body.data;
    expect(list.list.map((e) => e.id)).toEqual([body.data.id]);
    const all = (await t.call(listEmployees, { pageSize: 100 }, { token: admin })).body.data.list;
    expect(all[0]).toMatchObject({ userName: 'demo-admin', role: 'enterpriseAdmin' });
  });

  it('invites an existing account, which accepts in its personal centre', async () => {
    const individual = await t.loginAs('demo-individual');
    const individualId = await userIdOf(t, 'demo-individual');
    const invited = await t.call(saveEmployee, { fullName: '李明', mobile: '13800000001' }, { token: admin, lang: 'en' });
    expect(invited.body.data.outcome).toBe('invited');
    expect((await outboxOf(t.db, '13800000001'))[0].body).toContain('invites you');
    expect((await userRow(individualId)).company_id).toBeNull();
    const again = await t.call(saveEmployee, { fullName: '李明', mobile: '13800000001' }, { token: admin, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This user has already been invited and has not answered yet');

    expect((await t.call(listInvitations, {}, { token: admin })).body.data.list).toMatchObject([{ fullName: '李明', mobile: '13800000001' }]);
    const mine = (await t.call(myInvitations, {}, { token: individual })).body.data;
    expect(mine).toMatchObject([{ id: invited.body.data.id, companyName: '演示钢铁有限公司', invitedBy: 'demo-admin', status: 'pending' }]);
    const stranger = await t.loginAs('demo-lab');
    expect((await t.call(answerInvitation, { id: invited.body.data.id, accept: true }, { token: stranger, lang: 'en' })).body).toEqual(NOT_FOUND);

    const accepted = await t.call(answerInvitation, { id: invited.body.data.id, accept: true }, { token: individual });
    expect(accepted.status).toBe(200);
    expect(await rolesOf(t, individual)).toEqual(['employee']);
    expect(await userRow(individualId)).toMatchObject({ user_type: 'company' });
    expect((await t.call(getEmployee, { id: individualId }, { token: admin })).body.data).toMatchObject({ role: 'employee', createdByCompany: false });
    const closed = await t.call(answerInvitation, { id: invited.body.data.id, accept: false }, { token: individual, lang: 'en' });
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('This invitation is no longer open');

    // Removing: the account stays, as an individual again, and every session ends.
    const notDeletable = await t.call(deleteEmployee, { id: individualId }, { token: admin, lang: 'en' });
    expect(notDeletable.body.msg).toBe('Only accounts your company created can be deleted. Remove this employee from the company instead');
    const removed = await t.call(removeEmployee, { id: individualId }, { token: admin, lang: 'en' });
    expect(removed.body).toEqual({ code: 200, data: null, msg: 'Removed from the company' });
    expect(await userRow(individualId)).toMatchObject({ company_id: null, user_type: 'individual', disabled: false, mobile: '13800000001' });
    expect(await liveSessions(individualId)).toBe(0);
    expect((await t.call(API.loginCustom.checkLogin, {}, { token: individual })).status).toBe(401);
    expect(await rolesOf(t, await t.loginAs('demo-individual'))).toEqual(['individual']);
    expect((await outboxOf(t.db, '13800000001'))[0].body).toContain('no longer an employee');
  });

  it('lets the invited user decline, and the company withdraw an invitation', async () => {
    const company = await registerCompany(t, '邀请测试有限公司');
    const individual = await t.loginAs('demo-cloudhead');
    const declined = (await t.call(saveEmployee, { fullName: '赵强', mobile: '13800000007' }, { token: company.token })).body.data;
    await t.call(answerInvitation, { id: declined.id, accept: false }, { token: individual });
    expect(await rolesOf(t, individual)).toEqual(['cloudHead']);
    expect((await t.call(listInvitations, {}, { token: company.token })).body.data.total).toBe(0);

    const withdrawn = (await t.call(saveEmployee, { fullName: '赵强', mobile: '13800000007' }, { token: company.token })).body.data;
    expect((await t.call(cancelInvitation, { id: withdrawn.id }, { token: admin, lang: 'en' })).body).toEqual(NOT_FOUND);
    const cancelled = await t.call(cancelInvitation, { id: withdrawn.id }, { token: company.token, lang: 'en' });
    expect(cancelled.body.msg).toBe('Invitation withdrawn');
    expect((await t.call(myInvitations, {}, { token: individual })).body.data).toEqual([]);
    expect((await t.call(answerInvitation, { id: withdrawn.id, accept: true }, { token: individual })).status).toBe(409);
  });

  it('refuses people already in this or another company', async () => {
    const same = await t.call(saveEmployee, { fullName: '刘洋', mobile: '13800000004' }, { token: admin, lang: 'en' });
    expect(same.status).toBe(409);
    expect(same.body.msg).toBe('This user is already an employee of your company');
    const company = await registerCompany(t, '挖人有限公司');
    const otherCompany = await t.call(saveEmployee, { fullName: '刘洋', mobile: '13800000004' }, { token: company.token, lang: 'en' });
    expect(otherCompany.status).toBe(409);
    expect(otherCompany.body.msg).toBe('This user already belongs to a company');
  });

  it('counts accounts and pending invitations against the sub-account limit', async () => {
    const company = await registerCompany(t, '子账号上限有限公司');
    await t.db.execute(sql`update companies set sub_account_limit = 2 where name = '子账号上限有限公司'`);
    await addNewEmployee(company.token, '甲');
    await t.call(saveEmployee, { fullName: '孙丽', mobile: '13800000008' }, { token: company.token });
    expect((await t.call(getCompanyDetail, {}, { token: company.token })).body.data).toMatchObject({ subAccountCount: 2, subAccountLimit: 2 });
    const mobile = uniqueMobile();
    const refused = await t.call(saveEmployee, { fullName: '乙', mobile }, { token: company.token, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Your company has used all 2 of its sub-accounts');
    expect((await t.db.execute(sql`select 1 from users where mobile = ${mobile}`)).rows).toEqual([]);
  });

  it.each([
    [{ fullName: '', mobile: '13911110000' }, 'Full name is required'],
    [{ fullName: '某人' }, 'Mobile number is required'],
    [{ fullName: '某人', mobile: '1391111' }, undefined],
  ])('refuses %o', async (input, message) => {
    const { status, body } = await t.call(saveEmployee, input, { token: admin, lang: 'en' });
    expect(status).toBe(400);
    if (message) expect(body.msg).toBe(message);
  });
});

describe('editing, removing and deleting', () => {
  it('edits name and group, never the mobile number', async () => {
    const person = await addNewEmployee(admin, '王五');
    const group = (await t.call(saveGroup, { name: '采购部' }, { token: admin })).body.data;
    const edited = await t.call(saveEmployee, { id: person.id, fullName: '王武', groupId: group.id, mobile: '13800009999' }, { token: admin });
    expect(edited.body.data).toEqual({ outcome: 'updated', id: person.id });
    expect((await t.call(getEmployee, { id: person.id }, { token: admin })).body.data).toMatchObject({ fullName: '王武', groupName: '采购部', mobile: person.mobile });
  });

  it('deletes an account the company created: closed, mobile freed, logged out', async () => {
    const person = await addNewEmployee(admin, '赵六');
    const deleted = await t.call(deleteEmployee, { id: person.id }, { token: admin, lang: 'en' });
    expect(deleted.body.msg).toBe('Deleted successfully');
    expect(await userRow(person.id)).toMatchObject({ disabled: true, mobile: null, company_id: null });
    expect((await t.call(API.loginCustom.checkLogin, {}, { token: person.token })).status).toBe(401);
    expect((await t.call(getEmployee, { id: person.id }, { token: admin })).status).toBe(404);
    // The number is free again: adding it opens a new account.
    expect((await t.call(saveEmployee, { fullName: '赵六', mobile: person.mobile }, { token: admin })).body.data.outcome).toBe('created');
  });

  it('protects the administrator', async () => {
    const adminId = await userIdOf(t, 'demo-admin');
    for (const call of [removeEmployee, deleteEmployee]) {
      const { status, body } = await t.call(call, { id: adminId }, { token: admin, lang: 'en' });
      expect(status).toBe(409);
      expect(body.msg).toBe('The enterprise administrator cannot be removed or deleted. Transfer the administrator role first');
    }
    expect(await rolesOf(t, admin)).toEqual(['enterpriseAdmin']);
  });
});

describe('transferring the administrator role', () => {
  it('swaps the roles in one step and ends both users’ sessions', async () => {
    const company = await registerCompany(t, '转让测试有限公司');
    const person = await addNewEmployee(company.token, '新管理员');
    const self = await t.call(transferManager, { id: company.userId }, { token: company.token, lang: 'en' });
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe('Choose another employee of your company to become the administrator');

    const done = await t.call(transferManager, { id: person.id }, { token: company.token, lang: 'en' });
    expect(done.body).toEqual({ code: 200, data: null, msg: 'The administrator role has been transferred. Please log in again' });
    expect(await liveSessions(company.userId)).toBe(0);
    expect(await liveSessions(person.id)).toBe(0);
    expect((await t.call(listEmployees, {}, { token: company.token })).status).toBe(401);

    const oldAdmin = await login(t, company.userName, 'Steel-2026');
    const newAdmin = await login(t, person.mobile, await smsPassword(t, person.mobile));
    expect(await rolesOf(t, oldAdmin)).toEqual(['employee']);
    expect(await rolesOf(t, newAdmin)).toEqual(['enterpriseAdmin']);
    expect((await t.call(listEmployees, {}, { token: oldAdmin })).status).toBe(403);
    const people = (await t.call(listEmployees, {}, { token: newAdmin })).body.data.list;
    expect(people.map((p) => [p.id, p.role])).toEqual([
      [person.id, 'enterpriseAdmin'],
      [company.userId, 'employee'],
    ]);
  });
});

describe('another company', () => {
  it("answers 'No corresponding ID' to every call on someone of another company, and changes nothing", async () => {
    const company = await registerCompany(t, '越权测试有限公司');
    const before = await userRow(demoEmployeeId);
    for (const response of [
      await t.call(getEmployee, { id: demoEmployeeId }, { token: company.token, lang: 'en' }),
      await t.call(saveEmployee, { id: demoEmployeeId, fullName: '被改名' }, { token: company.token, lang: 'en' }),
      await t.call(removeEmployee, { id: demoEmployeeId }, { token: company.token, lang: 'en' }),
      await t.call(deleteEmployee, { id: demoEmployeeId }, { token: company.token, lang: 'en' }),
      await t.call(transferManager, { id: demoEmployeeId }, { token: company.token, lang: 'en' }),
      await t.call(getEmployee, { id: 999999 }, { token: company.token, lang: 'en' }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    }
    expect(await userRow(demoEmployeeId)).toEqual(before);
    expect(await rolesOf(t, await t.loginAs('demo-employee'))).toEqual(['employee']);
    expect(await rolesOf(t, company.token)).toEqual(['enterpriseAdmin']);
    const theirs = (await t.call(listEmployees, { pageSize: 100 }, { token: company.token })).body.data;
    expect(theirs.list.map((p) => p.id)).toEqual([company.userId]);
    expect((await t.call(getEmployee, { id: demoEmployeeId }, { token: admin })).body.data.fullName).toBe('刘洋');
  });

  it('is refused to employees and company users', async () => {
    const employee = await t.loginAs('demo-employee');
    const companyUser = await t.loginAs('demo-company');
    for (const token of [employee, companyUser]) {
      expect((await t.call(listEmployees, {}, { token })).status).toBe(403);
      expect((await t.call(transferManager, { id: demoEmployeeId }, { token })).status).toBe(403);
    }
  });
});
