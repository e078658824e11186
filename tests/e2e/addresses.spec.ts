import { expect, test, type Page } from '@playwright/test';
import { addressRow, bodyRows, cookie, dialog, fillAddress, loginThroughForm, openPopover } from './helpers';

/** Delivery addresses in the console: edit, default, delete, and the form's checks in English. */

const ADDRESS_API = '/atsteel/user/address';

/** Adds an address through the API with the session the login form left in the cookies. */
async function saveAddress(page: Page, body: Record<string, unknown>) {
  const token = await cookie(page.context(), 'token');
  const response = await page.request.post(`${ADDRESS_API}/saveAddress`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.ok()).toBe(true);
  expect((await response.json()).code).toBe(200);
}

test('edit an address, make another the default, delete one (Chinese)', async ({ page }) => {
  await loginThroughForm(page, 'demo-individual');
  await saveAddress(page, { consignee: '李四', telephone: '13800001111', location: ['11', '1101', '110101'], detail: '王府井大街 8 号', isDefault: true });
  await saveAddress(page, { consignee: '王五', telephone: '13800002222', location: ['31', '3101', '310101'], detail: '南京东路 100 号' });

  await page.goto('/my/deliveryAddress');
  const first = addressRow(page, '李四');
  const second = addressRow(page, '王五');
  await expect(first.getByText('默认', { exact: true })).toHaveText('默认');
  await expect(second.getByText('默认', { exact: true })).toHaveCount(0);
  await expect(second).toContainText('上海市');

  await test.step('edit: the modal opens with the saved values, the change is listed', async () => {
    await second.getByRole('button', { name: /edit|编辑/ }).click();
    const modal = dialog(page, '编辑收货地址');
    await expect(modal.locator('#consignee')).toHaveValue('王五');
    await expect(modal.locator('#telephone')).toHaveValue('13800002222');
    await expect(modal.locator('#detail')).toHaveValue('南京东路 100 号');
    await modal.locator('#telephone').fill('021-66668888');
    await modal.locator('#detail').fill('南京东路 200 号');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    await expect(second).toContainText('021-66668888');
    await expect(second).toContainText('南京东路 200 号');
    await expect(addressRow(page, '王五')).toHaveCount(1);
  });

  await test.step('set the other address as default: only one default', async () => {
    await expect(first.getByRole('button', { name: '设为默认' })).toHaveCount(0);
    await second.getByRole('button', { name: '设为默认' }).click();
    await expect(page.getByText('已设为默认地址')).toBeVisible();
    await expect(second.getByText('默认', { exact: true })).toHaveText('默认');
    await expect(first.getByText('默认', { exact: true })).toHaveCount(0);
    await expect(first.getByRole('button', { name: '设为默认' })).toBeVisible();
    // The default comes first.
    await expect(bodyRows(page).first()).toContainText('王五');
  });

  await test.step('delete: asks first, then the row is gone', async () => {
    await first.getByRole('button', { name: /delete|删除/ }).click();
    const confirm = openPopover(page);
    await expect(confirm).toContainText('确定要删除吗？');
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(addressRow(page, '李四')).toHaveCount(0);
    await expect(bodyRows(page)).toHaveCount(1);
  });

  await test.step('the server kept it all', async () => {
    await page.reload();
    await expect(addressRow(page, '王五').getByText('默认', { exact: true })).toHaveText('默认');
    await expect(addressRow(page, '李四')).toHaveCount(0);
  });
});

test('the address form refuses a bad telephone, in English', async ({ page }) => {
  await loginThroughForm(page, 'demo-cloudhead', { lang: 'en' });
  await page.goto('/en/my/deliveryAddress');
  await expect(page.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes(`${ADDRESS_API}/saveAddress`)) saves += 1;
  });

  await page.getByTestId('address-create').click();
  const modal = dialog(page, 'New delivery address');
  await expect(modal).toBeVisible();
  await modal.locator('#consignee').fill('Alice Smith');
  await modal.locator('#telephone').fill('12345');
  await modal.getByRole('button', { name: 'Save' }).click();
  const errors = modal.locator('.ant-form-item-explain-error');
  await expect(errors).toHaveText([
    'Please enter a valid telephone: a mobile number, a landline with area code, or an international number starting with +',
    'Please choose the province, city and district',
    'Detailed address is required',
  ]);
  await expect(modal).toBeVisible();
  expect(saves).toBe(0);

  await modal.locator('#telephone').fill('+441234567890');
  await fillAddress(page, modal, {
    consignee: 'Alice Smith',
    telephone: '+441234567890',
    location: ['广东省', '深圳市', '南山区'],
    detail: 'Keyuan Road 1',
  });
  await modal.locator('#detail').blur(); // the form checks on blur and on submit
  await expect(errors).toHaveCount(0);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Created successfully')).toBeVisible();
  const row = addressRow(page, 'Alice Smith');
  await expect(row).toContainText('+441234567890');
  await expect(row).toContainText('南山区');
  expect(saves).toBe(1);
});
