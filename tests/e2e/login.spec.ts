import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, loginThroughForm } from './helpers';

/** The login form, its messages in both languages, and the ways a visitor is sent to it and back. */

const formErrors = (page: Page) => page.locator('.ant-form-item-explain-error');

test.describe('login form validation', () => {
  test('Chinese: empty account and password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('账号密码登录')).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(formErrors(page)).toHaveText(['账号不能为空', '密码不能为空']);
    // Filling the account leaves only the password message.
    await page.locator('#account').fill('demo-company');
    await page.getByTestId('login-submit').click();
    await expect(formErrors(page)).toHaveText(['密码不能为空']);
  });

  test('English: empty account and password', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByText('Log in with password')).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(formErrors(page)).toHaveText(['Account number is required', 'Password is required']);
    await page.locator('#password').fill('something');
    await page.getByTestId('login-submit').click();
    await expect(formErrors(page)).toHaveText(['Account number is required']);
  });
});

test.describe('wrong password', () => {
  for (const [lang, path, text] of [
    ['zh', '/login', '账号或密码错误'],
    ['en', '/en/login', 'Wrong account or password'],
  ] as const) {
    test(`shows the server's message (${lang}) and stays signed out`, async ({ page }) => {
      await page.goto(path);
      await page.locator('#account').fill('demo-lab');
      await page.locator('#password').fill(`${PASSWORD}-wrong`);
      const answer = page.waitForResponse((response) => response.url().endsWith('/atsteel/loginCustom/login'));
      await page.getByTestId('login-submit').click();
      expect((await answer).status()).toBe(400);
      await expect(page.locator('.ant-message').getByText(text, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('header-login')).toBeVisible();
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
    });
  }
});

test('a visitor opening a console page is sent to login and comes back to it', async ({ page }) => {
  await page.goto('/my/deliveryAddress');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy%2FdeliveryAddress/);
  const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
  expect(new URL(redirect, 'http://x').pathname).toBe('/my/deliveryAddress');
  await loginThroughForm(page, 'demo-employee', { navigate: false, landing: /:\d+\/my\/deliveryAddress(\?|$)/ });
  await expect(page.getByRole('heading', { name: '收货地址' })).toBeVisible();
  await expect(page.getByTestId('address-create')).toBeVisible();
});

test('the login redirect names the page once, with no extra query', async ({ page }) => {
  await page.goto('/my/deliveryAddress');
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page).toHaveURL(/:\d+\/login\?redirect=%2Fmy%2FdeliveryAddress$/, { timeout: 2_000 });
});

test('an invalid token cookie on /my leads to the login page, signed out', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'token', value: 'garbage', url: baseURL! },
    { name: 'userName', value: 'nobody', url: baseURL! },
  ]);
  await page.goto('/my');
  await expect(page).toHaveURL(/:\d+\/login\?redirect=%2Fmy/);
  await expect(page.locator('#account')).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('token');
  expect(names).not.toContain('userName');
});
