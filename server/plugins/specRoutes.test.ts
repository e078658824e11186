import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_PATHS } from '@contract/portalPaths';
import specRoutes from '../../tests/fixtures/spec-routes.json';
import { createTestApp, type TestApp } from '../../tests/support/app';

/**
 * Every route of the specification (tests/fixtures/spec-routes.json, a copy of the spec's route list) is a page the
 * server answers with 200, in Chinese and under /en.
 */
const STATIC: string[] = specRoutes.static;
/** Optional ids: the page without one. A required id (/allServer/:id) needs a record: its module's tests cover it. */
const OPTIONAL = specRoutes.parameterised.filter((route) => route.optionalId).map((route) => route.path.replace('/:id?', ''));

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atsteel-routes-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the routes of the specification', () => {
  it('are all in the contract’s list of paths', () => {
    const listed = new Set<string>(PORTAL_PATHS);
    const missing = [...STATIC, ...OPTIONAL].filter((route) => !route.startsWith('/my') && !listed.has(route));
    expect(missing).toEqual([]);
  });

  it('answer 200 in both languages', async () => {
    const failed: string[] = [];
    for (const route of [...STATIC, ...OPTIONAL]) {
      for (const url of [route, route === '/' ? '/en' : `/en${route}`]) {
        const response = await t.app.inject({ method: 'GET', url });
        if (response.statusCode !== 200) failed.push(`${url} ${response.statusCode}`);
      }
    }
    expect(failed.join(', ')).toBe('');
  });
});
