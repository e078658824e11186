import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const inject = (options: InjectOptions) => t.app.inject(options);
const NOT_FOUND = { code: -1, data: null, msg: 'This interface does not exist' };

describe('the envelope of failures', () => {
  it.each([
    ['GET', '/atsteel/nothing/here'],
    ['POST', '/atsteel/loginCustom/nothing'],
    ['GET', '/atsteel'],
    ['DELETE', '/atsteel/user/address/deleteAddress'],
  ])('answers an unknown address %s %s with 404', async (method, url) => {
    const response = await inject({ method: method as 'GET', url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers other paths with the 404 envelope too while no built app is served', async () => {
    const response = await inject({ method: 'GET', url: '/my/deliveryAddress', headers: { 'accept-language': 'zh' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: -1, data: null, msg: '接口不存在' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await inject({
      method: 'POST',
      url: API.loginCustom.login.path,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"account": "demo-individual", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: -1, data: null, msg: 'Validation failed' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: API.statistics.saveVisitData.path,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ url: 'x'.repeat(1024 * 1024), path: '/' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: -1, data: null, msg: 'The request is too large' });
  });

  it('names each invalid field in data.fields, in the request language', async () => {
    const { status, body } = await t.call(API.loginCustom.login, { account: '', password: '' }, { lang: 'en' });
    expect(status).toBe(400);
    expect(body.data).toEqual({
      fields: [
        { field: 'account', msg: 'Account number is required' },
        { field: 'password', msg: 'Password is required' },
      ],
    });
  });

  it('answers a database failure with 500 and no internals', async () => {
    await t.db.execute(sql`alter table visits rename to visits_gone`);
    try {
      const response = await inject({
        method: 'POST',
        url: API.statistics.saveVisitData.path,
        headers: { 'accept-language': 'en' },
        payload: { url: 'https://example.test/', path: '/' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: -1,
        data: null,
        msg: 'The server could not complete the request. Please try again later',
      });
    } finally {
      await t.db.execute(sql`alter table visits_gone rename to visits`);
    }
  });
});

describe('headers', () => {
  it('sends a request id on answers and failures, keeping a well-formed one from the client', async () => {
    for (const url of ['/health', '/atsteel/statistics/getUserInfo', '/atsteel/nothing']) {
      const response = await inject({ method: 'GET', url });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const kept = await inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['/health', '/atsteel/statistics/getUserInfo', '/atsteel/nothing'])('sends security headers on %s', async (url) => {
    const response = await inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers /health without a session', async () => {
    const response = await inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
