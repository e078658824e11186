import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { API } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { latestCode, uniqueMobile } from '../../../tests/support/outbox';
import { oauthWechat, type WechatProvider } from '../../adapters/wechat';

const { getWxConfig, wxLogin, wxSandboxConfirm, wxBindingMobile, checkLogin } = API.loginCustom;
const { sendMobile } = API.gateway;
const clock = fakeClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const ALL_AGREED = { technicalService: true, user: true, privacy: true, platformService: true };
const headers = { host: 'portal.example:8080' };

async function startLogin(app = t, lang: 'zh' | 'en' = 'zh') {
  const { status, body } = await app.call(getWxConfig, {}, { lang, headers, ip: uniqueIp() });
  expect(status).toBe(200);
  return body.data;
}
const poll = (state: string, code?: string, app = t) => app.call(wxLogin, { state, code }, { lang: 'en', ip: uniqueIp() });
const confirm = (state: string, nickname: string, app = t) =>
  app.call(wxSandboxConfirm, { state, nickname }, { lang: 'en', ip: uniqueIp() });

async function smsFor(mobile: string) {
  clock.advance(61_000);
  await t.call(sendMobile, { mobile, type: 'wechatBind' }, { ip: uniqueIp() });
  return latestCode(t.db, mobile);
}

/** Sandbox login of a first-time WeChat user up to the bind ticket. */
async function ticketFor(nickname: string) {
  const { state } = await startLogin();
  await confirm(state, nickname);
  const { body } = await poll(state);
  expect(body.data).toMatchObject({ status: 'bind', nickname, login: null });
  return { state, ticket: body.data.bindTicket! };
}

