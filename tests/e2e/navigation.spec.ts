import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm } from './helpers';

/** Breadcrumb and the content-hiding flag `cxl=1`, and the language switch keeping path and query. */

const breadcrumb = (page: Page) => page.locator('nav.at-breadcrumb');
const search = (page: Page) => new URL(page.url()).searchParams;

test.describe('breadcrumb', () => {
  test('shows "Current location:" from Home on portal pages, not on the home page', async ({ page }) => {
    await page.goto('/en/login');
    await expect(breadcrumb(page)).toBeVisible();
    await expect(breadcrumb(page)).toContainText('Current location:');
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText([/^Home$/, /Log in/]);
    await breadcrumb(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/:\d+\/en\/?$/);
    await expect(breadcrumb(page)).toHaveCount(0);

    await page.goto('/no-such-page');
    await expect(breadcrumb(page)).toContainText('当前位置：');
    await expect(breadcrumb(page).getByRole('listitem').first()).toHaveText('首页');
  });

  test('cxl=1 on the first page hides the breadcrumb there', async ({ page }) => {
    for (const address of ['/login?cxl=1', '/en/nowhere?cxl=1']) {
      await page.goto(address);
      await expect(page.locator('#account').or(page.getByTestId('not-found'))).toBeVisible();
      await expect(breadcrumb(page)).toHaveCount(0, { timeout: 2_000 });
    }
  });

  test('after cxl=1 every later address keeps cxl=1 and shows no breadcrumb', async ({ page }) => {
    await page.goto('/?cxl=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // In-app navigation: the header login link goes to /login, the brand link home; both keep cxl=1.
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect.poll(() => search(page).get('cxl')).toBe('1');
    await expect(page.locator('#account')).toBeVisible();
    await expect(breadcrumb(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'atsteel 首页' }).click();
    await expect(page).toHaveURL(/:\d+\/\?cxl=1$/);

    // The language switch keeps it (a full navigation with the query), and so does the 404 page's way home.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/en\/?\?cxl=1$/);
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(/\/en\/login\?/);
    await expect.poll(() => search(page).get('cxl')).toBe('1');
    await expect(breadcrumb(page)).toHaveCount(0);
  });

  test('cxl=1 in the console: no breadcrumb, menu links keep it', async ({ page }) => {
    await page.goto('/en/login?cxl=1');
    await loginThroughForm(page, 'demo-regionhead', { lang: 'en', navigate: false, landing: /\/en\/my\?cxl=1$/ });
    await expect(page.getByRole('heading', { name: 'Hello, demo-regionhead' })).toBeVisible();
    await expect(breadcrumb(page)).toHaveCount(0);
    await page.getByRole('menuitem').getByRole('link', { name: 'Delivery addresses' }).click();
    await expect(page).toHaveURL(/\/en\/my\/deliveryAddress\?/);
    await expect.poll(() => search(page).get('cxl')).toBe('1');
    await expect(page.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
    await expect(breadcrumb(page)).toHaveCount(0);

    // Without cxl the console shows it: Home > Personal centre > Delivery addresses.
    await page.goto('/en/my/deliveryAddress');
    await expect(breadcrumb(page).getByRole('listitem')).toHaveText([/^Home$/, /Personal centre/, /Delivery addresses/]);
  });
});

test.describe('language switch', () => {
  test('keeps the path and the query, both ways', async ({ page }) => {
    await page.goto('/login?redirect=%2Fmy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const switcher = page.getByRole('group', { name: '语言' });
    await expect(switcher.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    await switcher.getByRole('button', { name: 'English' }).click();

    await expect(page).toHaveURL(/:\d+\/en\/login\?redirect=%2Fmy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Log in with password')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
    await expect(page).toHaveURL(/:\d+\/login\?redirect=%2Fmy$/);
    await expect(page.getByText('账号密码登录')).toBeVisible();
  });

  test('from the home pages: / ⇄ /en', async ({ page }) => {
    await page.goto('/?from=test');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/:\d+\/en\/?\?from=test$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data and services for steel and new materials');
    await expect(page).toHaveTitle('atsteel — Steel & New Materials Platform');
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page).toHaveURL(/:\d+\/\?from=test$/);
    await expect(page).toHaveTitle('atsteel 钢铁新材料产业平台');
  });
});
