import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { latestCode, uniqueMobile } from '../../../tests/support/outbox';
import { DEMO_PASSWORD } from '../../db/seed/demo';

const { sendMobile, forgetPassword, listUserLevelList } = API.gateway;
const { login, checkLogin } = API.loginCustom;
const clock = fakeClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'Forge-2027';

async function codeFor(mobile: string) {
  await t.call(sendMobile, { mobile, type: 'password' }, { ip: uniqueIp() });
  clock.advance(61_000);
  return latestCode(t.db, mobile);
}

const tryLogin = (account: string, password: string) => t.call(login, { account, password }, { ip: uniqueIp(), lang: 'en' });

describe('forgetPassword', () => {
  it('sets a new password with the SMS code and ends every session of the account', async () => {
    const token = await t.loginAs('demo-cloudhead');
    const smsCode = await codeFor('13800000007');
    const { status, body } = await t.call(
      forgetPassword,
      { mobile: '13800000007', smsCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { lang: 'en' },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, data: null, msg: 'Your password has been reset. Please log in with the new password' });
    expect((await t.call(checkLogin, {}, { token })).body.code).toBe(-101);
    expect((await tryLogin('demo-cloudhead', DEMO_PASSWORD)).body.msg).toBe('Wrong account or password');
    expect((await tryLogin('13800000007', NEW_PASSWORD)).status).toBe(200);

    const reused = await t.call(
      forgetPassword,
      { mobile: '13800000007', smsCode, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      { lang: 'en' },
    );
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe('The verification code is wrong or has expired');
  });

  it('forgets the wrong-password waits counted under any of its names', async () => {
    const fromOneAddress = (account: string, password: string) => t.call(login, { account, password }, { ip: '203.0.113.9', lang: 'en' });
    for (let i = 0; i < 5; i++) await fromOneAddress('demo-regionhead', 'wrong-password-1');
    expect((await fromOneAddress('demo-regionhead', DEMO_PASSWORD)).status).toBe(429);
    const smsCode = await codeFor('13800000008');
    await t.call(forgetPassword, { mobile: '13800000008', smsCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await fromOneAddress('demo-regionhead', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an unregistered number, mismatched passwords and a weak password', async () => {
    const stranger = await t.call(
      forgetPassword,
      { mobile: uniqueMobile(), smsCode: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { lang: 'zh' },
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toBe('该手机号未注册');

    const smsCode = await codeFor('13800000005');
    const mismatch = await t.call(
      forgetPassword,
      { mobile: '13800000005', smsCode, password: NEW_PASSWORD, confirmPassword: 'Forge-2028' },
      { lang: 'en' },
    );
    expect(mismatch.body.msg).toBe('The Two Passwords Are Inconsistent');
    const weak = await t.call(forgetPassword, { mobile: '13800000005', smsCode, password: 'abc', confirmPassword: 'abc' }, { lang: 'en' });
    expect(weak.status).toBe(400);
    // Refusals changed nothing: the old password still works and the code is still good.
    expect((await tryLogin('demo-lab', DEMO_PASSWORD)).status).toBe(200);
    const ok = await t.call(forgetPassword, { mobile: '13800000005', smsCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it('does not take a code sent for logging in', async () => {
    await t.call(sendMobile, { mobile: '13800000006', type: 'login' }, { ip: uniqueIp() });
    const smsCode = await latestCode(t.db, '13800000006');
    const { status } = await t.call(forgetPassword, { mobile: '13800000006', smsCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(status).toBe(400);
  });
});

describe('listUserLevelList', () => {
  it('lists the free one-month data privilege, and the caller’s own with its expiry', async () => {
    const visitor = await t.call(listUserLevelList, {});
    expect(visitor.body.data).toEqual({
      levels: [{ code: 'freeDataPrivilege', durationMonths: 1, price: 0, forNewUsers: true }],
      current: null,
    });
    // Demo accounts were seeded without a privilege.
    const token = await t.loginAs('demo-employee');
    expect((await t.call(listUserLevelList, {}, { token })).body.data.current).toEqual({
      code: null,
      privilegeUntil: null,
      active: false,
    });
  });
});
