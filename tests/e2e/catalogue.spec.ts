import { expect, test, type Page } from '@playwright/test';
import { prefix, type Lang } from './helpers';

/**
 * Old names and declared equivalents end to end (issue 21), one journey per language, reference data only: an old
 * name searched leads to the current grade, which says what it replaces; a stainless grade shows the equivalents its
 * standard declares, with their source; matching it marks them. Ranking rules are tested at the API level
 * (server/modules/materials/formerNames.test.ts, declared.test.ts; server/modules/matching/declared.test.ts).
 */
const TEXT = {
  zh: { formerly: '原 Q345B', replaces: '代替 Q345B（GB/T 1591-2008）', declaredPer: '依据 GB/T 20878-2007 Annex B 的对应牌号', tag: '标准对应牌号' },
  en: {
    formerly: 'formerly Q345B',
    replaces: 'Replaces Q345B (GB/T 1591-2008)',
    declaredPer: 'Declared equivalent per GB/T 20878-2007 Annex B',
    tag: 'Declared equivalent',
  },
} as const;

const resultOf = (page: Page, name: string, standard: string) =>
  page.locator('.at-mat-result').filter({ has: page.getByRole('link', { name, exact: true }) }).filter({ hasText: standard });

for (const lang of ['zh', 'en'] as Lang[]) {
  const text = TEXT[lang];
  const base = prefix(lang);

  test(`${lang}: an old name leads to the current grade; a stainless grade's declared equivalents, marked in matching`, async ({ page }) => {
    // Q345B (GB/T 1591-2008) is Q355B today.
    await page.goto(`${base}/material/materialHome?q=Q345B`);
    const first = page.locator('.at-mat-result').first();
    await expect(first.getByTestId('grade-link')).toHaveText('Q355B');
    await expect(first.getByTestId('grade-formerly')).toHaveText(text.formerly);
    await first.getByTestId('grade-link').click();
    await expect(page).toHaveURL(new RegExp(`${base}/material/detail/steel/\\d+$`));
    await expect(page.getByTestId('grade-replaces')).toContainText(text.replaces);

    // 0Cr18Ni9 is 06Cr19Ni10 today; GB/T 20878 declares its equivalents in Annex B.
    await page.goto(`${base}/material/materialHome?q=0Cr18Ni9`);
    await resultOf(page, '06Cr19Ni10', 'GB/T 20878').getByTestId('grade-link').click();
    const equivalents = page.getByTestId('equivalents');
    const s30400 = equivalents.getByRole('listitem').filter({ hasText: 'ASTM A959' });
    await expect(s30400).toContainText('S30400 / 304');
    await expect(s30400.getByTestId('value-source')).toHaveText(text.declaredPer);

    // Matching it marks the declared ones (ASTM A240 304 among them) above the computed neighbours.
    await page.getByTestId('comparable-grades').click();
    await expect(page).toHaveURL(new RegExp(`${base}/mind/gcMatchingNext\\?`));
    const row304 = page.locator('tr.at-match-row').filter({ has: page.getByTestId('result-grade').getByText('304', { exact: true }) });
    await expect(row304.getByTestId('result-declared')).toHaveText(text.tag);
    await expect(page.locator('tr.at-match-row').first().getByTestId('result-declared')).toBeVisible();
  });
}
