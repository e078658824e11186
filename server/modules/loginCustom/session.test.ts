import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LIMITS, ROLE_PERMISSIONS, type Role } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { MENU } from '../../db/seed/reference';

const { checkLogin, logout, getRolePermission } = API.loginCustom;
const clock = fakeClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const STEEL = '演示钢铁有限公司';
const TRADING = '演示材料贸易有限公司';
const EVERYONES_MENU = ['home', 'info', 'myFavorites', 'deliveryAddress'];
/** The menu rows a role's permissions open, in the menu's order (everyone's rows among them). */
const menuOf = (role: Role) =>
  [...MENU]
    .filter((item) => ROLE_PERMISSIONS[role].includes(item.permission))
    .sort((a, b) => a.sort - b.sort || a.key.localeCompare(b.key))
    .map((item) => item.key);

const ACCOUNTS: [userName: string, role: Role, userType: string, companyName: string | null][] = [
  ['demo-individual', 'individual', 'individual', null],
  ['demo-company', 'company', 'company', TRADING],
  ['demo-admin', 'enterpriseAdmin', 'company', STEEL],
  ['demo-employee', 'employee', 'company', STEEL],
  ['demo-lab', 'laboratory', 'company', '演示材料检测实验室'],
  ['demo-auditor', 'auditor', 'individual', null],
  ['demo-cloudhead', 'cloudHead', 'individual', null],
  ['demo-regionhead', 'regionHead', 'individual', null],
];

describe('checkLogin', () => {
  it.each(ACCOUNTS)('describes %s (%s)', async (userName, role, userType, companyName) => {
    const token = await t.loginAs(userName);
    const { status, body } = await t.call(checkLogin, {}, { token, lang: 'en' });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const data = body.data;
    expect(data.token).toBe(token);
    expect(data.roles).toEqual([role]);
    expect(data.permission).toEqual([...ROLE_PERMISSIONS[role]].sort());
    expect(data.userInfo).toEqual({ userId: expect.any(Number), userName, userType });
    expect(data.extendUserInfo).toEqual({ companyName, isCompanyUser: companyName !== null, isStandardSystem: false });
    expect(data.listSysMenuUser.map((item) => item.key)).toEqual(menuOf(role));
    expect(menuOf(role)).toEqual(expect.arrayContaining(EVERYONES_MENU));
    for (const item of data.listSysMenuUser) {
      expect(item).toEqual({ key: expect.any(String), path: expect.stringMatching(/^\/my/), icon: expect.any(String), parentKey: null, sort: expect.any(Number) });
    }

    const roles = await t.call(getRolePermission, {}, { token });
    expect(roles.body.data).toEqual({ roles: [role], permission: data.permission });
  });

  it('answers 401 with code -100 without a token', async () => {
    const headerSets: Record<string, string>[] = [{}, { authorization: 'Bearer ' }, { authorization: 'Basic abc' }];
    for (const headers of headerSets) {
      const { status, body } = await t.call(checkLogin, {}, { lang: 'en', headers });
      expect(status).toBe(401);
      expect(body).toEqual({ code: -100, data: null, msg: 'Please log in first' });
    }
    const zh = await t.call(checkLogin, {}, { lang: 'zh' });
    expect(zh.body.msg).toBe('请先登录');
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['well-formed but unknown', 'A'.repeat(43)],
    ['over-long', 'A'.repeat(500)],
  ])('answers 401 with code -101 for a %s token', async (_, token) => {
    const { status, body } = await t.call(checkLogin, {}, { token, lang: 'en' });
    expect(status).toBe(401);
    expect(body).toEqual({ code: -101, data: null, msg: 'Your login has expired or is no longer valid. Please log in again' });
  });

  it('lets a token live 86400 s by the clock, then answers -101', async () => {
    const token = await t.loginAs('demo-employee');
    clock.advance(LIMITS.tokenMaxAgeSeconds * 1000 - 1000);
    expect((await t.call(checkLogin, {}, { token })).status).toBe(200);
    clock.advance(2000);
    const { status, body } = await t.call(checkLogin, {}, { token });
    expect(status).toBe(401);
    expect(body.code).toBe(-101);
  });
});

describe('logout', () => {
  it('revokes the token it is sent with, and only that one', async () => {
    const token = await t.loginAs('demo-company');
    const other = await t.loginAs('demo-company');
    const { status, body } = await t.call(logout, {}, { token, lang: 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, data: null, msg: 'Logged out' });

    const after = await t.call(checkLogin, {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(-101);
    expect((await t.call(checkLogin, {}, { token: other })).status).toBe(200);
  });

  it('answers 200 without a token, and for a token already revoked', async () => {
    const bare = await t.call(logout, {}, { lang: 'zh' });
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual({ code: 200, data: null, msg: '已退出登录' });

    const token = await t.loginAs('demo-individual');
    expect((await t.call(logout, {}, { token })).status).toBe(200);
    expect((await t.call(logout, {}, { token })).status).toBe(200);
  });
});