describe('WeChat QR login through the sandbox', () => {
  it('gives a QR code of the sandbox confirmation page of the page language', async () => {
    const zh = await startLogin(t, 'zh');
    expect(zh).toMatchObject({ mode: 'sandbox', expiresIn: 300, appId: null });
    expect(zh.authorizeUrl).toBe(`http://portal.example:8080/wxSandbox?state=${zh.state}`);
    expect(zh.qrCode).toBe(await QRCode.toDataURL(zh.authorizeUrl, { margin: 1, width: 220, errorCorrectionLevel: 'M' }));
    const en = await startLogin(t, 'en');
    expect(en.authorizeUrl).toBe(`http://portal.example:8080/en/wxSandbox?state=${en.state}`);
    expect(en.state).not.toBe(zh.state);
  });

  it('waits until confirmed; a first-time WeChat user binds a new mobile and gets a new account', async () => {
    const { state } = await startLogin();
    expect((await poll(state)).body.data).toEqual({ status: 'waiting', login: null, bindTicket: null, nickname: null });
    expect((await confirm(state, '钢铁侠')).body.data).toEqual({ purpose: 'login' });
    const { body } = await poll(state);
    expect(body.data).toMatchObject({ status: 'bind', nickname: '钢铁侠' });
    // The authorization is used once.
    expect((await poll(state)).body.msg).toBe('This QR code is no longer valid. Please refresh it');

    const mobile = uniqueMobile();
    const bound = await t.call(
      wxBindingMobile,
      { ticket: body.data.bindTicket, mobile, smsCode: await smsFor(mobile), agreements: ALL_AGREED },
      { lang: 'en', ip: uniqueIp() },
    );
    expect(bound.status).toBe(200);
    expect(bound.body.data).toMatchObject({ registered: true, userType: 'individual' });
    expect(bound.body.data.userName).toMatch(/^wx_[0-9a-f]{12}$/);
    expect((await t.call(checkLogin, {}, { token: bound.body.data.token })).status).toBe(200);

    // Next time the same WeChat user is logged in at once.
    const again = await startLogin();
    await confirm(again.state, '钢铁侠');
    const result = await poll(again.state);
    expect(result.body.data).toMatchObject({ status: 'loggedIn', bindTicket: null, login: { userName: bound.body.data.userName } });
  });

  it('binds to the account of a registered mobile', async () => {
    const { ticket } = await ticketFor('李明的微信');
    const bound = await t.call(
      wxBindingMobile,
      { ticket, mobile: '13800000001', smsCode: await smsFor('13800000001'), agreements: ALL_AGREED },
      { ip: uniqueIp() },
    );
    expect(bound.body.data).toMatchObject({ registered: false, userName: 'demo-individual' });
    const again = await startLogin();
    await confirm(again.state, '李明的微信');
    expect((await poll(again.state)).body.data.login?.userName).toBe('demo-individual');

    // That account has its WeChat now: another WeChat user cannot take the number.
    const other = await ticketFor('另一个微信');
    const refused = await t.call(
      wxBindingMobile,
      { ticket: other.ticket, mobile: '13800000001', smsCode: await smsFor('13800000001'), agreements: ALL_AGREED },
      { lang: 'en', ip: uniqueIp() },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('The account of this mobile number is already bound to another WeChat account');
  });

  it('uses a bind ticket once, and for 10 minutes', async () => {
    const first = await ticketFor('一次性');
    const mobile = uniqueMobile();
    const smsCode = await smsFor(mobile);
    expect((await t.call(wxBindingMobile, { ticket: first.ticket, mobile, smsCode, agreements: ALL_AGREED }, { ip: uniqueIp() })).status).toBe(200);
    const reused = await t.call(wxBindingMobile, { ticket: first.ticket, mobile: uniqueMobile(), smsCode, agreements: ALL_AGREED }, { lang: 'en', ip: uniqueIp() });
    expect(reused.body.msg).toBe('The WeChat binding has expired. Please scan the QR code again');

    const late = await ticketFor('迟到');
    const lateMobile = uniqueMobile();
    const lateCode = await smsFor(lateMobile);
    clock.advance(10 * 60_000);
    const expired = await t.call(wxBindingMobile, { ticket: late.ticket, mobile: lateMobile, smsCode: lateCode, agreements: ALL_AGREED }, { lang: 'en', ip: uniqueIp() });
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe('The WeChat binding has expired. Please scan the QR code again');
  });

  it('needs the SMS code of the number and the agreements', async () => {
    const { ticket } = await ticketFor('认真');
    const mobile = uniqueMobile();
    const smsCode = await smsFor(mobile);
    const noAgreements = await t.call(wxBindingMobile, { ticket, mobile, smsCode }, { lang: 'en', ip: uniqueIp() });
    expect(noAgreements.body.msg).toBe('Please read and tick the technical service, user, privacy and platform service agreements');
    const wrongNumber = await t.call(wxBindingMobile, { ticket, mobile: uniqueMobile(), smsCode, agreements: ALL_AGREED }, { lang: 'en', ip: uniqueIp() });
    expect(wrongNumber.body.msg).toBe('The verification code is wrong or has expired');
    expect((await t.call(wxBindingMobile, { ticket, mobile, smsCode, agreements: ALL_AGREED }, { ip: uniqueIp() })).status).toBe(200);
  });

  it('lets a QR code expire after 5 minutes', async () => {
    const { state } = await startLogin();
    clock.advance(5 * 60_000);
    expect((await poll(state)).body.data.status).toBe('expired');
    const late = await confirm(state, '太慢');
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('This QR code is no longer valid. Please refresh it');
  });

  it('refuses unknown states, a second confirmation and an empty nickname', async () => {
    expect((await poll('A'.repeat(43))).body.msg).toBe('This QR code is no longer valid. Please refresh it');
    expect((await poll('short')).status).toBe(400);
    const { state } = await startLogin();
    expect((await confirm(state, ' ')).body.msg).toBe('Please enter a nickname');
    expect((await confirm(state, '第一次')).status).toBe(200);
    expect((await confirm(state, '第二次')).status).toBe(400);
  });
});

describe('WeChat QR login with a WeChat app', () => {
  const identities = new Map([['code-of-wang', { openid: 'o-wang', unionid: 'u-wang', nickname: '王工' }]]);
  const fakeWechat: WechatProvider = {
    mode: 'wechat',
    appId: 'wx-test-app',
    authorizeUrl: ({ state, callbackUrl }) => `https://wechat.test/qr?state=${state}&redirect=${encodeURIComponent(callbackUrl)}`,
    exchangeCode: async (code) => {
      const identity = identities.get(code);
      if (!identity) throw new Error('invalid code');
      return identity;
    },
  };
  let w: TestApp;
  beforeAll(async () => {
    w = await createTestApp({ clock, wechat: fakeWechat, publicUrl: 'https://www.atsteel.example' });
  });
  afterAll(() => w?.close());

  it('sends the browser to WeChat and exchanges the code that comes back', async () => {
    const config = await startLogin(w, 'en');
    expect(config).toMatchObject({ mode: 'wechat', appId: 'wx-test-app', qrCode: null });
    expect(config.authorizeUrl).toBe(
      `https://wechat.test/qr?state=${config.state}&redirect=${encodeURIComponent('https://www.atsteel.example/en/login')}`,
    );
    expect((await poll(config.state, undefined, w)).body.data.status).toBe('waiting');
    const result = await poll(config.state, 'code-of-wang', w);
    expect(result.body.data).toMatchObject({ status: 'bind', nickname: '王工' });
  });

  it('answers 502 when WeChat refuses the code, and has no sandbox page', async () => {
    const config = await startLogin(w);
    const refused = await poll(config.state, 'forged-code', w);
    expect(refused.status).toBe(502);
    expect(refused.body.msg).toBe('WeChat login is unavailable at the moment. Please try again later or use another way to log in');
    expect((await poll(config.state, undefined, w)).body.data.status).toBe('waiting');
    expect((await confirm(config.state, '冒充', w)).status).toBe(404);
  });
});

describe('the WeChat OAuth provider', () => {
  it('builds the documented qrconnect address and exchanges a code at sns/oauth2 and sns/userinfo', async () => {
    const asked: URL[] = [];
    const fetchStub = (async (input: URL | string) => {
      const url = new URL(String(input));
      asked.push(url);
      const body =
        url.pathname === '/sns/oauth2/access_token'
          ? { access_token: 'AT', openid: 'OPENID', unionid: 'UNION' }
          : { openid: 'OPENID', nickname: '微信用户', unionid: 'UNION' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const provider = oauthWechat({ appId: 'wxAPP', appSecret: 'SECRET' }, fetchStub);

    const url = new URL(provider.authorizeUrl({ state: 'STATE', callbackUrl: 'https://a.example/login', sandboxUrl: '' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wxAPP',
      redirect_uri: 'https://a.example/login',
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'STATE',
    });
    expect(url.hash).toBe('#wechat_redirect');

    expect(await provider.exchangeCode('CODE')).toEqual({ openid: 'OPENID', unionid: 'UNION', nickname: '微信用户' });
    expect(asked.map((u) => `${u.host}${u.pathname}`)).toEqual(['api.weixin.qq.com/sns/oauth2/access_token', 'api.weixin.qq.com/sns/userinfo']);
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({ appid: 'wxAPP', secret: 'SECRET', code: 'CODE', grant_type: 'authorization_code' });
    expect(Object.fromEntries(asked[1].searchParams)).toEqual({ access_token: 'AT', openid: 'OPENID' });
  });

  it('fails on a WeChat error answer', async () => {
    const fetchStub = (async () => new Response(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }), { status: 200 })) as typeof fetch;
    await expect(oauthWechat({ appId: 'a', appSecret: 's' }, fetchStub).exchangeCode('x')).rejects.toThrow(/40029/);
  });
});
