import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { api, choose, cookie, prefix, signedIn } from './helpers';

/**
 * Product customization end to end, one journey with two people side by side: demo-company (in Chinese) requests a
 * custom grade based on Q355B; demo-auditor (in English, the platform) passes the formal review and sets the offer;
 * the buyer accepts; the platform draws the contract up; both sides upload the signed contract; the buyer pays the
 * deposit in the sandbox cashier; the platform records the milestones through product testing; the buyer pays the
 * balance; the platform delivers with a shipment number; the buyer evaluates. Every transition, guard, amount and
 * refusal is tested at the API level in server/modules/customization.
 */

const NAME = `低温韧性 Q355 改型 ${Date.now() % 100000}`;

/** Beijing's date `days` from today, YYYY-MM-DD. */
const beijingDate = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function fillDate(page: Page, testId: string, value: string) {
  const input = page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Pays the order the payment page shows, through the sandbox cashier opened like a phone would. */
async function payInSandbox(page: Page) {
  await expect(page).toHaveURL(/libranyPay\?orderNo=/);
  const code = page.getByTestId('payment-code-wxpay');
  await expect(code.getByTestId('payment-qr')).toBeVisible();
  const link = await code.getByTestId('cashier-link').getAttribute('href');
  const cashier = await page.context().newPage();
  await cashier.goto(link!);
  await cashier.getByTestId('cashier-pay').click();
  await expect(cashier.getByTestId('cashier-state')).toHaveAttribute('data-state', 'paid');
  await cashier.close();
}

/** Opens a platform step's dialog, lets `fill` fill it, and sends it. */
async function platformStep(page: Page, action: string, fill?: () => Promise<void>) {
  await page.getByTestId(`custom-step-${action}`).click();
  await fill?.();
  await page.getByTestId(`custom-step-${action}-confirm`).click();
  await expect(page.getByTestId(`custom-timeline-${action}`).last()).toBeVisible();
}

test('a custom grade from request to evaluation: buyer in Chinese, platform in English', async ({ browser }) => {
  const buyer = await signedIn(browser, 'demo-company', 'zh');
  const token = await cookie(buyer.context(), 'token');
  await buyer.request.post('/atsteel/user/address/saveAddress', {
    headers: { authorization: `Bearer ${token}` },
    data: { consignee: '王工', telephone: '13912345678', location: ['31', '3101', '310115'], detail: '定制路 8 号', isDefault: true },
  });

  // The request, starting from Q355B's page in the catalogue; the browser refuses a maximum below the minimum first.
  const [q355b] = await api<{ id: number; name: string }[]>(buyer, '/atsteel/material/custom/steelNames?keyword=Q355B');
  expect(q355b!.name).toBe('Q355B');
  await buyer.goto(`/material/detail/steel/${q355b!.id}`);
  await buyer.getByTestId('customize-grade').click();
  await expect(buyer).toHaveURL(/\/custom\?gradeId=/);
  await expect(buyer.getByTestId('custom-base-grades')).toContainText('Q355B');
  await buyer.getByTestId('custom-type-alloyDevelopment').click();
  await buyer.getByTestId('custom-name').fill(NAME);
  await buyer.getByTestId('custom-composition-add').click();
  await choose(buyer, 'custom-composition-el', 'Nb', true);
  await buyer.getByTestId('custom-composition-min').fill('0.05');
  await buyer.getByTestId('custom-composition-max').fill('0.02');
  await buyer.getByTestId('custom-properties-add').click();
  await choose(buyer, 'custom-property-code', '屈服强度');
  await buyer.getByTestId('custom-properties-min').fill('460');
  await choose(buyer, 'custom-shape', '板材');
  await buyer.getByTestId('custom-quantity').fill('50');
  await choose(buyer, 'custom-quantity-unit', '吨');
  await fillDate(buyer, 'custom-delivery-date', beijingDate(150));
  await buyer.getByTestId('custom-application').fill('-40 °C 海上风电塔筒');
  await buyer.getByTestId('custom-submit').click();
  await expect(buyer.getByText('最大值不能小于最小值').first()).toBeVisible();
  await buyer.getByTestId('custom-composition-max').fill('0.08');
  await buyer.getByTestId('custom-submit').click();
  await expect(buyer).toHaveURL(/\/custom\/customDetail\?id=\d+/);
  const id = Number(new URL(buyer.url()).searchParams.get('id'));
  await expect(buyer.getByTestId('custom-state')).toHaveText('待初审');

  // The platform's queue: the order under pre-review; the review passes and the offer is set.
  const platform = await signedIn(browser, 'demo-auditor', 'en');
  await platform.goto(`${prefix('en')}/my/administration/customization`);
  await platform.getByTestId('custom-tab-preReview').click();
  await expect(platform.getByText(NAME)).toBeVisible();
  await platform.goto(`${prefix('en')}/my/administration/customization/show/${id}`);
  await platformStep(platform, 'pass');
  await platformStep(platform, 'setOffer', async () => {
    await platform.getByTestId('offer-total').fill('120000');
    await platform.getByTestId('offer-deposit').fill('36000');
    await platform.getByTestId('offer-plan').fill('Nb-Ti microalloying on the Q355 base; 3 laboratory heats, then one industrial heat of 60 t.');
    for (const [index, code] of ['plan', 'labRnd', 'production', 'testing', 'delivery'].entries()) {
      await fillDate(platform, `offer-due-${code}`, beijingDate(10 + index * 25));
    }
    await platform.getByTestId('offer-add-test').click();
    await choose(platform, 'offer-item-0', 'Tensile test at room temperature', true);
    await platform.getByTestId('offer-requirement-0').fill('ReH >= 460 MPa');
  });
  await expect(platform.getByTestId('custom-offer')).toContainText('120,000.00');

  // The buyer accepts; the platform draws the contract up and uploads its signed copy (here: the PDF as drawn).
  await buyer.reload();
  await buyer.getByTestId('custom-accept').click();
  await buyer.getByTestId('custom-accept-confirm').click();
  await expect(buyer.getByTestId('custom-state')).toHaveText('合同签订');
  await platform.reload();
  await platformStep(platform, 'drawUp');
  const drawn = platform.waitForEvent('download');
  await platform.getByTestId('custom-contract-download').click();
  const contract = await drawn;
  const contractPath = (await contract.path())!;
  expect((await readFile(contractPath)).subarray(0, 4).toString()).toBe('%PDF');
  await platformStep(platform, 'signPlatform', async () => {
    await platform.locator('[data-testid=custom-step-signPlatform-files] input[type=file]').setInputFiles({
      name: 'contract-signed-platform.pdf',
      mimeType: 'application/pdf',
      buffer: await readFile(contractPath),
    });
    await expect(platform.getByTestId('custom-step-signPlatform-file-item')).toBeVisible();
  });

  // The buyer signs too, then pays the deposit: executing starts.
  await buyer.reload();
  await buyer.locator('[data-testid=custom-sign] input[type=file]').setInputFiles({
    name: '合同-已签署.pdf',
    mimeType: 'application/pdf',
    buffer: await readFile(contractPath),
  });
  await expect(buyer.getByTestId('custom-sign-submit')).toBeEnabled();
  await buyer.getByTestId('custom-sign-submit').click();
  await expect(buyer.getByTestId('custom-pay')).toHaveAttribute('data-payable', 'deposit');
  await buyer.getByTestId('custom-pay').click();
  await expect(buyer.getByTestId('payment-amount')).toHaveText('¥36,000.00');
  await payInSandbox(buyer);
  await expect.poll(async () => (await api<{ state: string }>(buyer, `/atsteel/material/custom/detail?id=${id}`)).state).toBe('executing');

  // Milestones through product testing (its report and the acceptance test's result).
  await platform.reload();
  await platformStep(platform, 'planDone');
  await platformStep(platform, 'labDone');
  await platformStep(platform, 'productionDone');
  await platformStep(platform, 'testingDone', async () => {
    await platform.locator('[data-testid=custom-step-testingDone-files] input[type=file]').setInputFiles({
      name: 'test-report.pdf',
      mimeType: 'application/pdf',
      buffer: await readFile(contractPath),
    });
    await expect(platform.getByTestId('custom-step-testingDone-file-item')).toBeVisible();
    await platform.getByTestId('custom-result-0').fill('ReH 478 MPa');
    await expect(platform.getByTestId('custom-passed-0')).toHaveAttribute('aria-checked', 'true');
  });

  // The balance before delivery, then the delivery with its shipment number.
  await buyer.goto(`/custom/customDetail?id=${id}`);
  await expect(buyer.getByTestId('custom-pay')).toHaveAttribute('data-payable', 'balance');
  await buyer.getByTestId('custom-pay').click();
  await expect(buyer.getByTestId('payment-amount')).toHaveText('¥84,000.00');
  await payInSandbox(buyer);
  await expect.poll(async () => (await api<{ balancePaidTime: string | null }>(buyer, `/atsteel/material/custom/detail?id=${id}`)).balancePaidTime).not.toBeNull();
  // The platform's page offers the delivery once the balance is recorded (a page read before it would not).
  await expect(async () => {
    await platform.reload();
    await expect(platform.getByTestId('custom-step-deliver')).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  await platformStep(platform, 'deliver', async () => {
    await platform.getByTestId('custom-step-deliver-shipment').fill('SF1234567890');
  });
  await platform.context().close();

  // The buyer sees the acceptance test, and evaluates the delivery.
  await buyer.goto(`/custom/customDetectionDetail?id=${id}`);
  await expect(buyer.getByTestId('custom-acceptance')).toContainText('ReH 478 MPa');
  await expect(buyer.getByTestId('custom-acceptance')).toContainText('合格');
  await expect(buyer.getByTestId('custom-acceptance')).not.toContainText('不合格');
  await buyer.goto(`/custom/customDetail?id=${id}`);
  await expect(buyer.getByTestId('custom-state')).toHaveText('已交付');
  await expect(buyer.getByTestId('custom-timeline')).toContainText('SF1234567890');
  await buyer.getByTestId('custom-evaluate').click();
  await buyer.locator('[data-testid=custom-evaluate-stars] li').nth(4).click();
  await buyer.getByTestId('custom-evaluate-confirm').click();
  await expect(buyer.getByTestId('custom-state')).toHaveText('已评价');
  await buyer.context().close();
});
