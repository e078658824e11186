import { expect, test } from '@playwright/test';
import { compareToggle, csvRows, download, resultNames, searchGrades, xlsxRows } from './materialsSteps';
import { bodyRows } from './helpers';

/** Material search, a grade's page, the comparison board and its export, in both languages. */

test.describe('search', () => {
  test('Chinese: Q235 finds Q235A–D first; 碳素结构钢 finds GB/T 700 grades', async ({ page }) => {
    await searchGrades(page, 'zh', 'Q235');
    await expect(page.getByTestId('results-total')).toContainText('共找到');
    const firstFour = (await resultNames(page).allTextContents()).slice(0, 4).sort();
    expect(firstFour).toEqual(['Q235A', 'Q235B', 'Q235C', 'Q235D']);

    await searchGrades(page, 'zh', '碳素结构钢');
    await expect(page.locator('.at-mat-result').first()).toContainText('GB/T 700-2006');
  });

  test('English: S355J2, 6061-T6 and ER70S-6 are found exactly, in the list view too', async ({ page }) => {
    await searchGrades(page, 'en', 'S355J2');
    await expect(resultNames(page).first()).toHaveText('S355J2');
    await searchGrades(page, 'en', '6061-T6', 'aluminium');
    await expect(resultNames(page).first()).toHaveText('6061-T6');
    await searchGrades(page, 'en', 'ER70S-6', 'welding');
    await expect(resultNames(page).first()).toHaveText('ER70S-6');
    await page.getByTestId('view-list').click();
    await expect(page.getByTestId('results-list')).toBeVisible();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.locator('[data-testid="results-list"] [data-testid="grade-link"]').first()).toHaveText('ER70S-6');
    // Back returns to the grid of the same search.
    await page.goBack();
    await expect(page.getByTestId('results-grid')).toBeVisible();
    await expect(resultNames(page).first()).toHaveText('ER70S-6');
  });

  for (const [lang, text] of [
    ['zh', '最大值不能小于最小值'],
    ['en', 'Maximum cannot be less than minimum'],
  ] as const) {
    test(`${lang}: a maximum below the minimum is refused before searching`, async ({ page }) => {
      const base = lang === 'en' ? '/en' : '';
      await page.goto(`${base}/material/materialHome`);
      await page.getByTestId('toggle-filters').click();
      const yieldRow = page.getByTestId('property-row-yield');
      await yieldRow.getByRole('spinbutton').first().fill('400');
      await yieldRow.getByRole('spinbutton').last().fill('300');
      let searches = 0;
      page.on('request', (request) => {
        if (request.url().includes('/steelName/search') && (request.postData() ?? '').includes('"min":400')) searches += 1;
      });
      await page.getByTestId('apply-filters').click();
      await expect(yieldRow.locator('.ant-form-item-explain-error')).toHaveText(text);
      expect(searches).toBe(0);

      // The same range in a link: the page says why and does not search.
      await page.goto(`${base}/material/materialHome?prop=yield%3A400%3A300`);
      await expect(page.getByTestId('search-problem')).toHaveText(text);
      expect(searches).toBe(0);

      // A valid range filters the results.
      await page.goto(`${base}/material/materialHome?prop=yield%3A400%3A`);
      await expect(resultNames(page).first()).toBeVisible();
      await expect(page.getByTestId('search-problem')).toHaveCount(0);
    });
  }
});

const FLOW = {
  en: {
    yieldMpa: 'Yield strength (MPa)',
    yieldKsi: 'Yield strength (ksi)',
    imperial: 'Imperial (ksi, °F, in)',
    si: 'SI (MPa, °C, mm)',
    added: 'Q235B added to the comparison',
    board: 'Comparison (3/6)',
    header: ['Item', 'Unit', 'Q235B', 'Source (Q235B)', 'Q235C', 'Source (Q235C)', 'Q235D', 'Source (Q235D)'],
    yieldRow: 'Yield strength, min.',
    impactRow: 'Impact energy, min.',
  },
  zh: {
    yieldMpa: '屈服强度 (MPa)',
    yieldKsi: '屈服强度 (ksi)',
    imperial: '英制(ksi, °F, in)',
    si: '国际单位(MPa, °C, mm)',
    added: '已将 Q235B 加入对比',
    board: '对比栏(3/6)',
    header: ['项目', '单位', 'Q235B', '来源(Q235B)', 'Q235C', '来源(Q235C)', 'Q235D', '来源(Q235D)'],
    yieldRow: '屈服强度(最小)',
    impactRow: '冲击吸收能量(最小)',
  },
} as const;

