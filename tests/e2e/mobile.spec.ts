import { expect, test, type Page } from '@playwright/test';
import { prefix, type Lang } from './helpers';
import { resultNames } from './materialsSteps';

/** A phone: the header's menu drawer leads to every part of the portal, and a search's results fit the screen. */

test.use({ viewport: { width: 390, height: 844 } });

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const LABELS = {
  zh: { search: '材料搜索', dataSets: '公开数据集', products: '研发数据产品', login: '登录' },
  en: { search: 'Material search', dataSets: 'Public data sets', products: 'R&D data products', login: 'Log in' },
};

for (const lang of ['en', 'zh'] as const satisfies readonly Lang[]) {
  test(`${lang}: from the drawer to a material search whose results do not scroll sideways`, async ({ page }) => {
    const text = LABELS[lang];
    await page.goto(`${prefix(lang)}/`);
    const menuButton = page.getByTestId('header-menu');
    await expect(page.getByTestId('header-login')).toBeHidden();

    await menuButton.click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: text.dataSets })).toHaveAttribute('href', `${prefix(lang)}/zhj/dataSet`);
    await expect(drawer.getByRole('link', { name: text.products })).toHaveAttribute('href', `${prefix(lang)}/zhj/productList`);
    await expect(drawer.getByRole('link', { name: text.login })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByTestId('drawer').getByRole('link', { name: text.search }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/material/materialHome`));
    await expect(page.getByTestId('drawer')).toHaveCount(0);

    await page.getByTestId('material-search').fill('Q355');
    await page.getByTestId('material-search').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Q355');
    await expect(resultNames(page).first()).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
}
