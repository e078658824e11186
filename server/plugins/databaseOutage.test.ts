import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { errorsPlugin } from './errors';
import { languagePlugin } from './language';

/** Issue 11, finding 5: a lost database is a clean 503 the server recovers from, and readiness tells it. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('demo-individual');
});
afterAll(() => t?.close());

describe('database outages', () => {
  it('answers a lost connection with 503 and the envelope, in the caller language', async () => {
    const app = Fastify({ logger: false });
    await app.register(languagePlugin);
    await app.register(errorsPlugin);
    app.get('/atsteel/x', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    app.get('/atsteel/y', async () => {
      throw new Error('Failed query: select', { cause: Object.assign(new Error('out of range'), { code: '22003' }) });
    });
    const lost = await app.inject({ method: 'GET', url: '/atsteel/x', headers: { 'accept-language': 'en' } });
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('5');
    expect(lost.json()).toEqual({ code: -1, data: null, msg: 'The service is temporarily unavailable, please try again shortly' });
    const badValue = await app.inject({ method: 'GET', url: '/atsteel/y' });
    expect(badValue.statusCode).toBe(400);
    await app.close();
  });

  it('serves again by itself after every connection of the server was terminated', async () => {
    expect((await t.call(API.userAddress.getAddress, {}, { token })).status).toBe(200);
    const name = (await t.db.execute(sql`select current_database() as name`)).rows[0].name as string;
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`);
    await t.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch(() => undefined);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await t.call(API.userAddress.getAddress, {}, { token })).status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });

  it('reports readiness with the database state beside the cheap liveness check', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
