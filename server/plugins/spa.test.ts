import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { escapeHtml } from '../lib/html';
import { createTestApp, type TestApp } from '../../tests/support/app';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>atsteel</title><meta name="description" content="" /><script type="module" crossorigin src="/assets/main-1a2b3c.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1a2b3c.css"></head><body><div id="root"></div></body></html>';
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atsteel-spa-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'main-1a2b3c.js'), 'console.log(1);');
  await writeFile(path.join(dir, 'assets', 'index-1a2b3c.css'), '.at-hero{color:#fff}');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'POST' | 'HEAD' = 'GET', encoding?: string) =>
  t.app.inject({ method, url, headers: { 'accept-language': 'en', ...(encoding ? { 'accept-encoding': encoding } : {}) } });
const common = (language: 'zh' | 'en') =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'locales', language, 'common.json'), 'utf8'));
/** The app's page without what the server adds to it (first paint, inlined style, language). */
const bare = (html: string) =>
  html
    .replace(/<html lang="[^"]*">/, '<html>')
    .replace(/<title>[^<]*<\/title>/, '<title></title>')
    .replace(/<meta name="description" content="[^"]*"/, '<meta name="description" content=""')
    .replace(/<style>.*?<\/style>/, '')
    .replace(/<div id="root">.*<\/div><\/body>/, '<div id="root"></div></body>');
const BARE_INDEX = bare(INDEX).replace(/<link rel="stylesheet"[^>]*>/, '');

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
      expect(bare(response.body)).toBe(BARE_INDEX);
    },
  );

  it.each(['/no/such/page', '/en/no/such/page', '/en/materials', '/my/noSuchResource', '/material/detail/steel', '/material/detail/plastic/1'])(
    'answers the unknown address %s with the same page and status 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(bare(response.body)).toBe(BARE_INDEX);
    },
  );

  it('paints the home in the address language before any script runs', async () => {
    for (const [url, language, lang] of [['/', 'zh', 'zh-CN'], ['/en', 'en', 'en'], ['/en/home', 'en', 'en']] as const) {
      const { body } = await get(url);
      const texts = common(language);
      expect(body).toContain(`<html lang="${lang}">`);
      expect(body).toContain(`<h1>${texts.home.heroTitle}</h1>`);
      expect(body).toContain('class="at-brand__name"');
      expect(body).toContain(`<title>${escapeHtml(texts.pages.home.title)}</title>`);
      // Nothing is fetched ahead of the first paint but the entry index.html names (a preloaded app start delays it).
      expect(body).not.toContain('modulepreload');
    }
  });

  it('names every page with its own title and description before any script runs, in its language', async () => {
    const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
    const descriptionOf = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
    for (const language of ['zh', 'en'] as const) {
      const texts = common(language);
      const prefix = language === 'en' ? '/en' : '';
      const search = (await get(`${prefix}/material/materialHome?q=Q235`)).body;
      expect(titleOf(search)).toBe(escapeHtml(`${texts.pages.materialHome.title} - ${texts.brand.name}`));
      expect(descriptionOf(search)).toBe(escapeHtml(texts.pages.materialHome.description));
      const news = (await get(`${prefix}/other/journalismList`)).body;
      expect(titleOf(news)).toBe(escapeHtml(`${texts.pages.journalismList.title} - ${texts.brand.name}`));
      expect(descriptionOf(news)).toBe(escapeHtml(texts.pages.journalismList.description));
      const missing = await get(`${prefix}/no/such/page`);
      expect(missing.statusCode).toBe(404);
      expect(titleOf(missing.body)).toBe(escapeHtml(`${texts.notFound.title} - ${texts.brand.name}`));
    }
  });

  it('titles a grade page and a standard page after their record, as the app does once it runs', async () => {
    const { rows } = await t.db.execute<{ id: number; type: string; name: string; standard_id: number; code: string; title_en: string }>(
      sql`select g.id, g.type, g.name, g.standard_id, s.code, s.title_en from material_grades g
          join material_standards s on s.id = g.standard_id where g.name = 'Q355B' limit 1`,
    );
    const grade = rows[0]!;
    for (const prefix of ['', '/en']) {
      const plain = (await get(`${prefix}/material/detail/${grade.type}/${grade.id}`)).body;
      const brotli = await get(`${prefix}/material/detail/${grade.type}/${grade.id}`, 'GET', 'br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
      expect(plain).toContain(`<title>${escapeHtml(`Q355B ${grade.code} - atsteel`)}</title>`);
    }
    const standard = (await get(`/en/material/standard/${grade.type}/${grade.standard_id}`)).body;
    expect(standard).toContain(`<title>${escapeHtml(`${grade.code} ${grade.title_en} - atsteel`)}</title>`);
    const unknown = await get(`/en/material/detail/${grade.type}/2000000001`);
    expect(unknown.body).toContain(`<title>${escapeHtml(`${common('en').notFound.title} - atsteel`)}</title>`);
  });

  it('gives other portal pages the header only, and console pages no portal markup', async () => {
    const page = (await get('/en/material/materialHome?q=Q235')).body;
    expect(page).toContain('class="at-header"');
    expect(page).not.toContain('<h1>');
    expect(page).toContain('<html lang="en">');
    const consolePage = (await get('/my/deliveryAddress')).body;
    expect(consolePage).toContain('<div id="root"></div>');
    expect(consolePage).toContain('/assets/main-1a2b3c.js');
  });

  it('inlines the stylesheet and sends the page compressed when the browser accepts it', async () => {
    const plain = await get('/');
    expect(plain.body).toContain('<style>.at-hero{color:#fff}</style>');
    expect(plain.body).not.toContain('rel="stylesheet"');
    const brotli = await get('/', 'GET', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/nope', 'GET', 'gzip');
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
  });

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
