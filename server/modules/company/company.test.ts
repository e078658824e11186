import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, COMPANY_LIMITS } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { basicInformation, registerCompany } from './testSupport';

const { getCompanyDetail, saveCompany } = API.companyInfo;
const { listGroups, getGroup, saveGroup, deleteGroup } = API.companyGroups;
const { listEmployees, saveEmployee } = API.employees;
const NOT_FOUND = { code: -1, data: null, msg: 'No corresponding ID' };
const SAVE_FIRST = { code: -1, data: null, msg: 'Please save the basic information first' };

let t: TestApp;
let admin: string;
let employee: string;
let other: Awaited<ReturnType<typeof registerCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('demo-admin');
  employee = await t.loginAs('demo-employee');
  other = await registerCompany(t, '另一钢铁有限公司');
});
afterAll(() => t?.close());

const companyRow = async (name: string) =>
  (await t.db.execute(sql`select name, credit_code, industry, contact, email, updated_at from companies where name = ${name}`)).rows[0];

describe('basic information', () => {
  it('shows the company with its sub-accounts, to the administrator and to an employee', async () => {
    const { status, body } = await t.call(getCompanyDetail, {}, { token: employee });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: '演示钢铁有限公司',
      creditCode: '91310000MA1K4XX01E',
      industry: 'steel',
      basicInformationSaved: true,
      subAccountCount: 1,
      subAccountLimit: 20,
      myGroupName: null,
    });
    expect((await t.call(getCompanyDetail, {}, { token: admin })).body.data.name).toBe('演示钢铁有限公司');
  });

  it('saves the basic information and checks the credit code by its check character', async () => {
    const before = await companyRow('另一钢铁有限公司');
    const wrongCheck = { ...basicInformation(), creditCode: '91310000MA1K4XX01A' };
    const refused = await t.call(saveCompany, wrongCheck, { token: other.token, lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Please enter a valid 18-character unified social credit code');
    const zh = await t.call(saveCompany, wrongCheck, { token: other.token, lang: 'zh' });
    expect(zh.body.msg).not.toBe(refused.body.msg);

    const taken = await t.call(saveCompany, basicInformation({ creditCode: '91310000MA1K4XX01E' }), { token: other.token, lang: 'en' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('A company with this unified social credit code is already registered');
    for (const [field, value, message] of [
      ['name', ' ', 'Company name is required'],
      ['email', 'not-an-email', 'Please Input the correct email address'],
      ['industry', 'cheese', undefined],
    ] as const) {
      const response = await t.call(saveCompany, { ...basicInformation(), [field]: value }, { token: other.token, lang: 'en' });
      expect(response.status).toBe(400);
      if (message) expect(response.body.msg).toBe(message);
    }
    expect(await companyRow('另一钢铁有限公司')).toEqual(before);

    const input = basicInformation({ name: '另一钢铁有限公司', contact: '吴磊', creditCode: ` ${basicInformation().creditCode.toLowerCase()} ` });
    const saved = await t.call(saveCompany, input, { token: other.token, lang: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Saved successfully');
    expect(saved.body.data).toMatchObject({ contact: '吴磊', creditCode: input.creditCode.trim().toUpperCase(), basicInformationSaved: true });
  });

  it('refuses saving to an employee and to users without a company', async () => {
    expect((await t.call(saveCompany, basicInformation(), { token: employee })).status).toBe(403);
    const individual = await t.loginAs('demo-individual');
    expect((await t.call(getCompanyDetail, {}, { token: individual })).status).toBe(403);
  });

  it('lets every other enterprise feature wait until the basic information is saved', async () => {
    const company = await registerCompany(t, '未完善信息有限公司');
    await t.db.execute(sql`update companies set credit_code = null where name = '未完善信息有限公司'`);
    const detail = await t.call(getCompanyDetail, {}, { token: company.token });
    expect(detail.body.data.basicInformationSaved).toBe(false);
    for (const response of [
      await t.call(listGroups, {}, { token: company.token, lang: 'en' }),
      await t.call(saveGroup, { name: '一组' }, { token: company.token, lang: 'en' }),
      await t.call(listEmployees, {}, { token: company.token, lang: 'en' }),
      await t.call(saveEmployee, { fullName: '某人', mobile: '13911112222' }, { token: company.token, lang: 'en' }),
    ]) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual(SAVE_FIRST);
    }
    expect((await t.db.execute(sql`select 1 from company_groups g join companies c on c.id = g.company_id where c.name = '未完善信息有限公司'`)).rows).toEqual([]);
    await t.call(saveCompany, basicInformation({ name: '未完善信息有限公司' }), { token: company.token });
    expect((await t.call(listGroups, {}, { token: company.token })).status).toBe(200);
  });
});

describe('groups', () => {
  it('creates, lists by sort, renames and deletes; employees stay in the company without a group', async () => {
    const company = await registerCompany(t, '分组测试有限公司');
    const token = company.token;
    const second = (await t.call(saveGroup, { name: '销售部', sort: 2 }, { token })).body.data;
    const first = (await t.call(saveGroup, { name: '技术部', sort: 1 }, { token })).body.data;
    expect(first).toMatchObject({ name: '技术部', sort: 1, employeeCount: 0 });
    expect((await t.call(listGroups, {}, { token })).body.data).toMatchObject({ total: 2, list: [{ id: first.id }, { id: second.id }] });

    const renamed = await t.call(saveGroup, { id: second.id, name: '市场部', sort: 0 }, { token, lang: 'en' });
    expect(renamed.body).toMatchObject({ msg: 'Saved successfully', data: { id: second.id, name: '市场部', sort: 0 } });
    expect((await t.call(listGroups, {}, { token })).body.data.list.map((g) => g.id)).toEqual([second.id, first.id]);

    const taken = await t.call(saveGroup, { name: '技术部' }, { token, lang: 'en' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('A group with this name already exists');
    expect((await t.call(saveGroup, { id: second.id, name: '技术部' }, { token })).status).toBe(409);

    const added = await t.call(saveEmployee, { fullName: '钱多', mobile: '13922223333', groupId: first.id }, { token });
    expect(added.body.data.outcome).toBe('created');
    expect((await t.call(getGroup, { id: first.id }, { token })).body.data.employeeCount).toBe(1);
    const perGroup = await t.call(listEmployees, { groupId: first.id }, { token });
    expect(perGroup.body.data.list.map((e) => e.fullName)).toEqual(['钱多']);

    const removed = await t.call(deleteGroup, { id: first.id }, { token, lang: 'en' });
    expect(removed.body).toEqual({ code: 200, data: null, msg: 'Deleted successfully' });
    expect((await t.call(getGroup, { id: first.id }, { token })).status).toBe(404);
    const people = (await t.call(listEmployees, {}, { token })).body.data.list;
    expect(people.find((e) => e.fullName === '钱多')).toMatchObject({ groupId: null, groupName: null, role: 'employee' });
  });

  it.each([
    [{ name: '' }, 'Group name is required'],
    [{ name: '名'.repeat(51) }, 'The value is too long'],
    [{ name: '组', sort: -1 }, 'Sort must be a whole number from 0 to 9999'],
    [{ name: '组', sort: 10000 }, 'Sort must be a whole number from 0 to 9999'],
    [{ name: '组', sort: 1.5 }, 'Sort must be a whole number from 0 to 9999'],
  ])('refuses %o', async (input, message) => {
    const { status, body } = await t.call(saveGroup, input, { token: admin, lang: 'en' });
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it(`keeps at most ${COMPANY_LIMITS.groupsPerCompanyMax} groups per company`, async () => {
    const company = await registerCompany(t, '分组上限有限公司');
    await t.db.execute(sql`insert into company_groups (company_id, name)
      select c.id, 'g' || n from companies c, generate_series(1, ${COMPANY_LIMITS.groupsPerCompanyMax}) n where c.name = '分组上限有限公司'`);
    const refused = await t.call(saveGroup, { name: '再来一组' }, { token: company.token, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`A company can have at most ${COMPANY_LIMITS.groupsPerCompanyMax} groups`);
  });

  it("answers 'No corresponding ID' for another company's group and changes nothing", async () => {
    const mine = (await t.call(saveGroup, { name: '演示组', sort: 5 }, { token: admin })).body.data;
    for (const response of [
      await t.call(getGroup, { id: mine.id }, { token: other.token, lang: 'en' }),
      await t.call(saveGroup, { id: mine.id, name: '抢来的' }, { token: other.token, lang: 'en' }),
      await t.call(deleteGroup, { id: mine.id }, { token: other.token, lang: 'en' }),
      await t.call(saveEmployee, { fullName: '某人', mobile: '13933334444', groupId: mine.id }, { token: other.token, lang: 'en' }),
      await t.call(getGroup, { id: 999999 }, { token: admin, lang: 'en' }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    }
    expect((await t.call(listGroups, {}, { token: other.token })).body.data.list.map((g) => g.id)).not.toContain(mine.id);
    expect((await t.call(getGroup, { id: mine.id }, { token: admin })).body.data).toMatchObject({ name: '演示组', sort: 5 });
    expect((await t.db.execute(sql`select 1 from users where mobile = '13933334444'`)).rows).toEqual([]);
  });

  it('is for the administrator only', async () => {
    expect((await t.call(listGroups, {}, { token: employee })).status).toBe(403);
    expect((await t.call(saveGroup, { name: 'x' }, { token: employee })).status).toBe(403);
  });
});
