import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>atsteel</title><meta name="description" content="" /><script type="module" crossorigin src="/assets/main-1a2b3c.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1a2b3c.css"></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the built renderer (src/serverRender.tsx → <staticDir>-server/serverRender.js): it asks the server one
 * public call and one that needs a session, and shows what it was given and answered.
 */
const RENDERER = `
export async function renderPage(language, location, answer) {
  if (location.includes('q=broken')) throw new Error('broken page');
  if (location.includes('q=slow')) await new Promise((resolve) => setTimeout(resolve, 3500));
  const open = await answer({ method: 'GET', url: '/atsteel/homePage/listLoactionConfig', headers: {} });
  const mine = await answer({ method: 'GET', url: '/atsteel/loginCustom/checkLogin', headers: {} });
  return {
    html: '<main>' + language + ' ' + location + ' ' + open.status + ' ' + JSON.parse(mine.body).code + '</main>',
    styles: '<style data-antd>.ant-btn{}</style>',
    answers: { 'page#key': { text: '</script><script>alert(1)</script>', sections: JSON.parse(open.body).data.length } },
  };
}`;

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atsteel-render-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'main-1a2b3c.js'), 'console.log(1);');
  await writeFile(path.join(dir, 'assets', 'index-1a2b3c.css'), '.at-hero{color:#fff}');
  await mkdir(`${dir}-server`);
  await writeFile(path.join(`${dir}-server`, 'serverRender.js'), RENDERER);
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(`${dir}-server`, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/s.exec(html)?.[0] ?? '';

describe('pages rendered on the server', () => {
  it('sends the home and a grade page with their content, the answers and antd’s styles before the app’s', async () => {
    const home = await get('/en');
    expect(home.statusCode).toBe(200);
    // The renderer got the language and the whole address; its calls were answered in-process, as an anonymous visitor
    // (the login check refuses: -1).
    expect(home.body).toContain('<div id="root" data-hydrate><main>en /en 200 -1</main></div>');
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head.indexOf('<style data-antd>')).toBeGreaterThan(head.indexOf('<meta name="description"'));
    expect(head.indexOf('<style data-antd>')).toBeLessThan(head.indexOf('.at-hero{color:#fff}'));

    const seed = /<script type="application\/json" id="at-answers">(.*?)<\/script>/s.exec(home.body)?.[1] ?? '';
    expect(seed).not.toContain('</script>');
    expect(JSON.parse(seed)).toEqual({ 'page#key': { text: '</script><script>alert(1)</script>', sections: expect.any(Number) } });

    const search = await get('/material/materialHome?q=Q355B');
    expect(rootOf(search.body)).toContain('zh /material/materialHome?q=Q355B 200');
  });

  it.each([
    ['a signed-in visitor', '/', 'token=abc'],
    ['a page not rendered on the server', '/login', undefined],
    ['content hiding turned off', '/?cxl=1', undefined],
    ['a hand-over from another site', '/en?pointData=abc', undefined],
    ['a render that fails', '/material/materialHome?q=broken', undefined],
  ])('gives %s the static first paint', async (_, url, cookie) => {
    const response = await get(url, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><div class="at-shell">');
    expect(response.body).not.toContain('data-hydrate');
    expect(response.body).not.toContain('at-answers');
  });

  it('renders nothing for an address that is not a page', async () => {
    const response = await get('/material/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('data-hydrate');
  });

  it('sends the static first paint when a render takes too long, and renders the next page again', async () => {
    const slow = await get('/material/materialHome?q=slow');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).not.toContain('data-hydrate');
    const next = await get('/home');
    expect(next.body).toContain('data-hydrate><main>zh /home 200');
  });
});
