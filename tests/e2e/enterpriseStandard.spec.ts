import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { bodyRows, dialog, loginThroughForm, openPopover, prefix, type Lang } from './helpers';

/**
 * Enterprise standards end to end, in each language: demo-admin writes a standard and a grade with its
 * composition and properties and applies for publication; demo-auditor approves it and the grade is found in
 * the materials search marked as enterprise standard; a second grade is rejected and the company sees why.
 * Names are unique per run and language, so runs on one database never meet.
 */

const STANDARDS = '/my/enterpriseInformationManagement/enterpriseStandardManagement';
const QUEUE = '/my/enterpriseStandardCheck';
const ADMINISTRATION = '/my/administration/enterpriseStandardManagement';
const DATA = '/my/enterpriseInformationManagement/DataManagement';
const TEXT = {
  zh: {
    createStandard: '新建标准',
    createGrade: '新建牌号',
    country: '中国',
    yieldStrength: '屈服强度',
    tensileStrength: '抗拉强度',
    typical: '典型值',
    submitted: '已提交公开申请',
    approved: '审核通过，该牌号已公开',
    rejectTitle: '驳回',
    pending: '审核中',
    public: '已公开',
    rejected: '已驳回',
    enterpriseTag: '企业标准',
    reason: '锰含量上限高于申报依据',
    elementRequired: '化学成分行必须选择元素',
  },
  en: {
    createStandard: 'New standard',
    createGrade: 'New grade',
    country: 'China',
    yieldStrength: 'Yield strength',
    tensileStrength: 'Tensile strength',
    typical: 'Typical',
    submitted: 'Public application submitted',
    approved: 'Approved: the grade is now public',
    rejectTitle: 'Reject',
    pending: 'Under review',
    public: 'Public',
    rejected: 'Rejected',
    enterpriseTag: 'Enterprise standard',
    reason: 'The Mn maximum is above the stated basis',
    elementRequired: 'Chemical composition rows must have a selected element',
  },
} as const;

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
const openPopconfirm = openPopover;
const confirmPopconfirm = (page: Page) => openPopconfirm(page).getByRole('button', { name: /确\s*定|OK|Yes/ }).click();

