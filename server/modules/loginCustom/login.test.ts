import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, LIMITS } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { DEMO_PASSWORD } from '../../db/seed/demo';

const { login, checkLogin } = API.loginCustom;
const clock = fakeClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

/** Each attempt from its own address: this file makes more attempts than one address may. */
const tryLogin = (input: unknown, lang?: 'zh' | 'en') => t.call(login, input, { lang, ip: uniqueIp() });

describe('login', () => {
  it('accepts the user name and answers the whole envelope in the request language', async () => {
    const { status, body } = await tryLogin({ account: 'demo-individual', password: DEMO_PASSWORD }, 'en');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 200,
      msg: 'Login successful',
      data: { expiresIn: LIMITS.tokenMaxAgeSeconds, userName: 'demo-individual', userType: 'individual' },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const zh = await tryLogin({ account: 'demo-individual', password: DEMO_PASSWORD }, 'zh');
    expect(zh.body.msg).toBe('登录成功');
  });

  it('accepts the mobile number', async () => {
    const { status, body } = await tryLogin({ account: '13800000002', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ userName: 'demo-company', userType: 'company' });
  });

  it('trims the account', async () => {
    const { status } = await tryLogin({ account: '  demo-admin  ', password: DEMO_PASSWORD });
    expect(status).toBe(200);
  });

  it.each([
    ['wrong password', { account: 'demo-individual', password: 'Atsteel-2025' }],
    ['unknown account', { account: 'nobody-here', password: DEMO_PASSWORD }],
    ['unknown mobile', { account: '13999999999', password: DEMO_PASSWORD }],
    ['password of another case', { account: 'demo-individual', password: DEMO_PASSWORD.toLowerCase() }],
  ])('refuses a %s with the same message in either language', async (_, input) => {
    const en = await tryLogin(input, 'en');
    expect(en.status).toBe(400);
    expect(en.body).toEqual({ code: -1, data: null, msg: 'Wrong account or password' });
    const zh = await tryLogin(input, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ code: -1, data: null, msg: '账号或密码错误' });
  });

  it.each([
    ['missing account', { password: DEMO_PASSWORD }, 'Account number is required', '账号不能为空', 'account'],
    ['blank account', { account: '   ', password: DEMO_PASSWORD }, 'Account number is required', '账号不能为空', 'account'],
    ['missing password', { account: 'demo-individual' }, 'Password is required', '密码不能为空', 'password'],
    ['empty password', { account: 'demo-individual', password: '' }, 'Password is required', '密码不能为空', 'password'],
  ])('refuses a %s', async (_, input, en, zh, field) => {
    const english = await tryLogin(input, 'en');
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ code: -1, msg: en });
    expect(english.body.data).toMatchObject({ fields: [{ field, msg: en }] });
    const chinese = await tryLogin(input, 'zh');
    expect(chinese.body).toMatchObject({ code: -1, msg: zh });
  });

  it('refuses a body without either field, naming the account first', async () => {
    const { status, body } = await tryLogin({}, 'en');
    expect(status).toBe(400);
    expect(body.msg).toBe('Account number is required');
  });

  it('refuses an over-long password without hashing it', async () => {
    const { status, body } = await tryLogin({ account: 'demo-individual', password: 'x'.repeat(129) }, 'en');
    expect(status).toBe(400);
    expect(body.msg).toBe('The value is too long');
  });

  it('stores only the SHA-256 of the token, with a 86400 s life from the clock', async () => {
    const token = await t.loginAs('demo-auditor');
    const digest = createHash('sha256').update(token).digest('hex');
    const plain = await t.db.execute(sql`select count(*)::int as n from sessions where token_hash = ${token}`);
    expect(plain.rows[0]).toEqual({ n: 0 });
    const hashed = await t.db.execute<{ expires: Date; created: Date }>(
      sql`select expires_at as expires, created_at as created from sessions where token_hash = ${digest}`,
    );
    expect(hashed.rows).toHaveLength(1);
    expect(new Date(hashed.rows[0].created).getTime()).toBe(clock.now().getTime());
    expect(new Date(hashed.rows[0].expires).getTime() - clock.now().getTime()).toBe(LIMITS.tokenMaxAgeSeconds * 1000);
  });

  it('gives every login its own token', async () => {
    const first = await t.loginAs('demo-cloudhead');
    const second = await t.loginAs('demo-cloudhead');
    expect(first).not.toBe(second);
  });
});

describe('the login rate limit', () => {
  it('refuses the 31st attempt of a minute from one address with 429 and the envelope', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 30; attempt++) {
      const { status } = await t.call(login, {}, { ip });
      expect(status).toBe(400);
    }
    const { status, body } = await t.call(login, { account: 'demo-individual', password: DEMO_PASSWORD }, { ip, lang: 'en' });
    expect(status).toBe(429);
    expect(body).toEqual({ code: -1, data: null, msg: 'Too many requests. Please try again later' });
    expect((await tryLogin({ account: 'demo-individual', password: DEMO_PASSWORD })).status).toBe(200);
  });
});

describe('a disabled user', () => {
  it('cannot log in, and loses the sessions it had', async () => {
    const token = await t.loginAs('demo-lab');
    await t.db.execute(sql`update users set disabled = true where user_name = 'demo-lab'`);
    try {
      const refused = await tryLogin({ account: 'demo-lab', password: DEMO_PASSWORD }, 'en');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: -1, data: null, msg: 'Wrong account or password' });
      const byMobile = await tryLogin({ account: '13800000005', password: DEMO_PASSWORD });
      expect(byMobile.status).toBe(400);

      const check = await t.call(checkLogin, {}, { token });
      expect(check.status).toBe(401);
      expect(check.body.code).toBe(-101);
    } finally {
      await t.db.execute(sql`update users set disabled = false where user_name = 'demo-lab'`);
    }
  });
});
