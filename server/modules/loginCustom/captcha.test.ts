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
    const failures = await t.db.execute(sql`select count(*)::int as n from login_lockouts`);
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

describe('lockout after five wrong passwords', () => {
  const attempt = async (password: string, lang: 'zh' | 'en' = 'en') => {
    const { key } = await imageCode('Tt66');
    return t.call(login, { account: 'demo-auditor', password, verifyKey: key, verifyCode: 'Tt66' }, { lang, ip: uniqueIp() });
  };

  it('locks the account for 15 minutes with a clear message, then lets it in again', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt('wrong-pass-1')).body.msg).toBe('Wrong account or password');
    const fifth = await attempt('wrong-pass-1');
    expect(fifth.status).toBe(429);
    expect(fifth.body.msg).toBe('Too many wrong passwords. This account is locked; please try again in 15 minutes');

    clock.advance(6 * 60_000);
    const rightButLocked = await attempt(DEMO_PASSWORD, 'zh');
    expect(rightButLocked.status).toBe(429);
    expect(rightButLocked.body.msg).toBe('密码错误次数过多，账号已锁定，请 9 分钟后再试');

    clock.advance(9 * 60_000);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts wrong passwords in a row only: a right one starts again', async () => {
    for (let i = 0; i < 4; i++) await attempt('wrong-pass-2');
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-pass-2')).status).toBe(400);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
  });

  it('starts a fresh count after a lock has run out', async () => {
    for (let i = 0; i < 5; i++) await attempt('wrong-pass-3');
    clock.advance(15 * 60_000);
    expect((await attempt('wrong-pass-3')).body.msg).toBe('Wrong account or password');
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks nobody for an account that does not exist', async () => {
    for (let i = 0; i < 6; i++) {
      const { key } = await imageCode('Nn77');
      const { body } = await t.call(login, { account: 'no-such-user', password: 'x', verifyKey: key, verifyCode: 'Nn77' }, { lang: 'en', ip: uniqueIp() });
      expect(body.msg).toBe('Wrong account or password');
    }
  });
});
