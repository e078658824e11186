import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { latestCode, outboxOf, uniqueMobile } from '../../../tests/support/outbox';
import { DEMO_PASSWORD } from '../../db/seed/demo';

const A = API.myAccount;
const { checkLogin, login, wxSandboxConfirm } = API.loginCustom;
const clock = fakeClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const as = async (userName: string) => {
  const token = await t.loginAs(userName);
  return <E extends (typeof A)[keyof typeof A]>(endpoint: E, input: unknown = {}, lang: 'zh' | 'en' = 'en') =>
    t.call(endpoint, input, { token, lang, ip: uniqueIp() });
};

describe('personal data', () => {
  it('shows the caller’s own account', async () => {
    const call = await as('demo-admin');
    const { status, body } = await call(A.getPersonalData);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      userId: expect.any(Number),
      userName: 'demo-admin',
      realName: '张伟',
      mobile: '13800000003',
      email: null,
      userType: 'company',
      roles: ['enterpriseAdmin'],
      companyName: '演示钢铁有限公司',
      language: 'zh',
      privilegeUntil: null,
      createTime: expect.any(String),
      wechat: null,
    });
  });

  it('saves the real name, and refuses one that is too long', async () => {
    const call = await as('demo-employee');
    const saved = await call(A.savePersonalData, { realName: ' 刘洋洋 ' });
    expect(saved.body).toMatchObject({ code: 200, msg: 'Saved successfully', data: { realName: '刘洋洋' } });
    const tooLong = await call(A.savePersonalData, { realName: '刘'.repeat(51) });
    expect(tooLong.status).toBe(400);
    expect((await call(A.getPersonalData)).body.data.realName).toBe('刘洋洋');
  });
});

