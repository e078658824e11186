import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { api, choose, prefix, signedIn } from './helpers';
import { fillTemplate } from './qualityTemplate';

/**
 * The quality ranking end to end, one journey in three parts that run in order:
 * - zh: demo-admin chooses Q355B hot-rolled plate, downloads its template, uploads it filled with 40 heats, reads the
 *   preview, gets the simulated ranking and applies for the formal ranking for its company;
 * - en: demo-auditor approves the application from the review queue with a report price;
 * - en: the line is in the product-line ranking; demo-company (another company) buys its report through the sandbox
 *   cashier and downloads the PDF.
 * The method, the template's problems, the application rules, report access and the ranking order are tested at the
 * API level in server/modules/quality and server/lib/qualityMethod.
 */
test.describe.configure({ mode: 'serial' });

const PRODUCT = `Q355B 热轧中厚板 ${Date.now() % 100000}`;
let lineId = 0;

test('zh: demo-admin simulates Q355B plate from a filled template and applies for the ranking', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-admin', 'zh');
  await page.goto('/economy/economyHome');
  await expect(page.getByTestId('quality-home-figures')).toBeVisible();
  await page.getByTestId('quality-home-simulate').click();

  await expect(page).toHaveURL(/\/economy\/economySelect/);
  await choose(page, 'quality-select-category', '热轧钢板');
  await choose(page, 'quality-select-grade', 'Q355B', true);
  const templateLink = await page.getByTestId('quality-select-template').getAttribute('href');
  expect(templateLink).toContain('/atsteel/qc/downloadTemplate?');
  const template = await page.request.get(templateLink!);
  expect(template.status()).toBe(200);
  const filled = path.join(await mkdtemp(path.join(tmpdir(), 'atsteel-quality-')), 'Q355B-heats.xlsx');
  await writeFile(filled, await fillTemplate(Buffer.from(await template.body()), 40));
  await page.getByTestId('quality-select-next').click();

  await expect(page).toHaveURL(/\/economy\/economyUpload/);
  // Nothing chosen yet: the spec's message, and nothing is read.
  await page.getByTestId('quality-upload-read').click();
  await expect(page.getByTestId('quality-upload-refusal')).toHaveText('至少上传一个数据文件');
  await page.locator('[data-testid=quality-upload-data] input[type=file]').setInputFiles(filled);
  await expect(page.getByTestId('quality-upload-data-name')).toContainText('Q355B-heats.xlsx');
  await page.getByTestId('quality-upload-read').click();

  await expect(page).toHaveURL(/\/economy\/economyPreview\?id=\d+/);
  await expect(page.getByTestId('quality-preview-n')).toContainText('40');
  await expect(page.getByTestId('quality-samples')).toContainText('E2E-001');
  await page.getByTestId('quality-preview-compute').click();

  await expect(page).toHaveURL(/\/economy\/economyRankComplete\?id=\d+/);
  await expect(page.getByTestId('quality-total')).toBeVisible();
  await expect(page.getByTestId('quality-method-version')).toContainText('2026.1');
  await expect(page.getByTestId('quality-contribution-conformity')).toBeVisible();
  await page.getByTestId('quality-complete-apply').click();

  await expect(page).toHaveURL(/\/economy\/economyApply\?submissionId=\d+/);
  await choose(page, 'quality-apply-userType', '生产企业');
  await expect(page.getByTestId('quality-apply-companyName')).toHaveValue('演示钢铁有限公司');
  await page.getByTestId('quality-apply-address').fill('上海市浦东新区演示路 1 号');
  await page.getByTestId('quality-apply-productName').fill(PRODUCT);
  await page.getByTestId('quality-apply-steelmakingLine').fill('1# 转炉 + LF 精炼');
  await page.getByTestId('quality-apply-rollingLine').fill('3500 mm 中厚板轧机');
  await page.getByTestId('quality-apply-contactName').fill('张伟');
  await page.getByTestId('quality-apply-contactInfo').fill('13800000001');
  await page.getByTestId('quality-apply-submit').click();

  await expect(page).toHaveURL(/\/economy\/economySuccess\?id=\d+/);
  await page.context().close();
});

test('en: demo-auditor approves the application with a report price', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-auditor', 'en');
  const queue = await api<{ list: { id: number; productName: string }[] }>(page, '/atsteel/DataManagement/qc/apply/page?pageNum=1&pageSize=50');
  const application = queue.list.find((row) => row.productName === PRODUCT)!;
  expect(application).toBeTruthy();
  await page.goto(`${prefix('en')}/my/qualityCheck`);
  await page.getByTestId(`queue-open-${application.id}`).click();
  await expect(page.getByTestId('quality-review')).toBeVisible();
  await page.getByTestId('audit-approve').click();
  await page.getByTestId('audit-approve-price').fill('99');
  await page.getByTestId('audit-approve-confirm').click();
  await expect
    .poll(async () => (await api<{ state: string; lineId: number | null }>(page, `/atsteel/qc/apply/get?id=${application.id}`)).state)
    .toBe('approved');
  lineId = (await api<{ lineId: number }>(page, `/atsteel/qc/apply/get?id=${application.id}`)).lineId;
  expect(lineId).toBeGreaterThan(0);
  await page.context().close();
});

test('en: the line is ranked; another company buys its report in the sandbox and downloads the PDF', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-company', 'en');
  await page.goto(`${prefix('en')}/quality/skilRanking`);
  await expect(page.getByTestId(`line-link-${lineId}`)).toBeVisible();
  await page.getByTestId(`line-link-${lineId}`).click();

  await expect(page.getByTestId('line-enterprise')).toHaveText('演示钢铁有限公司');
  await expect(page.getByTestId('report-price')).toContainText('99.00');
  await page.getByTestId('report-buy').click();
  await expect(page).toHaveURL(/\/economy\/economyOrder\?id=\d+/);
  await page.getByTestId('order-confirm').click();

  await expect(page).toHaveURL(/\/economy\/economyPay\?orderNo=/);
  const code = page.getByTestId('payment-code-wxpay');
  await expect(code.getByTestId('payment-qr')).toBeVisible();
  const link = await code.getByTestId('cashier-link').getAttribute('href');
  const cashier = await page.context().newPage();
  await cashier.goto(link!);
  await cashier.getByTestId('cashier-pay').click();
  await expect(cashier.getByTestId('cashier-state')).toHaveAttribute('data-state', 'paid');
  await cashier.close();

  await expect(page).toHaveURL(/\/economy\/paySuccess\?orderNo=/);
  const download = page.waitForEvent('download');
  await page.getByTestId('report-download').click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`quality-report-${lineId}.pdf`);
  const bytes = await (await import('node:fs/promises')).readFile((await pdf.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  await page.context().close();
});
