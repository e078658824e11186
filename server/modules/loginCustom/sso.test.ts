import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportSPKI, generateKeyPair, type CryptoKey } from 'jose';
import { API } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { jwtSsoVerifier } from '../../adapters/sso';

const { verifySSOToken, checkLogin } = API.loginCustom;
const clock = fakeClock();
const ISSUER = 'https://sso.group.example';
let t: TestApp;
let issuerKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const issuer = await generateKeyPair('RS256');
  issuerKey = issuer.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const sso = await jwtSsoVerifier({ publicKeyPem: await exportSPKI(issuer.publicKey), issuer: ISSUER });
  t = await createTestApp({ clock, sso });
});
afterAll(() => t?.close());

interface TokenOptions {
  sub?: string;
  issuer?: string;
  audience?: string;
  key?: CryptoKey;
  issuedAt?: Date;
  expiresInSeconds?: number;
  claims?: Record<string, unknown>;
}

function token(options: TokenOptions = {}) {
  const issuedAt = options.issuedAt ?? clock.now();
  const seconds = Math.floor(issuedAt.getTime() / 1000);
  const jwt = new SignJWT({ ...options.claims })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? 'atsteel')
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + (options.expiresInSeconds ?? 120));
  if (options.sub !== null) jwt.setSubject(options.sub ?? 'demo-company');
  return jwt.sign(options.key ?? issuerKey);
}

const exchange = (jwtStr: string, app = t) => app.call(verifySSOToken, { jwtStr }, { lang: 'en', ip: uniqueIp() });
const INVALID = 'The single sign-on link is invalid or has expired. Please log in';

describe('verifySSOToken', () => {
  it('exchanges a signed token of the trusted issuer for a session, once', async () => {
    const jwt = await token({ claims: { redirect: '/my/info?tab=security' } });
    const { status, body } = await exchange(jwt);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ userName: 'demo-company', expiresIn: 86400, redirect: '/my/info?tab=security' });
    expect((await t.call(checkLogin, {}, { token: body.data.token })).body.data.userInfo.userName).toBe('demo-company');

    const replayed = await exchange(jwt);
    expect(replayed.status).toBe(400);
    expect(replayed.body.msg).toBe(INVALID);
  });

  it('names the account by user name or mobile, and drops a redirect that leaves the site', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const { body } = await exchange(await token({ sub: '13800000003', claims: { redirect } }));
      expect(body.data).toMatchObject({ userName: 'demo-admin', redirect: null });
    }
  });

  it.each<[string, () => Promise<string>]>([
    ['signed by another key', () => token({ key: strangerKey })],
    ['of another issuer', () => token({ issuer: 'https://other.example' })],
    ['for another audience', () => token({ audience: 'someone-else' })],
    ['expired', () => token({ issuedAt: new Date(clock.now().getTime() - 300_000), expiresInSeconds: 60 })],
    ['issued too long ago', () => token({ issuedAt: new Date(clock.now().getTime() - 11 * 60_000), expiresInSeconds: 3600 })],
    ['for an unknown account', () => token({ sub: 'nobody-at-all' })],
    ['without a subject', () => token({ sub: null as never })],
    ['malformed', async () => 'not.a.jwt'],
    ['unsigned', async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":"demo-company","iss":"${ISSUER}"}`).toString('base64url')}.`],
  ])('refuses a token %s', async (_, make) => {
    const { status, body } = await exchange(await make());
    expect(status).toBe(400);
    expect(body).toEqual({ code: -1, data: null, msg: INVALID });
  });

  it('refuses every token when no issuer is configured', async () => {
    const plain = await createTestApp({ clock });
    try {
      const { status, body } = await plain.call(verifySSOToken, { jwtStr: await token() }, { lang: 'zh' });
      expect(status).toBe(400);
      expect(body.msg).toBe('单点登录链接无效或已过期，请登录');
    } finally {
      await plain.close();
    }
  });
});
