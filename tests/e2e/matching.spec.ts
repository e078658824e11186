import { expect, test, type Page } from '@playwright/test';
import { prefix, type Lang } from './helpers';

/**
 * Grade matching end to end, in both languages: Q355B against EN and ASTM (S355JR first), a result's
 * explanation, two results compared and charted, consumables for 316L and for Q235B welded to 304, and the
 * two rule messages. Reference data only: no login.
 */
const TEXT = {
  zh: {
    gradeRequired: '牌号不能为空',
    atLeastTwo: '至少需要选择两条数据',
    caveat: '相近，而非等同',
    dissimilar: '异种钢接头：309 可承受两侧母材的稀释',
    impactWarning: '冲击韧性',
  },
  en: {
    gradeRequired: 'Brand/grade cannot be empty',
    atLeastTwo: 'at least two data items must be selected',
    caveat: 'Comparable, not equivalent',
    dissimilar: 'Dissimilar joint: 309 tolerates dilution from both base metals',
    impactWarning: 'Impact toughness',
  },
} as const;

const openOption = (page: Page, title: string) =>
  page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title^="${title}"]`);

/** Types into an antd Select's search box and picks the option whose label starts with this text. */
async function choose(page: Page, inputId: string, keyword: string, option: string) {
  const input = page.locator(`#${inputId}`);
  await input.click({ force: true });
  await input.fill(keyword);
  await openOption(page, option).click();
}

/** A steel grade's id, as the grade picker finds it. */
async function gradeIdOf(page: Page, name: string) {
  const answer = await page.request.get(`/atsteel/intelligentMatching/steelList?keyword=${encodeURIComponent(name)}&type=steel`);
  const grades = ((await answer.json()) as { data: { list: { id: number; name: string }[] } }).data.list;
  return grades.find((grade) => grade.name === name)!.id;
}

const results = (page: Page) => page.getByTestId('result-grade');
const rowOf = (page: Page, grade: string) => page.locator('tr.at-match-row').filter({ has: page.getByTestId('result-grade').getByText(grade, { exact: true }) });

