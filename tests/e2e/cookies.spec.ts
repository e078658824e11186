import { expect, test } from '@playwright/test';
import { cookie, loginThroughForm } from './helpers';

/** What the browser keeps (spec §3): session cookies, language cookies, the visitor token. */

test('after login: token, userName and the permission list; the token works', async ({ page, context }) => {
  await loginThroughForm(page, 'demo-admin');
  const token = await cookie(context, 'token');
  expect(token).toMatch(/^[\w-]{20,}$/);
  expect(await cookie(context, 'userName')).toBe('demo-admin');
  const raw = await cookie(context, 'permission');
  expect(raw).toBeTruthy();
  const permissions: unknown = JSON.parse(decodeURIComponent(raw!));
  expect(Array.isArray(permissions)).toBe(true);
  expect(permissions).toEqual(expect.arrayContaining(['console:access', 'address:manage']));
  expect((permissions as unknown[]).every((item) => typeof item === 'string')).toBe(true);

  const check = await page.request.post('/atsteel/loginCustom/checkLogin', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  const body = await check.json();
  expect(body.code).toBe(200);
  expect(body.data.userInfo.userName).toBe('demo-admin');
  expect([...body.data.permission].sort()).toEqual([...(permissions as string[])].sort());

  // Logging out from the console menu clears them and revokes the token on the server.
  // The user menu opens on a click. The console header can remount while the console settles, closing the menu: open
  // it again until the logout lands (a click that landed may still wait for the navigation when it times out).
  await expect(page.getByTestId('console-user')).toContainText('demo-admin');
  await expect(async () => {
    if (/\/login(\?|$)/.test(page.url())) return;
    const logout = page.getByRole('menuitem', { name: '退出登录' });
    if (!(await logout.isVisible())) await page.getByTestId('console-user').click();
    await logout.click({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('token');
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('userName');
  expect(names).not.toContain('permission');
  const after = await page.request.post('/atsteel/loginCustom/checkLogin', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect((await after.json()).code).toBe(-101);
});

test('language cookie CN/EN and PLAY_LANG follow the page language', async ({ page, context }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await cookie(context, 'language')).toBe('EN');
  expect(await cookie(context, 'PLAY_LANG')).toBe('EN');

  await page.getByRole('button', { name: '中文' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await cookie(context, 'language')).toBe('CN');
  expect(await cookie(context, 'PLAY_LANG')).toBe('CN');

  await page.goto('/en/login');
  await expect(page.getByText('Log in with password')).toBeVisible();
  expect(await cookie(context, 'language')).toBe('EN');
  expect(await cookie(context, 'PLAY_LANG')).toBe('EN');
});

test('a visit is recorded and the visitor token kept', async ({ page, context }) => {
  expect(await cookie(context, 'visitorToken')).toBeUndefined();
  const firstVisit = page.waitForResponse((r) => r.url().endsWith('/atsteel/statistics/saveVisitData'));
  await page.goto('/');
  const first = await firstVisit;
  expect(first.status()).toBe(200);
  expect(first.request().postDataJSON()).toMatchObject({ path: '/', plateform: 'PC' });
  await expect.poll(() => cookie(context, 'visitorToken')).toBeTruthy();
  const visitor = await cookie(context, 'visitorToken');

  // The next page view sends the same visitor token.
  const secondVisit = page.waitForRequest((r) => r.url().endsWith('/atsteel/statistics/saveVisitData'));
  await page.getByTestId('header-login').click();
  const second = (await secondVisit).postDataJSON();
  expect(second).toMatchObject({ path: '/login', visitorToken: visitor });
  expect(await cookie(context, 'visitorToken')).toBe(visitor);
});
