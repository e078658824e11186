import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/support/app';

const INDEX = '<!doctype html><title>atsteel</title><div id="root"></div>';
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atsteel-spa-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'main-1a2b3c.js'), 'console.log(1);');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'POST' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { 'accept-language': 'en' } });

describe('the built app', () => {
  it('serves hashed assets for a year', async () => {
    const response = await get('/assets/main-1a2b3c.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files without caching them', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/en', '/en/material/materialHome?q=Q235', '/my/deliveryAddress', '/en/my/deliveryAddress/create'])(
    'answers the page %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toBe(INDEX);
    },
  );

  it.each(['/no/such/page', '/en/no/such/page', '/en/materials', '/my/noSuchResource', '/material/detail/steel', '/material/detail/plastic/1'])(
    'answers the unknown address %s with the same page and status 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX);
    },
  );

  it('answers a detail page 404 when its record does not exist', async () => {
    const { rows } = await t.db.execute<{ id: number; type: string }>(sql`select id, type from material_grades order by id limit 1`);
    const grade = rows[0];
    expect((await get(`/material/detail/${grade.type}/${grade.id}`)).statusCode).toBe(200);
    expect((await get(`/en/material/detail/${grade.type}/${grade.id}`)).statusCode).toBe(200);
    expect((await get(`/material/detail/${grade.type}/2000000001`)).statusCode).toBe(404);
    expect((await get(`/en/material/detail/${grade.type}/0`)).statusCode).toBe(404);
    expect((await get('/case/2000000001')).statusCode).toBe(404);
    expect((await get('/cloud/recommendedProductDetails?id=2000000001')).statusCode).toBe(404);
    expect((await get('/cloud/recommendedProductDetails?id=x')).statusCode).toBe(404);
    expect((await get('/cloud/recommendedProductDetails')).statusCode).toBe(200);
  });

  it.each([
    ['GET', '/atsteel/no/such/call'],
    ['POST', '/my/deliveryAddress'],
  ] as const)('keeps the 404 envelope for %s %s', async (method, url) => {
    const response = await get(url, method);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: -1, data: null, msg: 'This interface does not exist' });
  });
});