for (const lang of ['zh', 'en'] as Lang[]) {
  const text = TEXT[lang];
  const base = prefix(lang);

  test(`${lang}: Q355B against EN and ASTM, S355JR first, each result explained`, async ({ page }) => {
    await page.goto(`${base}/mind/mindIndex`);
    await page.getByTestId('start-steel').click();
    await expect(page).toHaveURL(new RegExp(`${base}/mind/gcMatching$`));

    // Nothing picked: the rule message, and no results page.
    await page.getByTestId('match-submit').click();
    await expect(page.getByTestId('form-problem')).toHaveText(text.gradeRequired);
    await expect(page).toHaveURL(/gcMatching$/);

    await choose(page, 'match-grade', 'Q355B', 'Q355B · GB/T 1591-2018');
    await choose(page, 'match-standards', 'EN 10025', 'EN 10025-2:2019 ');
    await choose(page, 'match-standards', 'A36', 'ASTM A36/A36M-14 ');
    await page.keyboard.press('Escape');
    await page.getByTestId('match-submit').click();

    await expect(page).toHaveURL(/\/mind\/gcMatchingNext\?.*g=\d+.*ts=EN/);
    await expect(results(page).first()).toHaveText('S355JR');
    await expect(results(page).filter({ hasText: 'A36 (plates)' })).toBeVisible();
    await expect(page.getByTestId('caveat').first()).toContainText(text.caveat);
    await expect(page.getByTestId('match-query')).toContainText('Q355B');

    // The row opens on each element's contribution.
    await rowOf(page, 'S355JR').getByRole('button', { name: /Expand row|展开行/ }).click();
    await expect(page.getByTestId('explanation-elements').first()).toContainText('Mn');

    // The shared address reloads the same results.
    await page.reload();
    await expect(results(page).first()).toHaveText('S355JR');

    // One result's full explanation, then back.
    await rowOf(page, 'S355JR').getByTestId('result-explanation').click();
    await expect(page).toHaveURL(/\/mind\/seeDetail\?ids=\d+%2C\d+/);
    await expect(page.getByTestId('pair-title')).toContainText('Q355B');
    await expect(page.getByTestId('pair-title')).toContainText('S355JR');
    await expect(page.getByTestId('explanation')).toBeVisible();
    await page.goBack();
    await expect(results(page).first()).toHaveText('S355JR');
  });

  test(`${lang}: two results compared side by side and charted; a result opens its grade`, async ({ page }) => {
    const q355b = await gradeIdOf(page, 'Q355B');
    await page.goto(`${base}/mind/gcMatchingNext?type=steel&g=${q355b}&ts=EN+10025-2&ts=ASTM+A36`);
    await expect(results(page).first()).toHaveText('S355JR');

    // Compare: one selected is refused, two go through (the query grade comes first).
    // Ticks go through the address, so the box changes once the new address is rendered.
    await rowOf(page, 'S355JR').getByRole('checkbox').click();
    await expect(rowOf(page, 'S355JR').getByRole('checkbox')).toBeChecked();
    await page.getByTestId('compare-selected').click();
    await expect(page.getByTestId('selection-problem')).toHaveText(text.atLeastTwo);
    await rowOf(page, 'A36 (plates)').getByRole('checkbox').click();
    await expect(rowOf(page, 'A36 (plates)').getByRole('checkbox')).toBeChecked();
    await page.getByTestId('compare-selected').click();
    await expect(page).toHaveURL(/\/mind\/mindCompare\?ids=/);
    await expect(page.getByTestId('contrast-pairs')).toContainText('Q355B → S355JR');
    await expect(page.getByTestId('contrast-pairs')).toContainText('S355JR → A36 (plates)');
    await expect(page.getByTestId('contrast-elements')).toContainText('S355JR');
    // The choice is kept in the address: back on the results, both are still ticked.
    await page.goBack();
    await expect(page).toHaveURL(/sel=\d+%2C\d+|sel=\d+,\d+/);
    await expect(rowOf(page, 'S355JR').getByRole('checkbox')).toBeChecked();
    await expect(rowOf(page, 'A36 (plates)').getByRole('checkbox')).toBeChecked();
    await page.goForward();
    await expect(page.getByTestId('contrast-pairs')).toContainText('Q355B → S355JR');

    await page.getByTestId('open-chart').click();
    await expect(page).toHaveURL(/\/mind\/mindEchart\?ids=/);
    await expect(page.getByTestId('radar-section').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('composition-section').locator('canvas').first()).toBeVisible();

    // A result links to its grade's page.
    await page.goto(`${base}/mind/gcMatchingNext?type=steel&g=${q355b}`);
    await results(page).first().click();
    await expect(page).toHaveURL(/\/material\/detail\/steel\/\d+/);
    await expect(page.getByTestId('grade-detail')).toBeVisible();
  });

  test(`${lang}: consumables for 316L, and for Q235B welded to 304`, async ({ page }) => {
    await page.goto(`${base}/mind/mindIndex`);
    await page.getByTestId('start-welding').click();
    await expect(page).toHaveURL(new RegExp(`${base}/mind/seeDetailLHJ$`));
    await page.getByTestId('welding-submit').click();
    await expect(page.getByTestId('form-problem')).toHaveText(text.gradeRequired);

    await choose(page, 'weld-base-1', '316L', '316L · ASTM A240/A240M-20a');
    await page.getByTestId('welding-submit').click();
    await expect(page).toHaveURL(/seeDetailLHJ\?b=\d+/);
    await expect(page.getByTestId('process-GTAW').getByTestId('consumable').first()).toHaveText('ER316L');
    await expect(page.getByTestId('process-GMAW').getByTestId('consumable').first()).toHaveText('ER316L');

    await choose(page, 'weld-base-1', 'Q235B', 'Q235B · GB/T 700-2006');
    await choose(page, 'weld-base-2', '304', '304 · ASTM A240/A240M-20a');
    await page.getByTestId('welding-submit').click();
    await expect(page).toHaveURL(/seeDetailLHJ\?b=\d+.*&b=\d+/);
    const gtaw = page.getByTestId('process-GTAW');
    await expect(gtaw.getByTestId('consumable').first()).toHaveText('ER309L');
    await expect(gtaw.getByTestId('consumable-reasons').first()).toContainText(text.dissimilar);
    // Q235B asks 27 J at 20 °C; the stainless filler's standard sets no impact test: the warning says so.
    await expect(gtaw.getByTestId('consumable-warnings').first()).toContainText(text.impactWarning);
    await expect(page.getByTestId('welding-families')).toContainText('309');
  });
}

