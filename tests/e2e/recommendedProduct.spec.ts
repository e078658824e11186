import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { pngImage } from '../support/files';
import { bodyRows, loginThroughForm, openPopover, prefix, type Lang } from './helpers';

/**
 * Recommended products end to end, in each language: demo-admin adds a product with a picture and submits it;
 * demo-auditor approves it and it shows on /cloud/recommendedProduct with its picture and opens its details; a
 * second product is rejected and the company sees the reason. Names are unique per run and language.
 */

const PRODUCTS = '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement';
const QUEUE = '/my/enterpriseProductCheck';
const TEXT = {
  zh: {
    type: '钢铁',
    submitted: '已提交审核',
    approved: '审核通过',
    rejected: '已驳回',
    pending: '审核中',
    published: '已发布',
    reject: '驳回',
    rejectTitle: '驳回产品',
    reason: '图片与产品不符，请更换',
    pictureType: '请上传 JPG 或 PNG 格式的图片',
    nameRequired: '请输入产品名称',
    edit: '编辑',
    historySubmit: '提交审核',
  },
  en: {
    type: 'Steel',
    submitted: 'Submitted for review',
    approved: 'Approved',
    rejected: 'Rejected',
    pending: 'Under review',
    published: 'Published',
    reject: 'Reject',
    rejectTitle: 'Reject the product',
    reason: 'The picture does not show the product',
    pictureType: 'Please upload a JPG or PNG picture',
    nameRequired: 'Product name is required',
    edit: 'Edit',
    historySubmit: 'Submitted for review',
  },
} as const;

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
const PICTURE = { name: 'product.png', mimeType: 'image/png', buffer: pngImage(64, [30, 90, 200]) };

async function signedIn(browser: Browser, account: string, lang: Lang) {
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
  const page = await context.newPage();
  await loginThroughForm(page, account, { lang });
  return page;
}

const row = (page: Page, name: string) =>
  bodyRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

/** An <img> that loaded (not a broken picture). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

async function addProduct(page: Page, lang: Lang, name: string) {
  const text = TEXT[lang];
  await page.goto(`${prefix(lang)}${PRODUCTS}`);
  await page.getByTestId('product-create').click();
  // Nothing filled: the browser names what is missing, in the page's language.
  await page.getByTestId('product-save-submit').click();
  await expect(page.getByText(text.nameRequired)).toBeVisible();

  await page.getByTestId('product-name').fill(name);
  await page.getByTestId('product-type').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(text.type, { exact: true }).click();
  const spec = page.getByTestId('product-spec-0');
  await spec.getByRole('textbox').nth(0).fill(lang === 'zh' ? '板材' : 'Plate');
  await spec.getByRole('textbox').nth(1).fill('6×1500×6000');
  await spec.getByRole('spinbutton').fill('5200.5');
  const fileInput = page.getByTestId('picture-upload').locator('input[type=file]');
  // A text file is refused before it is sent.
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText(text.pictureType)).toBeVisible();
  await fileInput.setInputFiles(PICTURE);
  await expectLoaded(page.getByTestId('picture-preview'));
  await page.getByTestId('product-introduction').fill(lang === 'zh' ? '耐候结构钢板，用于桥梁。' : 'Weathering structural plate for bridges.');
  await page.getByTestId('product-unit').fill(lang === 'zh' ? '吨' : 't');
  await page.getByTestId('product-price-unit').fill(lang === 'zh' ? '元/吨' : 'CNY/t');
  await page.getByTestId('product-save-submit').click();
  await expect(page.getByText(TEXT[lang].submitted).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PRODUCTS}`));
  await expect(row(page, name).getByTestId('product-state')).toHaveText(TEXT[lang].pending);
}

async function review(page: Page, lang: Lang, name: string, outcome: 'approve' | 'reject') {
  const text = TEXT[lang];
  await page.goto(`${prefix(lang)}${QUEUE}`);
  await page.getByTestId(`queue-open-${name}`).click();
  await expectLoaded(page.getByTestId('product-picture').locator('img'));
  if (outcome === 'approve') {
    await page.getByTestId('audit-approve').click();
    await openPopover(page).getByRole('button', { name: /确\s*定|OK|Yes/ }).click();
    await expect(page.getByTestId('product-state')).toHaveText(text.published);
  } else {
    await page.getByTestId('audit-reject').click();
    const modal = page.getByRole('dialog', { name: text.rejectTitle });
    await modal.getByTestId('audit-reject-reason').fill(text.reason);
    await modal.getByTestId('audit-reject-confirm').click();
    await expect(page.getByTestId('product-state')).toHaveText(text.rejected);
  }
}

for (const lang of ['zh', 'en'] as const) {
  test(`a product with a picture is reviewed and published (${lang})`, async ({ browser }) => {
    // Four sign-ins, two forms with uploads and two reviews on a shared 2-core machine.
    const id = stamp();
    const approvedName = `${lang === 'zh' ? '耐候钢板' : 'Weathering plate'} ${id}`;
    const rejectedName = `${lang === 'zh' ? '镀锌卷' : 'Galvanised coil'} ${id}`;

    const admin = await signedIn(browser, 'demo-admin', lang);
    await addProduct(admin, lang, approvedName);
    await addProduct(admin, lang, rejectedName);

    const auditor = await signedIn(browser, 'demo-auditor', lang);
    await review(auditor, lang, approvedName, 'approve');
    await review(auditor, lang, rejectedName, 'reject');

    // Everyone: the approved product is listed with its picture and opens its details; the rejected one is not listed.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${prefix(lang)}/cloud/recommendedProduct`);
    await visitor.getByTestId('product-search').fill(id);
    await visitor.getByTestId('product-search').press('Enter');
    const card = visitor.getByTestId(`product-card-${approvedName}`);
    await expectLoaded(card.locator('img'));
    await expect(visitor.getByTestId(`product-card-${rejectedName}`)).toHaveCount(0);
    await card.click();
    await expect(visitor).toHaveURL(/\/cloud\/recommendedProductDetails\?id=\d+/);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(approvedName);
    await expectLoaded(visitor.getByTestId('product-detail-picture'));
    await expect(visitor.getByTestId('product-specs')).toContainText('6×1500×6000');

    // The company sees the rejection and its reason.
    await admin.goto(`${prefix(lang)}${PRODUCTS}`);
    await expect(row(admin, rejectedName).getByTestId('product-state')).toHaveText(TEXT[lang].rejected);
    await expect(row(admin, rejectedName).getByTestId('product-reject-reason')).toHaveText(TEXT[lang].reason);
    await expect(row(admin, approvedName).getByTestId('product-state')).toHaveText(TEXT[lang].published);
    // Its review history: submitted, then rejected with the auditor's reason.
    await row(admin, rejectedName).getByRole('link', { name: TEXT[lang].edit }).click();
    const history = admin.getByTestId('workflow-history');
    await expect(history.getByTestId('history-submit')).toContainText(TEXT[lang].historySubmit);
    await expect(history.getByTestId('history-reject')).toContainText(TEXT[lang].reason);
  });
}
