import path from 'node:path';
import { expect, test } from '@playwright/test';
import { api, choose, prefix, signedIn } from './helpers';

/**
 * Enterprise R&D data end to end, one journey in four parts that run in order:
 * - zh: demo-admin creates a project, creates a data set and imports the repository's real NIMS fatigue data set
 *   through the column-mapping screen (preview without problems, then commit), shares it with demo-employee only
 *   and applies for publication;
 * - en: demo-employee finds it shared with them and reads its rows;
 * - en: demo-auditor approves the publication from the review queue;
 * - zh: a visitor finds it among the data products, sees the summary only (no rows), and verifies its data chain.
 * Every rule (visibility × role × call, requests, publication states, import problems, tamper detection, offline
 * verification) is tested at the API level in server/modules/researchData.
 */
test.describe.configure({ mode: 'serial' });

const MANAGEMENT = '/my/enterpriseInformationManagement/R&dDataManagement';
const PROJECT = `NIMS 疲劳数据复核 ${Date.now() % 100000}`;
const DATA_SET = `碳钢与低合金钢疲劳强度 ${Date.now() % 100000}`;
const NIMS_CSV = path.resolve('server/db/seed/datasets/nims-steel-fatigue.csv');
let dataSetId = 0;

test('zh: demo-admin imports a real data set through the mapping screen, shares it with one colleague and applies for publication', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-admin', 'zh');
  await page.goto(`${MANAGEMENT}?tab=projects`);
  await page.getByTestId('project-create').click();
  await page.getByTestId('project-name').fill(PROJECT);
  await page.getByTestId('project-save').click();
  await expect(page.getByText(PROJECT)).toBeVisible();

  await page.goto(`${MANAGEMENT}?tab=dataSets`);
  await page.getByTestId('dataset-create').click();
  await choose(page, 'dataset-project', PROJECT);
  await page.getByTestId('dataset-name').fill(DATA_SET);
  await page.getByTestId('dataset-material').locator('input').fill('碳钢及低合金钢（JIS S25C–S55C、SCr、SCM 等）');
  await choose(page, 'dataset-experiment-type', '疲劳');
  await page.getByTestId('wizard-save').click();

  await expect(page.getByTestId('wizard-file')).toBeVisible();
  await page.locator('[data-testid=dataset-file-files] input[type=file]').setInputFiles(NIMS_CSV);
  await expect(page.getByTestId('wizard-file').getByText('nims-steel-fatigue.csv')).toBeVisible();
  await page.getByTestId('wizard-file-next').click();

  // The mapping proposed from the header row: the fatigue strength column is a stress in MPa.
  await expect(page.getByTestId('wizard-mapping')).toBeVisible();
  const fatigue = page.locator('[data-testid^=mapping-header-]').filter({ hasText: 'Fatigue Strength' });
  await expect(fatigue).toBeVisible();
  await page.getByTestId('import-preview-button').click();
  await expect(page.getByTestId('import-no-problems')).toBeVisible();
  await expect(page.getByTestId('import-preview-summary')).toContainText('360');
  await page.getByTestId('import-to-commit').click();
  await page.getByTestId('import-commit').click();

  await expect(page).toHaveURL(/R&dDataManagement\/show\/\d+/);
  dataSetId = Number(page.url().match(/show\/(\d+)/)![1]);
  await expect(page.getByText(DATA_SET).first()).toBeVisible();
  await page.getByTestId('dataset-tab-rows').click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  await page.getByTestId('dataset-share').click();
  await page.getByTestId('share-visibility-users').click();
  await page.getByTestId('share-users').locator('input').fill('demo-employee');
  await page.getByTestId('share-users').locator('input').press('Enter');
  await page.getByTestId('share-save').click();
  await expect(page.getByTestId('share-save')).toBeHidden();
  await expect(page.getByText('demo-employee').first()).toBeVisible();

  await page.getByTestId('dataset-publish').click();
  await page.getByTestId('dataset-publish-confirm').click();
  await expect(page.getByText('待审核').first()).toBeVisible();

  const detail = await api<{ visibility: string; publication: string; rowCount: number; headVersion: number }>(page, `/atsteel/researchData/get?id=${dataSetId}`);
  expect(detail).toMatchObject({ visibility: 'users', publication: 'pending', rowCount: 360 });
  await page.context().close();
});

test('en: demo-employee reads the rows shared with them', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-employee', 'en');
  const shared = await api<{ list: { id: number }[] }>(page, '/atsteel/researchData/page?scope=shared&pageNum=1&pageSize=50');
  expect(shared.list.map((row) => row.id)).toContain(dataSetId);
  await page.goto(`${prefix('en')}${MANAGEMENT}/show/${dataSetId}`);
  await page.getByTestId('dataset-tab-rows').click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('dataset-share')).toHaveCount(0);
  await page.context().close();
});

test('en: demo-auditor approves the publication', async ({ browser }) => {
  const page = await signedIn(browser, 'demo-auditor', 'en');
  await page.goto(`${prefix('en')}/my/researchDataCheck`);
  await page.getByTestId(`queue-open-${DATA_SET}`).click();
  await page.getByTestId('audit-approve').click();
  await page.getByTestId('audit-approve-confirm').click();
  await expect.poll(async () => (await api<{ publication: string }>(page, `/atsteel/researchData/get?id=${dataSetId}`)).publication).toBe('published');
  await page.context().close();
});

test('zh: a visitor finds the data product, sees no rows, and verifies its data chain', async ({ page }) => {
  await page.goto('/zhj/productList');
  await page.getByTestId(`data-product-${dataSetId}`).click();
  await expect(page).toHaveURL(new RegExp(`/zhj/productDetail\\?id=${dataSetId}`));
  await expect(page.getByText(DATA_SET).first()).toBeVisible();
  await expect(page.getByTestId('dataset-tab-rows')).toHaveCount(0);
  await page.getByTestId('dataset-tab-chain').click();
  await page.getByTestId('chain-verify').click();
  await expect(page.getByTestId('chain-result')).toContainText('数据链完整');
});
