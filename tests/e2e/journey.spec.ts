import { expect, test } from '@playwright/test';
import { addressRow, dialog, fillAddress, loginThroughForm } from './helpers';

/**
 * The run the issue asks for, in one go as a user would do it: log in in Chinese, add a delivery address,
 * switch to English, meet the 404 page in both languages, log out.
 */
test('company user: login, new default address, English, 404 in both languages, logout', async ({ page }) => {
  await test.step('log in as demo-company in Chinese', async () => {
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await loginThroughForm(page, 'demo-company', { navigate: false, landing: /:\d+\/(\?.*)?$/ });
    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(page.getByTestId('header-user')).toHaveText('demo-company');
  });

  await test.step('add a delivery address through the modal', async () => {
    await page.goto('/my/deliveryAddress');
    await expect(page.getByRole('heading', { name: '收货地址' })).toBeVisible();
    await page.getByTestId('address-create').click();
    const modal = dialog(page, '新增收货地址');
    await expect(modal).toBeVisible();
    await fillAddress(page, modal, {
      consignee: '张三',
      telephone: '13912345678',
      location: ['北京市', '市辖区', '东城区'],
      detail: '东长安街 1 号',
      isDefault: true,
    });
    await modal.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('新增成功')).toBeVisible();
    const row = addressRow(page, '张三');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('13912345678');
    await expect(row).toContainText('北京市');
    await expect(row).toContainText('东城区');
    await expect(row).toContainText('东长安街 1 号');
    await expect(row.getByText('默认', { exact: true })).toBeVisible();
  });

  await test.step('switch to English: same page under /en', async () => {
    await page.getByTestId('console-language').click();
    await expect(page).toHaveURL(/\/en\/my\/deliveryAddress(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Consignee' })).toBeVisible();
    const row = addressRow(page, '张三');
    await expect(row.getByText('Default', { exact: true })).toBeVisible();
    await expect(page.getByTestId('console-language')).toHaveText('中文');
  });

  await test.step('unknown address in English: 404 and the way back to /en', async () => {
    await page.goto('/en/no-such-page/at-all');
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toContainText('the page address is wrong');
    await expect(notFound).toContainText('404');
    await expect(page).toHaveTitle(/This page could not be found/);
    await notFound.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/:\d+\/en\/?(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data and services for steel and new materials');
  });

  await test.step('unknown address in Chinese: 404 and the way back to /', async () => {
    await page.goto('/no-such-page');
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toContainText('页面地址有误');
    await expect(page).toHaveTitle(/页面不存在/);
    await notFound.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/:\d+\/(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('钢铁与新材料的数据和服务平台');
  });

  await test.step('log out: back to a visitor header', async () => {
    await page.getByTestId('header-user').click();
    await page.getByTestId('header-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('header-user')).toHaveCount(0);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
    // The console is closed again.
    await page.goto('/my');
    await expect(page).toHaveURL(/:\d+\/login\?redirect=%2Fmy/);
    await expect(page.locator('#account')).toBeVisible();
  });
});
