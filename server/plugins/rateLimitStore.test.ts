import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { buildApp } from '../app';
import { systemClock } from '../deps';
import { localDiskStorage } from '../adapters/storage';
import { createTestApp, type TestApp } from '../../tests/support/app';

const { login } = API.loginCustom;
let t: TestApp;
/** A second server process on the same database (as behind a load balancer). */
let second: FastifyInstance;
let filesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  filesDir = await mkdtemp(path.join(tmpdir(), 'atsteel-second-'));
  second = await buildApp({ db: t.db, clock: systemClock, storage: localDiskStorage(filesDir), logLevel: 'silent', captcha: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await rm(filesDir, { recursive: true, force: true });
  await t?.close();
});

const attempt = (app: FastifyInstance, ip: string) =>
  app.inject({ method: login.method, url: login.path, payload: {}, remoteAddress: ip, headers: { 'accept-language': 'en' } });

describe('rate limits across server processes', () => {
  it('two servers on one database count the same attempts: the 31st of a minute is refused by either', async () => {
    const ip = '198.51.100.7';
    for (let n = 1; n <= 30; n++) expect((await attempt(n % 2 ? t.app : second, ip)).statusCode).toBe(400);
    for (const app of [t.app, second]) {
      const refused = await attempt(app, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: -1, msg: 'Too many requests. Please try again later' });
    }
    // Another address is counted apart.
    expect((await attempt(second, '198.51.100.8')).statusCode).toBe(400);
  });

  it('starts a new window once the old one has ended', async () => {
    const ip = '198.51.100.9';
    for (let n = 1; n <= 31; n++) await attempt(t.app, ip);
    expect((await attempt(t.app, ip)).statusCode).toBe(429);
    await t.db.execute(sql`update rate_limits set window_ends = now() - interval '1 second' where key like ${`%${ip}`}`);
    expect((await attempt(second, ip)).statusCode).toBe(400);
    const { rows } = await t.db.execute<{ count: number }>(sql`select count from rate_limits where key like ${`%${ip}`}`);
    expect(rows).toEqual([{ count: 1 }]);
  });
});
