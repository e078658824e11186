import { describe, expect, it } from 'vitest';
import { httpSms } from './sms';
import { readConfig } from '../config';

describe('the HTTP SMS gateway provider', () => {
  it('posts mobile, text and signature as JSON with the bearer token', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const fetchStub = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    await httpSms({ url: 'https://sms.example/send', token: 'T0KEN', sign: '【atsteel】' }, fetchStub).send({ mobile: '13900000000', text: 'code 123456' });
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('https://sms.example/send');
    expect(requests[0].init.method).toBe('POST');
    expect(requests[0].init.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer T0KEN' });
    expect(JSON.parse(String(requests[0].init.body))).toEqual({ mobile: '13900000000', text: 'code 123456', sign: '【atsteel】' });
  });

  it('fails on an answer other than 2xx', async () => {
    const fetchStub = (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch;
    await expect(httpSms({ url: 'https://sms.example/send' }, fetchStub).send({ mobile: '1', text: 'x' })).rejects.toThrow(/503/);
  });
});

describe('account settings from the environment', () => {
  it('are off by default: outbox, WeChat sandbox, no SSO, image code on', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ captcha: true, sms: undefined, wechat: undefined, sso: undefined, publicUrl: undefined });
    expect(readConfig({ ATSTEEL_CAPTCHA: 'off' }).captcha).toBe(false);
  });

  it('read the SMS gateway, the WeChat app, the SSO issuer and the public address', () => {
    const config = readConfig({
      ATSTEEL_SMS_URL: 'https://sms.example/send',
      ATSTEEL_SMS_TOKEN: 't',
      WX_APP_ID: 'wx1',
      WX_APP_SECRET: 's1',
      ATSTEEL_SSO_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nAAA\\n-----END PUBLIC KEY-----',
      ATSTEEL_SSO_ISSUER: 'https://sso.example',
      ATSTEEL_PUBLIC_URL: 'https://www.atsteel.example/',
    });
    expect(config.sms).toEqual({ url: 'https://sms.example/send', token: 't', sign: undefined });
    expect(config.wechat).toEqual({ appId: 'wx1', appSecret: 's1' });
    expect(config.sso).toEqual({
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\nAAA\n-----END PUBLIC KEY-----',
      algorithm: undefined,
      issuer: 'https://sso.example',
      audience: undefined,
    });
    expect(config.publicUrl).toBe('https://www.atsteel.example');
  });

  it('refuse half a setting', () => {
    expect(() => readConfig({ WX_APP_ID: 'wx1' })).toThrow(/WX_APP_SECRET/);
    expect(() => readConfig({ ATSTEEL_SSO_PUBLIC_KEY: 'pem' })).toThrow(/ATSTEEL_SSO_ISSUER/);
  });
});
