import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS, API } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { latestCode, outboxOf, uniqueMobile } from '../../../tests/support/outbox';
import type { FastifyInstance } from 'fastify';
import type { SmsProvider } from '../../adapters/sms';
import { buildApp } from '../../app';

const { sendMobile, verifySmsCode, verifyMobileIsExist, verifyUserNameIsExist } = API.gateway;
const clock = fakeClock();
const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const send = (mobile: string, type = 'register', options: { ip?: string; lang?: 'zh' | 'en' } = {}) =>
  t.call(sendMobile, { mobile, type }, { ip: options.ip ?? uniqueIp(), lang: options.lang ?? 'en' });
const verify = (mobile: string, smsCode: string, type = 'register') =>
  t.call(verifySmsCode, { mobile, smsCode, type }, { lang: 'en', ip: uniqueIp() });

describe('sendMobile', () => {
  it('sends a 6-digit code to the outbox in the caller language, stores only its hash', async () => {
    const mobile = uniqueMobile();
    const { status, body } = await send(mobile, 'register', { lang: 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, data: { expiresIn: 300, resendIn: 60 }, msg: 'Verification code sent' });
    const [message] = await outboxOf(t.db, mobile);
    expect(message.channel).toBe('sms');
    expect(message.body).toMatch(/^\[atsteel\] Your verification code is \d{6}, valid for 5 minutes\./);
    const code = await latestCode(t.db, mobile);
    const stored = await t.db.execute(sql`select count(*)::int as n from verification_codes where code_hash like ${`%${code}%`}`);
    expect(stored.rows[0]).toEqual({ n: 0 });

    const zh = uniqueMobile();
    const chinese = await send(zh, 'register', { lang: 'zh' });
    expect(chinese.body.msg).toBe('验证码已发送');
    expect((await outboxOf(t.db, zh))[0].body).toContain('分钟内有效');
  });

  it.each([
    ['missing', {}, 'Mobile number is required'],
    ['empty', { mobile: '' }, 'Mobile number is required'],
    ['malformed', { mobile: '12345' }, 'Please input the correct mobile number'],
    ['landline', { mobile: '01012345678' }, 'Please input the correct mobile number'],
  ])('refuses a %s number', async (_, fields, message) => {
    const { status, body } = await t.call(sendMobile, { type: 'register', ...fields }, { lang: 'en', ip: uniqueIp() });
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('refuses a purpose it does not know', async () => {
    const { status } = await send(uniqueMobile(), 'changeMobile');
    expect(status).toBe(400);
  });

  it('wants a registered number for login and password retrieval, an unregistered one for registration', async () => {
    const stranger = uniqueMobile();
    for (const type of ['login', 'password']) {
      const { status, body } = await send(stranger, type);
      expect(status).toBe(400);
      expect(body.msg).toBe('This mobile number is not registered');
    }
    const taken = await send('13800000001', 'register', { lang: 'zh' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该手机号已注册');
    expect(await outboxOf(t.db, '13800000001')).toHaveLength(0);
    expect((await send('13800000001', 'login')).status).toBe(200);
    expect((await send(stranger, 'loginOrRegister')).status).toBe(200);
  });
});

describe('the limits per number', () => {
  it('allow one code a minute, saying how long to wait', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile)).status).toBe(200);
    clock.advance(20_000);
    const again = await send(mobile);
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe('Please wait 40 seconds before requesting another code');
    // Per number, whatever the purpose or client.
    expect((await send(mobile, 'loginOrRegister')).status).toBe(429);
    clock.advance(40_000);
    expect((await send(mobile)).status).toBe(200);
  });

  it('allow five an hour and ten a day', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < ACCOUNT_LIMITS.smsPerNumberPerHour; i++) {
      expect((await send(mobile)).status).toBe(200);
      clock.advance(MINUTE);
    }
    const sixth = await send(mobile);
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toBe('This number has received 5 codes in the last hour. Please try again later');

    clock.advance(56 * MINUTE);
    for (let i = 0; i < 5; i++) {
      expect((await send(mobile)).status).toBe(200);
      clock.advance(MINUTE);
    }
    clock.advance(60 * MINUTE);
    const eleventh = await send(mobile, 'register', { lang: 'zh' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.msg).toBe('该号码 24 小时内已获取 10 次验证码，请明天再试');

    clock.advance(24 * 60 * MINUTE);
    expect((await send(mobile)).status).toBe(200);
  });
});

