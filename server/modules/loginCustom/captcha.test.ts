import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, VERIFY_KEY_HEADER } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { DEMO_PASSWORD } from '../../db/seed/demo';

const { login, getLoginConfig, verifyCode } = API.loginCustom;
const clock = fakeClock();
/** The text of the next image code; the drawing itself is real. */
let nextText = 'AbCd';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, captcha: true, imageCodeText: () => nextText });
});
afterAll(() => t?.close());

/** Fetches an image code as the browser does: the SVG, and its key in a header. */
async function imageCode(text = 'AbCd') {
  nextText = text;
  const response = await t.app.inject({ method: 'GET', url: verifyCode.path, remoteAddress: uniqueIp() });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
  // The text is drawn as paths, never written into the image.
  expect(response.body).not.toContain(text);
  return { key: String(response.headers[VERIFY_KEY_HEADER]), svg: response.body };
}

const tryLogin = (input: Record<string, unknown>, lang: 'zh' | 'en' = 'en') =>
  t.call(login, { account: 'demo-individual', password: DEMO_PASSWORD, ...input }, { lang, ip: uniqueIp() });

describe('getLoginConfig', () => {
  it('tells the browser the image code is on and WeChat is the sandbox', async () => {
    expect((await t.call(getLoginConfig, {})).body.data).toEqual({ captchaRequired: true, wechatMode: 'sandbox' });
  });

  it('says off when the app runs with the image code off (ATSTEEL_CAPTCHA=off)', async () => {
    const other = await createTestApp({ captcha: false });
    try {
      expect((await other.call(getLoginConfig, {})).body.data).toEqual({ captchaRequired: false, wechatMode: 'sandbox' });
      expect((await other.call(login, { account: 'demo-individual', password: DEMO_PASSWORD }, { ip: uniqueIp() })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('password login with the image code on', () => {
  it('logs in with the right code, in any case', async () => {
    const { key } = await imageCode('AbCd');
    const { status, body } = await tryLogin({ verifyKey: key, verifyCode: 'abcd' });
    expect(status).toBe(200);
    expect(body.msg).toBe('Login successful');
  });

  it('requires the code', async () => {
    const { key } = await imageCode();
    for (const input of [{}, { verifyKey: key }, { verifyKey: key, verifyCode: ' ' }]) {
      const { status, body } = await tryLogin(input);
      expect(status).toBe(400);
      expect(body.msg).toBe('Verification Code is required');
    }
    expect((await tryLogin({}, 'zh')).body.msg).toBe('验证码不能为空');
  });

  it('refuses a wrong code, and the image is then used up', async () => {
    const { key } = await imageCode('XyZ3');
    const wrong = await tryLogin({ verifyKey: key, verifyCode: 'XyZ4' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The verification code is wrong or has expired');
    const right = await tryLogin({ verifyKey: key, verifyCode: 'XyZ3' });
    expect(right.status).toBe(400);
    expect(right.body.msg).toBe('The verification code is wrong or has expired');
  });

  it('uses a code once, even after a successful login', async () => {
    const { key } = await imageCode('Kp47');
    expect((await tryLogin({ verifyKey: key, verifyCode: 'Kp47' })).status).toBe(200);
    expect((await tryLogin({ verifyKey: key, verifyCode: 'Kp47' })).status).toBe(400);
  });

  it('lets a code live 5 minutes', async () => {
    const early = await imageCode('Hm58');
    const late = await imageCode('Hm58');
    clock.advance(5 * 60_000 - 1000);
    expect((await tryLogin({ verifyKey: early.key, verifyCode: 'Hm58' })).status).toBe(200);
    clock.advance(2000);
    const expired = await tryLogin({ verifyKey: late.key, verifyCode: 'Hm58' });
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe('The verification code is wrong or has expired');
  });

  it('refuses a key it never gave out, and does not count a password failure for a bad code', async () => {
    expect((await tryLogin({ verifyKey: 'A'.repeat(43), verifyCode: 'AbCd' })).status).toBe(400);
    expect((await tryLogin({ verifyKey: 'x'.repeat(65), verifyCode: 'AbCd' })).status).toBe(400);
    const failures = await t.db.execute(sql`select count(*)::int as n from login_throttles`);
    expect(failures.rows[0]).toEqual({ n: 0 });
  });

  it('stores only hashes of key and code', async () => {
    const { key } = await imageCode('Qr7w');
    const rows = await t.db.execute(sql`select key_hash, code_hash from image_codes`);
    for (const row of rows.rows as { key_hash: string; code_hash: string }[]) {
      expect(row.key_hash).not.toBe(key);
      expect(row.code_hash.toLowerCase()).not.toContain('qr7w');
    }
  });
});

describe('wrong passwords: a growing wait per account and address, never a lock', () => {
  const STRANGER = '203.0.113.66';
  const attempt = async (account: string, password: string, ip: string, lang: 'zh' | 'en' = 'en') => {
    const { key } = await imageCode('Tt66');
    return t.call(login, { account, password, verifyKey: key, verifyCode: 'Tt66' }, { lang, ip });
  };

  it("makes a stranger's address wait longer after each failure, while the owner logs in from another at once", async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt('demo-auditor', 'wrong-pass-1', STRANGER)).body.msg).toBe('Wrong account or password');
    const fifth = await attempt('demo-auditor', 'wrong-pass-1', STRANGER);
    expect(fifth.status).toBe(429);
    expect(fifth.body.msg).toBe('Too many wrong passwords. Please try again in 2 seconds');
    const early = await attempt('demo-auditor', 'wrong-pass-1', STRANGER, 'zh');
    expect(early.status).toBe(429);
    expect(early.body.msg).toBe('密码错误次数过多，请 2 秒后再试');

    clock.advance(2000);
    expect((await attempt('demo-auditor', 'wrong-pass-1', STRANGER)).body.msg).toBe('Too many wrong passwords. Please try again in 4 seconds');
    for (let i = 0; i < 12; i++) {
      clock.advance(900_000);
      await attempt('demo-auditor', 'wrong-pass-1', STRANGER);
    }
    expect((await attempt('demo-auditor', DEMO_PASSWORD, STRANGER)).body.msg).toBe('Too many wrong passwords. Please try again in 900 seconds');

    // Twenty failures elsewhere keep nobody out: the owner's own address is untouched.
    expect((await attempt('demo-auditor', DEMO_PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('answers a known and an unknown account identically, failure after failure', async () => {
    for (let i = 0; i < 5; i++) {
      clock.advance(60_000);
      const known = await attempt('demo-lab', 'wrong-pass-2', '203.0.113.70');
      const unknown = await attempt('no-such-user', 'wrong-pass-2', '203.0.113.71');
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    }
  });

  it('starts the count again after a right password from that address', async () => {
    const ip = '203.0.113.80';
    for (let i = 0; i < 4; i++) await attempt('demo-cloudhead', 'wrong-pass-3', ip);
    expect((await attempt('demo-cloudhead', DEMO_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('demo-cloudhead', 'wrong-pass-3', ip)).status).toBe(400);
    expect((await attempt('demo-cloudhead', DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('keeps the account only as a hash', async () => {
    await attempt('secret-account-name', 'x', '203.0.113.90');
    const rows = await t.db.execute(sql`select account_hash from login_throttles`);
    for (const row of rows.rows as { account_hash: string }[]) expect(row.account_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