/** Picks an option of an antd Select by its label; a searchable one is filtered first (its list is virtual). */
async function choose(page: Page, select: Locator, label: string, options: { search?: boolean } = {}) {
  const chosen = select
    .locator("xpath=ancestor-or-self::div[contains(concat(' ', @class, ' '), ' ant-select ')][1]")
    .locator('.ant-select-selection-item');
  // A click that lands while the list is still opening or closing picks nothing on a slow machine: pick again.
  await expect(async () => {
    await select.click();
    if (options.search) await select.fill(label);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(label, { exact: true }).click({ timeout: 5_000 });
    await expect(chosen).toHaveAttribute('title', label, { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
}

async function createStandard(page: Page, lang: Lang, number: string) {
  const text = TEXT[lang];
  await page.goto(`${prefix(lang)}${STANDARDS}`);
  await page.getByTestId('standard-create').click();
  const modal = dialog(page, text.createStandard);
  await modal.locator('#number').fill(number);
  await modal.locator('#name').fill(lang === 'zh' ? '高强度结构钢板企业标准' : 'High-strength structural plate');
  await modal.locator('#year').fill('2025');
  await modal.locator('#issuer').fill(lang === 'zh' ? '演示钢铁技术中心' : 'Demo Steel technical centre');
  await choose(page, modal.locator('#country'), text.country);
  // The company's one standard system: filled in (and locked) once it exists.
  const systemName = modal.locator('#systemName');
  if (await systemName.isEnabled()) {
    await systemName.fill('演示钢铁企业标准体系');
    await modal.locator('#systemCode').fill('Q/ATS');
  }
  await modal.getByRole('button', { name: /保\s*存|Save/ }).click();
  await expect(modal).toBeHidden();
  await page.getByTestId(`standard-open-${number}`).click();
  await expect(page.getByTestId('standard-title')).toContainText(number);
}

/** Adds a grade through the grade form: two composition rows and two properties (a range and a typical value). */
async function addGrade(page: Page, lang: Lang, name: string) {
  const text = TEXT[lang];
  await page.getByTestId('grade-create').click();
  const modal = dialog(page, text.createGrade);
  await modal.locator('#name').fill(name);
  await modal.locator('#materialNumber').fill(`M-${name}`);

  // A composition row without an element is refused in the browser with the spec's message.
  await modal.locator('#composition_0_max').fill('0.18');
  await modal.getByTestId('grade-save').click();
  await expect(modal.getByText(text.elementRequired)).toBeVisible();

  await choose(page, modal.locator('#composition_0_el'), 'C', { search: true });
  await modal.locator('#composition_0_min').fill('0.12');
  await modal.getByTestId('composition-add').click();
  await choose(page, modal.locator('#composition_1_el'), 'Mn', { search: true });
  await modal.locator('#composition_1_max').fill('1.6');

  await choose(page, modal.locator('#mechanical_0_property'), text.yieldStrength);
  await modal.locator('#mechanical_0_min').fill('345');
  await modal.locator('#mechanical_0_max').fill('460');
  await modal.getByTestId('property-add').click();
  await choose(page, modal.locator('#mechanical_1_property'), text.tensileStrength);
  await modal.getByTestId('property-row-1').getByText(text.typical, { exact: true }).click();
  await modal.locator('#mechanical_1_typical').fill('520');

  await modal.getByTestId('grade-save').click();
  await expect(modal).toBeHidden();
  await expect(gradeRow(page, name)).toBeVisible();
}

const gradeRow = (page: Page, name: string) =>
  bodyRows(page.getByTestId('grades-table')).filter({ has: page.getByRole('cell', { name, exact: true }) });

async function submit(page: Page, lang: Lang, name: string) {
  await page.getByTestId(`grade-submit-${name}`).click();
  await confirmPopconfirm(page);
  // The next confirmation must not find this one still fading out.
  await expect(openPopconfirm(page)).toHaveCount(0);
  await expect(page.getByText(TEXT[lang].submitted).first()).toBeVisible();
  await expect(gradeRow(page, name).getByTestId('grade-state')).toHaveText(TEXT[lang].pending);
}

/** The auditor opens the grade from the queue; returns the detail page. */
async function openInQueue(browser: Browser, lang: Lang, name: string) {
  const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const page = await context.newPage();
  await loginThroughForm(page, 'demo-auditor', { lang });
  await page.goto(`${prefix(lang)}${QUEUE}`);
  await page.getByTestId('queue-keyword').fill(name);
  await page.getByTestId('queue-keyword').press('Enter');
  await page.getByTestId(`queue-open-${name}`).click();
  await expect(page.getByTestId('audit-grade-name')).toHaveText(name);
  return page;
}

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: a grade goes through public application, is approved and found in the materials search; a rejection shows its reason`, async ({
    page,
    browser,
  }) => {
    const text = TEXT[lang];
    const run = stamp();
    const number = `Q/ATS ${lang.toUpperCase()}${run}`;
    const approvedGrade = `ATS${lang.toUpperCase()}${run}A`;
    const rejectedGrade = `ATS${lang.toUpperCase()}${run}R`;

    await loginThroughForm(page, 'demo-admin', { lang });
    await test.step('the company writes a standard and two grades and applies for their publication', async () => {
      await createStandard(page, lang, number);
      await addGrade(page, lang, approvedGrade);
      await addGrade(page, lang, rejectedGrade);
      await submit(page, lang, approvedGrade);
      await submit(page, lang, rejectedGrade);
    });

    await test.step('the auditor approves the first grade', async () => {
      const auditor = await openInQueue(browser, lang, approvedGrade);
      await expect(auditor.getByTestId('composition-values')).toContainText('Mn');
      await auditor.getByTestId('audit-approve').click();
      await confirmPopconfirm(auditor);
      await expect(auditor.getByText(text.approved).first()).toBeVisible();
      await expect(auditor.getByTestId('grade-state')).toHaveText(text.public);

      // The platform's administration page lists it among the public grades.
      await auditor.goto(`${prefix(lang)}${ADMINISTRATION}`);
      await choose(auditor, auditor.getByTestId('queue-state'), text.public);
      await auditor.getByTestId('queue-keyword').fill(approvedGrade);
      await auditor.getByTestId('queue-keyword').press('Enter');
      await expect(auditor.getByTestId(`queue-open-${approvedGrade}`)).toBeVisible();
      await expect(auditor.getByTestId('audit-records')).toContainText(approvedGrade);
      await auditor.context().close();
    });

    await test.step('the auditor rejects the second grade with a reason', async () => {
      const auditor = await openInQueue(browser, lang, rejectedGrade);
      await auditor.getByTestId('audit-reject').click();
      await auditor.getByTestId('reject-reason').fill(text.reason);
      await auditor.getByTestId('reject-submit').click();
      await expect(auditor.getByTestId('grade-state')).toHaveText(text.rejected);
      await auditor.context().close();
    });

    await test.step('the company sees the decisions and the reason of the rejection', async () => {
      await page.reload();
      await expect(gradeRow(page, approvedGrade).getByTestId('grade-state')).toHaveText(text.public);
      await expect(gradeRow(page, rejectedGrade).getByTestId('grade-state')).toHaveText(text.rejected);
      await expect(gradeRow(page, rejectedGrade).getByTestId('grade-reject-reason')).toContainText(text.reason);
      await expect(page.getByTestId('audit-records')).toContainText(text.reason);

      await page.goto(`${prefix(lang)}${DATA}`);
      await expect(page.getByTestId(`data-grade-${approvedGrade}`).getByTestId('grade-state')).toHaveText(text.public);
      await expect(page.getByTestId(`data-grade-${rejectedGrade}`).getByTestId('grade-state')).toHaveText(text.rejected);
    });

    await test.step('the approved grade is public in the materials search, marked as enterprise standard', async () => {
      await page.goto(`${prefix(lang)}/material/materialHome?q=${encodeURIComponent(approvedGrade)}`);
      const result = page.locator('.at-mat-result').filter({ has: page.getByTestId('grade-link').getByText(approvedGrade, { exact: true }) });
      await expect(result).toHaveCount(1);
      await expect(result).toContainText(text.enterpriseTag);
      await expect(page.locator('.at-mat-result').filter({ hasText: rejectedGrade })).toHaveCount(0);
    });
  });
}