describe('limits across server processes', () => {
  it('are shared by app instances on one database: of six requests to both, one goes through', async () => {
    const second = await buildApp({ db: t.db, clock, logLevel: 'silent', captcha: false });
    try {
      const mobile = uniqueMobile();
      const send = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: sendMobile.path, payload: { mobile, type: 'register' }, remoteAddress: uniqueIp() });
      const answers = await Promise.all([t.app, second, t.app, second, t.app, second].map(send));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
      expect(await outboxOf(t.db, mobile)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('the limit per client address', () => {
  it('stops one address after 30 codes an hour, whatever the numbers', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < ACCOUNT_LIMITS.smsPerClientPerHour; i++) {
      const { status } = await t.call(sendMobile, { mobile: uniqueMobile(), type: 'register' }, { ip });
      expect(status).toBe(200);
    }
    const { status, body } = await t.call(sendMobile, { mobile: uniqueMobile(), type: 'register' }, { ip, lang: 'en' });
    expect(status).toBe(429);
    expect(body.msg).toBe('Too many requests. Please try again later');
    clock.advance(61 * MINUTE);
    expect((await t.call(sendMobile, { mobile: uniqueMobile(), type: 'register' }, { ip })).status).toBe(200);
  });
});

describe('verifySmsCode', () => {
  it('accepts the code without using it up, for its purpose only', async () => {
    const mobile = uniqueMobile();
    await send(mobile);
    const code = await latestCode(t.db, mobile);
    expect((await verify(mobile, code)).body).toMatchObject({ code: 200 });
    expect((await verify(mobile, code)).status).toBe(200);
    const otherPurpose = await verify(mobile, code, 'loginOrRegister');
    expect(otherPurpose.status).toBe(400);
    expect(otherPurpose.body.msg).toBe('The verification code is wrong or has expired');
  });

  it('lets a code live 5 minutes', async () => {
    const mobile = uniqueMobile();
    await send(mobile);
    const code = await latestCode(t.db, mobile);
    clock.advance(5 * MINUTE - 1000);
    expect((await verify(mobile, code)).status).toBe(200);
    clock.advance(2000);
    const late = await verify(mobile, code);
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('The verification code is wrong or has expired');
  });

  it('voids a code after 5 wrong entries, the right one included', async () => {
    const mobile = uniqueMobile();
    await send(mobile);
    const code = await latestCode(t.db, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < ACCOUNT_LIMITS.codeWrongTriesMax; i++) {
      expect((await verify(mobile, wrong)).body.msg).toBe('The verification code is wrong or has expired');
    }
    expect((await verify(mobile, wrong)).body.msg).toBe(
      'Too many wrong entries: this code is no longer valid. Please get a new one',
    );
    expect((await verify(mobile, code)).status).toBe(400);
  });

  it('counts only the newest code of a number', async () => {
    const mobile = uniqueMobile();
    await send(mobile);
    const first = await latestCode(t.db, mobile);
    clock.advance(MINUTE);
    await send(mobile);
    const second = await latestCode(t.db, mobile);
    if (first !== second) expect((await verify(mobile, first)).status).toBe(400);
    expect((await verify(mobile, second)).status).toBe(200);
  });

  it.each([
    ['missing code', { mobile: '13900000000', type: 'register' }, 'Verification Code is required'],
    ['short code', { mobile: '13900000000', smsCode: '123', type: 'register' }, 'The verification code has 6 digits'],
    ['bad mobile', { mobile: '139', smsCode: '123456', type: 'register' }, 'Mobile number format error'],
  ])('refuses a %s', async (_, input, message) => {
    const { status, body } = await t.call(verifySmsCode, input, { lang: 'en' });
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });
});

describe('a failing SMS gateway', () => {
  it('answers 503, and the code neither works nor counts against the limits', async () => {
    let fail = true;
    const sent: string[] = [];
    const gateway: SmsProvider = {
      name: 'test',
      send: async ({ mobile, text }) => {
        if (fail) throw new Error('gateway down');
        sent.push(`${mobile} ${text}`);
      },
    };
    const other = await createTestApp({ clock, sms: gateway });
    try {
      const mobile = uniqueMobile();
      const refused = await other.call(sendMobile, { mobile, type: 'register' }, { lang: 'en' });
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ code: -1, data: null, msg: 'The code could not be sent. Please try again later' });
      const rows = await other.db.execute(sql`select count(*)::int as n from verification_codes where target = ${mobile}`);
      expect(rows.rows[0]).toEqual({ n: 0 });
      fail = false;
      expect((await other.call(sendMobile, { mobile, type: 'register' })).status).toBe(200);
      expect(sent).toHaveLength(1);
      expect(await outboxOf(other.db, mobile)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('existence checks', () => {
  it('tell whether a mobile number or a user name is taken (user names without case)', async () => {
    expect((await t.call(verifyMobileIsExist, { mobile: '13800000003' })).body.data).toEqual({ exists: true });
    expect((await t.call(verifyMobileIsExist, { mobile: uniqueMobile() })).body.data).toEqual({ exists: false });
    expect((await t.call(verifyUserNameIsExist, { userName: 'demo-admin' })).body.data).toEqual({ exists: true });
    expect((await t.call(verifyUserNameIsExist, { userName: 'DEMO-Admin' })).body.data).toEqual({ exists: true });
    expect((await t.call(verifyUserNameIsExist, { userName: 'nobody-yet' })).body.data).toEqual({ exists: false });
    const bad = await t.call(verifyMobileIsExist, { mobile: 'abc' }, { lang: 'en' });
    expect(bad.body.msg).toBe('Mobile number format error');
  });
});