describe('updatePassword', () => {
  it('needs the current password, then ends every session', async () => {
    const token = await t.loginAs('demo-lab');
    const other = await t.loginAs('demo-lab');
    const call = (input: unknown, lang: 'zh' | 'en' = 'en') => t.call(A.updatePassword, input, { token, lang, ip: uniqueIp() });

    const wrong = await call({ oldPassword: 'not-it-123', password: 'Lab-Pass-99', confirmPassword: 'Lab-Pass-99' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The current password is wrong');
    const mismatch = await call({ oldPassword: DEMO_PASSWORD, password: 'Lab-Pass-99', confirmPassword: 'Lab-Pass-98' }, 'zh');
    expect(mismatch.body.msg).toBe('两次输入的密码不一致');
    const same = await call({ oldPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
    expect(same.body.msg).toBe('The new password must differ from the current one');
    const weak = await call({ oldPassword: DEMO_PASSWORD, password: 'password', confirmPassword: 'password' });
    expect(weak.status).toBe(400);
    expect((await t.call(checkLogin, {}, { token })).status).toBe(200);

    const changed = await call({ oldPassword: DEMO_PASSWORD, password: 'Lab-Pass-99', confirmPassword: 'Lab-Pass-99' });
    expect(changed.body).toEqual({ code: 200, data: null, msg: 'Password changed. Please log in again' });
    for (const session of [token, other]) expect((await t.call(checkLogin, {}, { token: session })).body.code).toBe(-101);
    expect((await t.call(login, { account: 'demo-lab', password: DEMO_PASSWORD }, { ip: uniqueIp() })).status).toBe(400);
    expect((await t.call(login, { account: 'demo-lab', password: 'Lab-Pass-99' }, { ip: uniqueIp() })).status).toBe(200);
  });
});

describe('changing the mobile number', () => {
  it('sends the code to the new number and changes it with that code', async () => {
    const call = await as('demo-company');
    const mobile = uniqueMobile();
    const sent = await call(A.sendNewMobileCode, { mobile });
    expect(sent.body).toMatchObject({ code: 200, msg: 'Verification code sent' });
    expect(await outboxOf(t.db, '13800000002')).toHaveLength(0);
    const smsCode = await latestCode(t.db, mobile);

    const changed = await call(A.updateMobile, { mobile, smsCode });
    expect(changed.body).toMatchObject({ code: 200, msg: 'Mobile number changed', data: { mobile } });
    expect((await t.call(login, { account: mobile, password: DEMO_PASSWORD }, { ip: uniqueIp() })).status).toBe(200);
    expect((await t.call(login, { account: '13800000002', password: DEMO_PASSWORD }, { ip: uniqueIp() })).status).toBe(400);
    const reused = await call(A.updateMobile, { mobile, smsCode });
    expect(reused.status).toBe(409);
  });

  it('refuses a number another account has', async () => {
    const call = await as('demo-individual');
    const sent = await call(A.sendNewMobileCode, { mobile: '13800000006' }, 'zh');
    expect(sent.status).toBe(409);
    expect(sent.body.msg).toBe('该手机号已注册');
    const bad = await call(A.sendNewMobileCode, { mobile: '12' });
    expect(bad.body.msg).toBe('Please input the correct mobile number');
  });

  it('takes only a code the same user asked for', async () => {
    const mobile = uniqueMobile();
    const asker = await as('demo-regionhead');
    await asker(A.sendNewMobileCode, { mobile });
    const smsCode = await latestCode(t.db, mobile);
    const thief = await as('demo-cloudhead');
    const stolen = await thief(A.updateMobile, { mobile, smsCode });
    expect(stolen.status).toBe(400);
    expect(stolen.body.msg).toBe('The verification code is wrong or has expired');
    expect((await asker(A.updateMobile, { mobile, smsCode })).status).toBe(200);
  });
});

describe('e-mail', () => {
  it('sends a code to the address, checks it, and saves the address', async () => {
    const call = await as('demo-auditor');
    const email = 'yang.lei@example.com';
    const sent = await call(A.sendEmailCode, { email });
    expect(sent.body).toMatchObject({ code: 200, msg: 'Verification code sent to your email' });
    const [message] = await outboxOf(t.db, email);
    expect(message).toMatchObject({ channel: 'email', subject: 'atsteel email verification' });
    const code = await latestCode(t.db, email);

    expect((await call(A.verifyEmailCode, { email, code })).status).toBe(200);
    const saved = await call(A.saveEmail, { email, code });
    expect(saved.body).toMatchObject({ code: 200, msg: 'Email saved', data: { email } });
    expect((await call(A.saveEmail, { email, code })).status).toBe(400);
  });

  it('refuses a malformed address with the spec message, and a code for another address', async () => {
    const call = await as('demo-auditor');
    const bad = await call(A.sendEmailCode, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Please Input the correct email address');
    clock.advance(61_000);
    await call(A.sendEmailCode, { email: 'a@example.com' });
    const code = await latestCode(t.db, 'a@example.com');
    expect((await call(A.saveEmail, { email: 'b@example.com', code })).status).toBe(400);
  });
});

describe('WeChat binding from the personal centre', () => {
  it('binds through a QR code, shows it, refuses a second, and unbinds', async () => {
    const call = await as('demo-individual');
    const started = await call(A.wechatBindStart);
    expect(started.body.data).toMatchObject({ mode: 'sandbox', expiresIn: 300 });
    const { state } = started.body.data;
    expect((await call(A.wechatBindResult, { state })).body.data).toEqual({ status: 'waiting', nickname: null });
    expect((await t.call(wxSandboxConfirm, { state, nickname: '明明' })).body.data).toEqual({ purpose: 'bind' });
    expect((await call(A.wechatBindResult, { state })).body.data).toEqual({ status: 'bound', nickname: '明明' });
    expect((await call(A.getPersonalData)).body.data.wechat).toEqual({ nickname: '明明', boundTime: expect.any(String) });

    const second = await call(A.wechatBindStart);
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('Your account is already bound to a WeChat account. Unbind it first');

    // Another account cannot take the same WeChat user.
    const other = await as('demo-employee');
    const otherState = (await other(A.wechatBindStart)).body.data.state;
    await t.call(wxSandboxConfirm, { state: otherState, nickname: '明明' });
    const taken = await other(A.wechatBindResult, { state: otherState });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('This WeChat account is already bound to another account');

    expect((await call(A.wechatUnbind)).body).toEqual({ code: 200, data: null, msg: 'WeChat unbound' });
    expect((await call(A.getPersonalData)).body.data.wechat).toBeNull();
    const again = await call(A.wechatUnbind);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('No WeChat account is bound');
  });

  it('answers another user’s state like an unknown one', async () => {
    const owner = await as('demo-company');
    const { state } = (await owner(A.wechatBindStart)).body.data;
    const stranger = await as('demo-cloudhead');
    const { status, body } = await stranger(A.wechatBindResult, { state });
    expect(status).toBe(400);
    expect(body.msg).toBe('This QR code is no longer valid. Please refresh it');
  });
});
