import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, VISITOR_TOKEN } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

const { saveVisitData, getUserInfo } = API.statistics;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from visits`);
});

interface VisitRow extends Record<string, unknown> {
  visitor_token: string;
  user_id: number | null;
  platform: string;
  source: string;
  url: string;
  path: string;
}
const visits = async () =>
  (await t.db.execute<VisitRow>(sql`select visitor_token, user_id, platform, source, url, path from visits order by id`)).rows;
const userId = async (userName: string) =>
  (await t.db.execute<{ id: number }>(sql`select id from users where user_name = ${userName}`)).rows[0].id;

const PAGE = { url: 'https://atsteel.example/en/materials?q=Q235#top', path: '/en/materials' };

describe('saveVisitData', () => {
  it('stores the visit and hands a new visitor token to a first-time visitor', async () => {
    const { status, body } = await t.call(saveVisitData, PAGE);
    expect(status).toBe(200);
    expect(body.data.token).toMatch(VISITOR_TOKEN);
    expect(await visits()).toEqual([
      { visitor_token: body.data.token, user_id: null, platform: 'PC', source: '', url: PAGE.url, path: PAGE.path },
    ]);
  });

  it('keeps a well-formed visitor token', async () => {
    const visitorToken = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const { body } = await t.call(saveVisitData, { ...PAGE, visitorToken, plateform: 'H5', source: 'baidu' });
    expect(body.data.token).toBe(visitorToken);
    expect(await visits()).toMatchObject([{ visitor_token: visitorToken, platform: 'H5', source: 'baidu' }]);
  });

  it.each(['not-a-token', '0f8fad5b-d9cb-469f-a165', '', "x' or 1=1 --"])(
    'replaces the visitor token %j',
    async (visitorToken) => {
      const { status, body } = await t.call(saveVisitData, { ...PAGE, visitorToken });
      expect(status).toBe(200);
      expect(body.data.token).toMatch(VISITOR_TOKEN);
      expect(body.data.token).not.toBe(visitorToken);
      expect((await visits())[0].visitor_token).toBe(body.data.token);
    },
  );

  it('links the visit to a signed-in user, and ignores a bad token', async () => {
    const token = await t.loginAs('demo-employee');
    await t.call(saveVisitData, PAGE, { token });
    await t.call(saveVisitData, PAGE, { token: 'garbage' });
    expect((await visits()).map((row) => row.user_id)).toEqual([await userId('demo-employee'), null]);
  });

  it.each([
    ['no url', { path: '/' }],
    ['no path', { url: 'https://atsteel.example/' }],
    ['an unknown platform', { ...PAGE, plateform: 'TV' }],
    ['a url over 2048 characters', { ...PAGE, url: 'x'.repeat(2049) }],
    ['a visitor token over 64 characters', { ...PAGE, visitorToken: 'x'.repeat(65) }],
  ])('refuses %s and stores nothing', async (_, input) => {
    const { status, body } = await t.call(saveVisitData, input);
    expect(status).toBe(400);
    expect(body.code).toBe(-1);
    expect(await visits()).toEqual([]);
  });
});

describe('getUserInfo', () => {
  it('describes a visitor', async () => {
    const { status, body } = await t.call(getUserInfo, {});
    expect(status).toBe(200);
    expect(body.data).toEqual({ isLogin: false, userName: null, userType: null, companyName: null });
  });

  it('treats an invalid token as a visitor', async () => {
    const { status, body } = await t.call(getUserInfo, {}, { token: 'garbage' });
    expect(status).toBe(200);
    expect(body.data.isLogin).toBe(false);
  });

  it.each([
    ['demo-individual', 'individual', null],
    ['demo-admin', 'company', '演示钢铁有限公司'],
  ])('describes %s', async (userName, userType, companyName) => {
    const token = await t.loginAs(userName);
    const { body } = await t.call(getUserInfo, {}, { token });
    expect(body.data).toEqual({ isLogin: true, userName, userType, companyName });
  });
});
