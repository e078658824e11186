import { createRequire } from 'node:module';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { ROLE_PERMISSIONS, type Role } from '../../contract/permissions';
import { PORTAL_PATHS } from '../../contract/portalPaths';
import { languageOfPath } from '../../contract/locales';
import { MENU } from '../../server/db/seed/reference';
import { cookie, prefix, type Lang } from './helpers';

/**
 * The page sweep's parts (pageSweep.spec.ts): which addresses to visit, when a page is ready, and what axe and the
 * layout report about it.
 */

export const LANGS: readonly Lang[] = ['zh', 'en'];
export const PHONE = { width: 390, height: 844 } as const;

/** The demo accounts (one role each) in the order the console sweep gives them pages: a page is checked with the first that sees it. */
export const ACCOUNTS: readonly (readonly [account: string, role: Role])[] = [
  ['demo-company', 'company'],
  ['demo-admin', 'enterpriseAdmin'],
  ['demo-employee', 'employee'],
  ['demo-individual', 'individual'],
  ['demo-lab', 'laboratory'],
  ['demo-auditor', 'auditor'],
  ['demo-cloudhead', 'cloudHead'],
  ['demo-regionhead', 'regionHead'],
];

/** The console pages the seeded menu gives a role (the server filters the same rows by the role's permissions). */
export const seededMenuPages = (role: Role) =>
  MENU.filter((item) => ROLE_PERMISSIONS[role].includes(item.permission)).map((item) => item.path);

/**
 * The console pages a role checks: those its menu offers that no earlier account's seeded menu has. Sound because each
 * role's test also asserts that its seeded menu is part of what the server offers it, so a page left to an earlier
 * account is checked there.
 */
export function ownConsolePages(index: number, offered: readonly string[]): string[] {
  const earlier = new Set(ACCOUNTS.slice(0, index).flatMap(([, role]) => seededMenuPages(role)));
  return offered.filter((path) => !earlier.has(path));
}

/** Answer data of a public GET or POST call (the envelope's `data`). */
async function publicData<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, input: object): Promise<T | undefined> {
  const response =
    method === 'GET'
      ? await request.get(path, { params: input as Record<string, string | number> })
      : await request.post(path, { data: input });
  const body = (await response.json()) as { code: number; data: T };
  return body.code === 200 ? body.data : undefined;
}

type Page1 = { list: { id: number }[] };
const firstId = async (request: APIRequestContext, path: string, query: object = {}) =>
  (await publicData<Page1>(request, 'GET', path, { pageNum: 1, pageSize: 1, ...query }))?.list[0]?.id;

/**
 * A real address for each parameterised pattern, from the demo data through the public API; `undefined` when the
 * demo data has no such record (then the pattern is skipped and named in the sweep's output). With the demo data of
 * November 2026 these are skipped: `/case/:id` (no published laboratory case), `/libranyBook/:id` (no book),
 * `/economy/:id` and `/conDetail/:id` (no published quality line), `/other/:id` and `/solution/:id` (no news, story or
 * solution), `/allServer/:id` (no approved service offer).
 */
export async function parameterisedAddresses(request: APIRequestContext): Promise<Record<string, string | undefined>> {
  type Grade = { id: number; type: string; standard: { id: number } };
  const grades = await publicData<{ list: Grade[] }>(request, 'POST', '/atsteel/steelName/search', { keyword: 'Q355B', pageNum: 1, pageSize: 1 });
  const grade = grades?.list[0];
  const categories = await publicData<{ id: number }[]>(request, 'GET', '/atsteel/qc/index/category', {});
  const company = (await publicData<{ list: { companyId?: number; id: number }[] }>(request, 'GET', '/atsteel/qc/company/ranking', { pageNum: 1, pageSize: 1 }))?.list[0];
  const article = async (kinds: string[]) => {
    for (const kind of kinds) {
      const id = await firstId(request, '/atsteel/other/article/page', { kind });
      if (id !== undefined) return id;
    }
    return undefined;
  };
  const at = (base: string, id: number | undefined) => (id === undefined ? undefined : `${base}/${id}`);
  return {
    '/material/detail/:type/:id': grade && `/material/detail/${grade.type}/${grade.id}`,
    '/material/standard/:type/:id': grade && `/material/standard/${grade.type}/${grade.standard.id}`,
    '/case/:id': at('/case', await firstId(request, '/atsteel/cloudService/case/page')),
    '/librany/:id': at('/librany', await firstId(request, '/atsteel/library/pageTechnology', { kind: 'document' })),
    '/libranyBook/:id': at('/libranyBook', await firstId(request, '/atsteel/library/pageTechnology', { kind: 'book' })),
    '/rank/:id': at('/rank', categories?.[0]?.id),
    '/economy/:id': at('/economy', await firstId(request, '/atsteel/qc/index/report')),
    '/conDetail/:id': at('/conDetail', company?.companyId ?? company?.id),
    '/other/:id': at('/other', await article(['news', 'story'])),
    '/solution/:id': at('/solution', await article(['solution'])),
    '/help/:id': at('/help', await article(['help'])),
    '/allServer/:id': at('/allServer', await firstId(request, '/atsteel/allServer/page')),
  };
}

