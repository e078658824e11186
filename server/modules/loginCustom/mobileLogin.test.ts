import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, LIMITS } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { latestCode, uniqueMobile } from '../../../tests/support/outbox';

const { loginByMobile, loginByMobileAndRegis, checkLogin } = API.loginCustom;
const { sendMobile, listUserLevelList } = API.gateway;
const clock = fakeClock(new Date('2026-03-10T02:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const ALL_AGREED = { technicalService: true, user: true, privacy: true, platformService: true };

async function codeFor(mobile: string, type: string) {
  clock.advance(61_000);
  const sent = await t.call(sendMobile, { mobile, type }, { ip: uniqueIp() });
  expect(sent.status).toBe(200);
  return latestCode(t.db, mobile);
}

describe('loginByMobile', () => {
  it('logs a registered number in with its SMS code, once', async () => {
    const smsCode = await codeFor('13800000002', 'login');
    const { status, body } = await t.call(loginByMobile, { mobile: '13800000002', smsCode }, { lang: 'en', ip: uniqueIp() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'Login successful', data: { userName: 'demo-company', userType: 'company', expiresIn: LIMITS.tokenMaxAgeSeconds } });
    expect((await t.call(checkLogin, {}, { token: body.data.token })).status).toBe(200);

    const again = await t.call(loginByMobile, { mobile: '13800000002', smsCode }, { lang: 'en', ip: uniqueIp() });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('The verification code is wrong or has expired');
  });

  it.each([
    ['missing mobile', { smsCode: '123456' }, 'Mobile number is required', '手机号不能为空'],
    ['malformed mobile', { mobile: '1380000000', smsCode: '123456' }, 'Mobile number format error', '手机号格式错误'],
    ['missing code', { mobile: '13800000002' }, 'Verification Code is required', '验证码不能为空'],
  ])('refuses a %s in both languages', async (_, input, en, zh) => {
    const english = await t.call(loginByMobile, input, { lang: 'en', ip: uniqueIp() });
    expect(english.status).toBe(400);
    expect(english.body.msg).toBe(en);
    expect((await t.call(loginByMobile, input, { lang: 'zh', ip: uniqueIp() })).body.msg).toBe(zh);
  });

  it('refuses a number without an account', async () => {
    const { status, body } = await t.call(loginByMobile, { mobile: uniqueMobile(), smsCode: '123456' }, { lang: 'en', ip: uniqueIp() });
    expect(status).toBe(400);
    expect(body.msg).toBe('This mobile number is not registered');
  });

  it('refuses a code sent for registration or for another number', async () => {
    const other = uniqueMobile();
    const registerCode = await codeFor(other, 'register');
    const { status } = await t.call(loginByMobile, { mobile: '13800000003', smsCode: registerCode }, { ip: uniqueIp() });
    expect(status).toBe(400);
  });

  it('refuses a disabled account', async () => {
    const smsCode = await codeFor('13800000004', 'login');
    await t.db.execute(sql`update users set disabled = true where mobile = '13800000004'`);
    try {
      const { status, body } = await t.call(loginByMobile, { mobile: '13800000004', smsCode }, { lang: 'en', ip: uniqueIp() });
      expect(status).toBe(403);
      expect(body.msg).toBe('This account has been disabled. Please contact customer service');
    } finally {
      await t.db.execute(sql`update users set disabled = false where mobile = '13800000004'`);
    }
  });
});

describe('loginByMobileAndRegis', () => {
  it('creates an individual account at the first login, with a month of data privilege', async () => {
    const mobile = uniqueMobile();
    const smsCode = await codeFor(mobile, 'loginOrRegister');
    const registeredAt = clock.now();
    const { status, body } = await t.call(loginByMobileAndRegis, { mobile, smsCode, agreements: ALL_AGREED }, { lang: 'en', ip: uniqueIp() });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ registered: true, userType: 'individual' });
    expect(body.data.userName).toMatch(/^user_[0-9a-f]{12}$/);

    const token = body.data.token;
    const check = await t.call(checkLogin, {}, { token });
    expect(check.body.data.roles).toEqual(['individual']);
    const levels = await t.call(listUserLevelList, {}, { token });
    expect(levels.body.data.current).toEqual({ code: 'freeDataPrivilege', privilegeUntil: expect.any(String), active: true });
    // March has 31 days: one month later is the same day of April.
    const until = new Date(levels.body.data.current!.privilegeUntil!);
    expect(until.getTime() - registeredAt.getTime()).toBe(31 * 86_400_000);

    clock.advance(31 * 86_400_000);
    const smsCodeLater = await codeFor(mobile, 'login');
    const tokenLater = (await t.call(loginByMobile, { mobile, smsCode: smsCodeLater }, { ip: uniqueIp() })).body.data.token;
    const later = await t.call(listUserLevelList, {}, { token: tokenLater });
    expect(later.body.data.current).toMatchObject({ code: 'freeDataPrivilege', active: false });
  });

  it('logs an existing number in without creating anything', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from users`);
    const smsCode = await codeFor('13800000001', 'loginOrRegister');
    const { body } = await t.call(loginByMobileAndRegis, { mobile: '13800000001', smsCode, agreements: ALL_AGREED }, { ip: uniqueIp() });
    expect(body.data).toMatchObject({ registered: false, userName: 'demo-individual' });
    expect((await t.db.execute(sql`select count(*)::int as n from users`)).rows).toEqual(before.rows);
  });

  it('needs the agreements ticked', async () => {
    const mobile = uniqueMobile();
    const smsCode = await codeFor(mobile, 'loginOrRegister');
    const { status, body } = await t.call(loginByMobileAndRegis, { mobile, smsCode }, { lang: 'en', ip: uniqueIp() });
    expect(status).toBe(400);
    expect(body.msg).toBe('Please read and tick the technical service, user, privacy and platform service agreements');
  });

  it('does not take a code sent for a plain login', async () => {
    const mobile = '13800000006';
    const smsCode = await codeFor(mobile, 'login');
    const { status } = await t.call(loginByMobileAndRegis, { mobile, smsCode, agreements: ALL_AGREED }, { ip: uniqueIp() });
    expect(status).toBe(400);
  });
});
