import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { creditCodeCheckChar } from '@contract';
import { bodyRows, loginThroughForm, prefix, type Lang } from './helpers';

/**
 * Commerce end to end, one journey per language, each with its own demo account (a VIP privilege would change
 * what the other journey's documents offer):
 * - zh: demo-cloudhead buys a paid datasheet with the sandbox QR flow (the cashier link opened in a second
 *   page, as a phone would), the page moves on by itself, and the document downloads.
 * - en: demo-regionhead buys a VIP month with the Alipay sandbox, requests an invoice for it, and demo-auditor
 *   issues the invoice with its number and PDF; the buyer then sees it issued.
 */


async function signedIn(browser: Browser, account: string, lang: Lang) {
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN', acceptDownloads: true });
  const page = await context.newPage();
  await loginThroughForm(page, account, { lang });
  return page;
}

/** Opens the QR code's link in a second page (no session needed, like a phone) and pays there. */
async function payInCashier(page: Page, channel: 'wxpay' | 'alipay') {
  if (channel === 'alipay') await page.getByTestId('pay-tab-alipay').click();
  const code = page.getByTestId(`payment-code-${channel}`);
  await expect(code.getByTestId('payment-qr')).toBeVisible();
  const link = await code.getByTestId('cashier-link').getAttribute('href');
  expect(link).toContain('/sandboxCashier?token=');
  const cashier = await page.context().browser()!.newPage();
  await cashier.goto(link!);
  await cashier.getByTestId('cashier-pay').click();
  await expect(cashier.getByTestId('cashier-state')).toHaveAttribute('data-state', 'paid');
  await cashier.close();
  await expect(page.getByTestId('payment-success')).toBeVisible();
}

test('zh: buy a paid document through the sandbox QR code and download it', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-cloudhead', 'zh');
  const paid = await page.request.get('/atsteel/library/pageTechnology?free=0&kind=document&pageSize=1');
  const [document] = (await paid.json()).data.list as { id: number; title: string; price: number }[];

  await page.goto('/librany/libranyList');
  await page.getByTestId(`library-item-${document.id}`).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/librany/libranyDetail\\?id=${document.id}`));
  await expect(page.getByTestId('library-price-value')).toHaveText('¥9.90');
  await page.getByTestId('library-buy').click();
  await expect(page).toHaveURL(/\/librany\/libranyPay\?orderNo=AT\d{20}/);
  await expect(page.getByTestId('payment-amount')).toHaveText('¥9.90');

  await payInCashier(page, 'wxpay');
  // The page moves on to the document by itself, which now downloads.
  await expect(page).toHaveURL(new RegExp(`/librany/libranyDetail\\?id=${document.id}`));
  await expect(page.getByTestId('library-access')).toHaveText('已购买');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('library-download').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
  await page.context().close();
});

test('en: buy a VIP month with Alipay, request an invoice, and the administrator issues it', async ({ browser }) => {
  const lang = 'en';
  const page = await signedIn(browser, 'demo-regionhead', lang);
  await page.goto(`${prefix(lang)}/cloud/subscribe`);
  await expect(page.getByTestId('vip-price-month')).toHaveText('¥440.00');
  await page.getByTestId('vip-subscribe-month').click();
  await expect(page).toHaveURL(/\/en\/cloud\/subscribePay\?orderNo=AT\d{20}/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await payInCashier(page, 'alipay');
  await expect(page).toHaveURL(/\/en\/my\/info/);
  await expect(page.getByTestId('info-vip-until')).toContainText('Valid until');

  // Request an invoice for the paid order.
  await page.goto(`${prefix(lang)}/my/payment`);
  const row = bodyRows(page.getByTestId('payment-orders')).filter({ hasText: orderNo });
  await row.getByRole('checkbox').check();
  await page.getByTestId('invoice-request').click();
  const first17 = '91110000MA00E2E00';
  const taxNo = first17 + creditCodeCheckChar(first17)!;
  const title = `E2E Materials ${Date.now().toString(36)}`;
  await page.getByTestId('invoice-title').fill(title);
  await page.getByTestId('invoice-tax-no').fill(taxNo.slice(0, 17) + (taxNo[17] === '0' ? '1' : '0'));
  await page.getByTestId('invoice-email').fill('finance@example.com');
  await page.getByTestId('invoice-submit').click();
  await expect(page.getByText('check digit').first()).toBeVisible();
  await page.getByTestId('invoice-tax-no').fill(taxNo);
  await page.getByTestId('invoice-submit').click();
  // The dialog closes once the server has saved the request (its toast may be gone by the time a loaded machine looks).
  await expect(page.getByTestId('invoice-submit')).toBeHidden({ timeout: 40_000 });

  // The administrator issues it.
  const auditor = await signedIn(browser, 'demo-auditor', lang);
  await auditor.goto(`${prefix(lang)}/my/administration/payOrder?tab=invoices`);
  const request = bodyRows(auditor.getByTestId('admin-invoices')).filter({ hasText: title });
  await request.getByRole('button', { name: 'Issue' }).click();
  const modal = auditor.getByRole('dialog');
  await modal.locator('#invoiceNo').fill('25110000000012345678'.slice(0, 20));
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]);
  await modal.locator('input[type=file]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) });
  await expect(modal.getByTestId('invoice-file-file')).toBeVisible();
  await auditor.getByTestId('invoice-issue-confirm').click();
  await expect(auditor.getByText('Invoice issued').first()).toBeVisible();
  await expect(request.getByTestId('invoice-state')).toHaveText('Issued');

  await page.goto(`${prefix(lang)}/my/payment?tab=invoices`);
  const mine = bodyRows(page.getByTestId('payment-invoices')).filter({ hasText: title });
  await expect(mine.getByTestId('invoice-state')).toHaveText('Issued');
  await auditor.context().close();
  await page.context().close();
});