for (const lang of ['en', 'zh'] as const) {
  const text = FLOW[lang];
  const base = lang === 'en' ? '/en' : '';
  test(`${lang}: open a grade, see its composition with sources, compare three, export CSV and XLSX`, async ({ page }) => {
    await test.step('open Q235B from the search', async () => {
      // Neither page breaks the Content-Security-Policy (a refused eval shows as a browser issue).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await searchGrades(page, lang, 'Q235');
      await page.locator('.at-mat-result').filter({ has: page.getByRole('link', { name: 'Q235B', exact: true }) }).getByTestId('grade-link').click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${base}/material/detail/steel/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Q235B');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });

    await test.step('composition and properties name their sources; units switch to imperial and back', async () => {
      const composition = page.getByTestId('composition-table');
      await expect(composition.getByRole('row').filter({ hasText: /^C/ }).first()).toContainText('GB/T 700-2006 · Table 1');
      await expect(page.getByTestId('mechanical')).toContainText('GB/T 700-2006 · Table 2');
      await expect(page.getByTestId('mechanical')).toContainText(text.yieldMpa);
      await page.getByTestId('unit-toggle').getByText(text.imperial).click();
      await expect(page.getByTestId('mechanical')).toContainText(text.yieldKsi);
      await expect(page.getByTestId('mechanical')).toContainText('≥34.1'); // 235 MPa
      await page.getByTestId('unit-toggle').getByText(text.si).click();
      await expect(page.getByTestId('mechanical')).toContainText(text.yieldMpa);
    });

    await test.step('add it and two more to the comparison; the board keeps them across pages and reloads', async () => {
      await compareToggle(page, 'Q235B').click();
      await expect(page.getByText(text.added)).toBeVisible();
      await searchGrades(page, lang, 'Q235');
      await expect(compareToggle(page, 'Q235B')).toHaveAttribute('aria-pressed', 'true');
      await compareToggle(page, 'Q235C').click();
      await compareToggle(page, 'Q235D').click();
      const board = page.getByTestId('compare-board');
      await expect(board).toContainText(text.board);
      await page.reload();
      await expect(board).toContainText(text.board);
      await board.getByTestId('board-compare').click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${base}/material/compare$`));
    });

    await test.step('side by side, differences marked', async () => {
      await expect(page.getByTestId('comparison-grade')).toHaveText(['Q235B', 'Q235C', 'Q235D']);
      await expect(page.getByTestId('comparison-row-el:C')).toContainText('GB/T 700-2006 · Table 1');
      await expect(page.getByTestId('comparison-row-mech:yield')).toContainText('≥235');
      // B, C and D differ in the impact test temperature (20, 0, -20 °C).
      const impact = page.getByTestId('comparison-row-mech:impact');
      await expect(impact).toContainText('≥27 @ 20 °C (KV2)');
      await expect(impact.locator('td[data-differs="true"]')).toHaveCount(3);
      await expect(page.getByTestId('comparison-row-el:Si').locator('td[data-differs="true"]')).toHaveCount(0);
    });

    await test.step('export CSV: BOM, headers in the page language, the three grades with sources', async () => {
      const { name, bytes } = await download(page, 'export-comparison-csv');
      expect(name).toMatch(/^atsteel-comparison-\d{8}\.csv$/);
      const rows = csvRows(bytes);
      expect(rows[0]).toEqual(text.header);
      expect(rows.find((row) => row[0] === text.yieldRow)?.slice(1, 4)).toEqual(['MPa', '≥235', 'GB/T 700-2006 · Table 2']);
      expect(rows.find((row) => row[0] === text.impactRow)?.slice(2, 7)).toEqual(['≥27 @ 20 °C (KV2)', 'GB/T 700-2006 · Table 2', '≥27 @ 0 °C (KV2)', 'GB/T 700-2006 · Table 2', '≥27 @ -20 °C (KV2)']);
      expect(rows.find((row) => row[0] === 'C')?.[3]).toBe('GB/T 700-2006 · Table 1');
    });

    await test.step('export XLSX: the same header and rows', async () => {
      const { name, bytes } = await download(page, 'export-comparison-xlsx');
      expect(name).toMatch(/^atsteel-comparison-\d{8}\.xlsx$/);
      const rows = xlsxRows(bytes);
      expect(rows[0]).toEqual(text.header);
      expect(rows.find((row) => row[0] === text.yieldRow)?.slice(1, 3)).toEqual(['MPa', '≥235']);
    });
  });
}

test('Chinese: search results export as CSV and XLSX with Chinese headers', async ({ page }) => {
  await searchGrades(page, 'zh', 'Q235');
  const total = Number((await page.getByTestId('results-total').textContent())?.match(/\d+/)?.[0]);
  const csv = csvRows((await download(page, 'export-results-csv')).bytes);
  expect(csv[0].slice(0, 3)).toEqual(['牌号', '材料类型', '别名']);
  expect(csv[0]).toContain('最小屈服强度 (MPa)');
  expect(csv[0].at(-1)).toBe('来源');
  expect(csv).toHaveLength(total + 1);
  expect(csv.slice(1).map((row) => row[0])).toEqual(expect.arrayContaining(['Q235A', 'Q235B', 'Q235C', 'Q235D']));
  expect(csv.find((row) => row[0] === 'Q235B')?.at(-1)).toBe('GB/T 700-2006');
  const xlsx = xlsxRows((await download(page, 'export-results-xlsx')).bytes);
  expect(xlsx[0]).toEqual(csv[0]);
  expect(xlsx).toHaveLength(total + 1);
});

test('Chinese: the comparison board rules and their messages', async ({ page }) => {
  await test.step('one grade is not enough to compare', async () => {
    await searchGrades(page, 'zh', 'Q355');
    await compareToggle(page, (await resultNames(page).first().textContent())!).click();
    await page.getByTestId('board-compare').click();
    await expect(page.getByText('至少需要选择两条数据')).toBeVisible();
    await expect(page).toHaveURL(/\/material\/materialHome/);
  });

  await test.step('a seventh grade is refused', async () => {
    await page.getByTestId('board-clear').click();
    await searchGrades(page, 'zh', 'Q');
    const names = (await resultNames(page).allTextContents()).slice(0, 7);
    expect(names).toHaveLength(7);
    for (const name of names.slice(0, 6)) await compareToggle(page, name).click();
    const board = page.getByTestId('compare-board');
    await expect(board).toContainText('对比栏(6/6)');
    await compareToggle(page, names[6]).click();
    await expect(page.getByText('最多可对比 6 条记录')).toBeVisible();
    await expect(board).toContainText('对比栏(6/6)');
    await expect(compareToggle(page, names[6])).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('a grade of another type clears the list and starts a new one', async () => {
    await searchGrades(page, 'zh', 'ER70S-6', 'welding');
    await compareToggle(page, 'ER70S-6').click();
    await expect(page.getByText('不同材料类型不能一起对比')).toBeVisible();
    const board = page.getByTestId('compare-board');
    await expect(board).toContainText('对比栏(1/6)');
    await expect(board.locator('li')).toHaveText([/ER70S-6/]);
    await board.getByTestId('board-clear').click();
    await expect(board).toHaveCount(0);
  });
});

test('English: a standard with its grades, hot searches counted from use, public data sets with citation', async ({ page }) => {
  await test.step('the standard page lists its grades', async () => {
    await searchGrades(page, 'en', 'S355J2');
    await resultNames(page).first().click();
    await page.getByTestId('standard-link').click();
    await expect(page).toHaveURL(/\/en\/material\/standard\/steel\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('EN 10025-2');
    await expect(page.getByTestId('standard-detail').getByTestId('grade-link').filter({ hasText: /^S355J2$/ })).toHaveCount(1);
  });

  await test.step('the grade just opened is among the most viewed', async () => {
    await page.goto('/en/hotSearch');
    await expect(page.getByTestId('hot-grades')).toContainText('S355J2');
    await expect(page.getByTestId('hot-brands')).toContainText('S355J2');
  });

  await test.step('data sets show citation, licence and paged rows', async () => {
    await page.goto('/en/zhj/dataSet');
    const detail = page.getByTestId('dataset-detail');
    await expect(detail).toContainText('Citation');
    await expect(detail).toContainText('Licence');
    const rows = bodyRows(detail);
    await expect(rows).toHaveCount(20);
    const first = await rows.first().textContent();
    await detail.getByRole('listitem', { name: /Next Page|下一页/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).not.toHaveText(first!);
  });
});

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: the home's search box suggests the current grade for an old name and opens it`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/en' : '/');
    await page.getByTestId('home-search').click();
    // The box with suggestions replaces the plain one on focus: type into whichever is there now.
    await page.getByRole('combobox').pressSequentially('Q345B', { delay: 50 });
    const suggestion = page.getByTestId('suggestion').filter({ hasText: 'Q355B' }).first();
    await expect(suggestion).toBeVisible();
    await suggestion.dispatchEvent('mousedown');
    await expect(page).toHaveURL(lang === 'en' ? /\/en\/material\/detail\/steel\/\d+/ : /^[^?]*\/material\/detail\/steel\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Q355B');
  });
}
