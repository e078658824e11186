import { expect, test } from '@playwright/test';
import { loginThroughForm, openPopover } from './helpers';
import { resultNames, searchGrades } from './materialsSteps';

/** Favourites: visitors are asked to log in; a user adds a grade from its page, finds it in /my/myFavorites, removes it. */

test('a visitor is asked to log in to keep favourites', async ({ page }) => {
  await searchGrades(page, 'en', 'S355J2');
  await resultNames(page).first().click();
  await expect(page.getByTestId('favourite-login')).toHaveText('Log in to keep favourites');
  await page.getByTestId('favourite-login').click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fmaterial%2Fdetail%2Fsteel%2F\d+$/);
});

test('Chinese: add a favourite from the grade page, see it in my favourites, remove it; searches are remembered', async ({ page }) => {
  await loginThroughForm(page, 'demo-lab');

  await test.step('the search is saved to the history', async () => {
    await searchGrades(page, 'zh', 'S355J2');
    await expect(page.getByTestId('search-history')).toContainText('S355J2');
  });

  await test.step('add to favourites on the grade page', async () => {
    await resultNames(page).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('S355J2');
    const toggle = page.getByTestId('favourite-toggle');
    await expect(toggle).toHaveText(/收藏/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.getByText('已加入收藏')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The server remembers it.
    await page.reload();
    await expect(page.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('it is listed in the personal centre and can be removed there', async () => {
    await page.goto('/my/myFavorites');
    await expect(page.getByRole('heading', { name: '我的收藏' })).toBeVisible();
    const table = page.getByTestId('favourites-table');
    await expect(table.getByTestId('favourite-grade')).toHaveText(['S355J2']);
    await table.getByTestId('favourite-remove-S355J2').click();
    await openPopover(page).getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('已从收藏中移除')).toBeVisible();
    await expect(table.getByTestId('favourite-grade')).toHaveCount(0);
  });

  await test.step('the history entry can be deleted', async () => {
    await page.goto('/material/materialHome');
    const history = page.getByTestId('search-history');
    await expect(history).toContainText('S355J2');
    await history.getByRole('button', { name: '清空记录' }).click();
    await expect(history).toHaveCount(0);
  });
});