test('en: a grade page offers its comparable grades; a compare link with one grade is refused', async ({ page }) => {
  const q235b = await gradeIdOf(page, 'Q235B');
  await page.goto(`/en/material/detail/steel/${q235b}`);
  await page.getByTestId('comparable-grades').click();
  await expect(page).toHaveURL(new RegExp(`/en/mind/gcMatchingNext\\?type=steel&g=${q235b}&gn=`));
  await expect(page.getByTestId('match-query')).toContainText('Q235B');
  await expect(results(page).filter({ hasText: /^S235JR$/ })).toBeVisible();

  await page.goto('/en/mind/mindCompare?ids=5');
  await expect(page.getByTestId('contrast-problem')).toContainText(TEXT.en.atLeastTwo);
});

test('en: Q355B against all EN standards finds S355J2; a standard with nothing close says so and shows the best elsewhere', async ({ page }) => {
  await page.goto('/en/mind/gcMatching');
  await choose(page, 'match-grade', 'Q355B', 'Q355B · GB/T 1591-2018');
  await choose(page, 'match-standards', 'EN', 'All EN standards');
  await page.keyboard.press('Escape');
  await page.getByTestId('match-submit').click();
  await expect(page).toHaveURL(/\/en\/mind\/gcMatchingNext\?.*tsys=EN/);
  await expect(results(page).first()).toHaveText(/^S355/);
  await expect(results(page).filter({ hasText: /^S355J2$/ })).toBeVisible();
  await expect(page.getByTestId('nothing-close')).toHaveCount(0);

  await page.goto('/en/mind/gcMatching');
  await choose(page, 'match-grade', 'Q355B', 'Q355B · GB/T 1591-2018');
  await choose(page, 'match-standards', 'quenching and tempering', 'EN 10083-2:2006 ');
  await page.keyboard.press('Escape');
  await page.getByTestId('match-submit').click();
  await expect(page.getByTestId('nothing-close')).toContainText('EN 10083-2 has no grade close to Q355B (best 62.9).');
  await expect(page.getByTestId('elsewhere-grade').first()).toHaveText('S355JR');
  await expect(page.getByTestId('elsewhere-result').first()).toContainText('outside the chosen targets');
  await expect(results(page).first()).toHaveText('28Mn6');
  await page.getByTestId('elsewhere-grade').first().click();
  await expect(page).toHaveURL(/\/en\/material\/detail\/steel\/\d+/);
});

test('zh: the service hall\'s similar materials list grades of every standard, the own one included, with their explanation', async ({ page }) => {
  await page.goto('/allServer/similarity');
  await choose(page, 'similar-grade', 'Q355B', 'Q355B · GB/T 1591-2018');
  await expect(page).toHaveURL(/\/allServer\/similarity\?type=steel&g=\d+/);
  await expect(results(page).first()).toHaveText('S355JR');
  await expect(results(page).filter({ hasText: /^Q355C$/ })).toBeVisible();
  await rowOf(page, 'Q355C').getByTestId('result-explanation').click();
  await expect(page).toHaveURL(/\/allServer\/similarityDetail\?ids=/);
  await expect(page.getByTestId('pair-title')).toContainText('Q355C');
  await page.getByRole('link', { name: '成分对照' }).click();
  await expect(page).toHaveURL(/\/allServer\/similarityNewDetail\?ids=/);
  await expect(page.getByTestId('contrast-elements')).toContainText('Mn');
});