/** Every public route as an address (parameterised ones through `addresses`), and the patterns without a record. */
export function publicAddresses(addresses: Record<string, string | undefined>) {
  const visit: string[] = [];
  const skipped: string[] = [];
  for (const pattern of PORTAL_PATHS) {
    if (!pattern.includes(':')) visit.push(pattern);
    else if (addresses[pattern]) visit.push(addresses[pattern]);
    else skipped.push(pattern);
  }
  return { visit, skipped };
}

/** The `index`-th of `count` near-equal slices of `items`. */
export function chunk<T>(items: readonly T[], index: number, count: number): T[] {
  const size = Math.ceil(items.length / count);
  return items.slice(index * size, (index + 1) * size);
}

export const localized = (lang: Lang, path: string) => (lang === 'en' && path === '/' ? '/en' : `${prefix(lang)}${path}`);

/**
 * A page's own elements: in the portal's `main` those beside the breadcrumb, in the console's (antd Layout.Content)
 * those inside its padding wrapper.
 */
const PAGE_ROOTS = 'main:not(.ant-layout-content) > :not(:has(.at-breadcrumb)), main.ant-layout-content > div > *';
/** Where the sweep keeps the elements of the page it leaves (a client-side visit is ready once they are gone). */
const LEAVING = '__sweepLeaving';

/** Resolves once the elements of the page the sweep left are gone from the document. */
const left = (page: Page, timeout: number) =>
  page.waitForFunction(
    (leaving) => !((window as unknown as Record<string, Element[] | undefined>)[leaving] ?? []).some((element) => element.isConnected),
    LEAVING,
    { timeout },
  );

/**
 * What a page shows while it is still coming: spinners, skeletons, the progress bar, a part marked busy (the home's
 * sections), the home's static first paint (server/plugins/firstPaint.ts) before React replaced it, and a message
 * toast still fading in (axe would measure its text's contrast against a half-transparent background).
 */
const NOT_READY =
  '.ant-spin-spinning, .ant-skeleton-active, #nprogress, [aria-busy="true"], .at-hero-search--loading, ' +
  '.ant-message-move-up-appear, .ant-message-move-up-enter';

/** Waits until the page has rendered (its own elements are in `main`) and nothing in it is still coming. */
const rendered = (page: Page, timeout: number) =>
  page.waitForFunction(
    ([roots, notReady]) => !!document.querySelector(roots) && !document.querySelector(notReady),
    [PAGE_ROOTS, NOT_READY] as const,
    { timeout },
  );

/** Opens an address with a full page load and waits until its page is ready. */
export async function openReady(page: Page, address: string) {
  // A busy machine can stall one load: a page that is not ready in 45 s is loaded once more before it counts.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(address, { waitUntil: 'domcontentloaded' });
      await rendered(page, 45_000);
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

/**
 * Shows an address and waits until its page is ready. Inside an app already loaded in the address's language this
 * is a client-side navigation, as the app's own links do it (a history entry, then a popstate event for
 * react-router): no new document, so no bundle, styles or axe to parse again. A page that keeps the left page's
 * elements for 10 s (the same component under another route, e.g. `/` and `/home`), or does not get ready, is loaded
 * in full.
 */
export async function visitReady(page: Page, address: string) {
  const lang = languageOfPath(new URL(address, 'http://sweep').pathname);
  // A page the server rendered runs no app until the visitor reaches for it (src/app/wakeOnReach.ts): loaded in full.
  const sameApp = await page.evaluate(
    (htmlLang) =>
      document.documentElement.lang === htmlLang &&
      !!document.querySelector('main') &&
      (!document.getElementById('root')?.hasAttribute('data-hydrate') || document.documentElement.dataset.app === 'ready'),
    HTML_LANG[lang],
  );
  if (!sameApp) return openReady(page, address);
  await page.evaluate(
    ([target, roots, leaving]) => {
      (window as unknown as Record<string, Element[]>)[leaving] = [...document.querySelectorAll(roots)];
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [address, PAGE_ROOTS, LEAVING] as const,
  );
  try {
    await left(page, 10_000);
    await rendered(page, 45_000);
  } catch {
    await openReady(page, address);
  }
}

/** `<html lang>` of a page in each language. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

/** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Loads axe-core into every page of the context before the page's own scripts. Running it in the page (below) costs a
 * fraction of @axe-core/playwright's analyze(), which injects the 500 KB script and opens a blank page for every check.
 */
export const withAxe = (context: BrowserContext) => context.addInitScript({ path: AXE_SOURCE });

type AxeResult = { violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] };

/** WCAG 2.0/2.1 A and AA violations of impact serious or critical, one line each: rule, impact, target selectors. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_A_AA,
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

type MenuItem = { key: string; path: string; parentKey: string | null };

/** The console pages the signed-in user's menu offers (the server's permission-filtered menu), in menu order. */
export async function consoleMenuPages(page: Page): Promise<string[]> {
  const token = await cookie(page.context(), 'token');
  const response = await page.request.post('/atsteel/loginCustom/checkLogin', { headers: { authorization: `Bearer ${token}` }, data: {} });
  const menu = ((await response.json()) as { data: { listSysMenuUser: MenuItem[] } }).data.listSysMenuUser;
  return [...new Set(menu.map((item) => item.path).filter((path) => path === '/my' || path.startsWith('/my/')))];
}
