import { expect, test, type Page } from '@playwright/test';

/**
 * Pages rendered on the server (server/plugins/pageRender.ts): their content is in the HTML, the app starts when the
 * visitor reaches for the page and adopts that markup without a hydration error or a second call for the same data,
 * and what the visitor did before the app was ready still happens.
 */

const PAGES = [
  { path: '/', content: '钢铁新材料产业平台', dataCall: '/atsteel/homePage/getHotData' },
  { path: '/en/material/materialHome?q=S355J2', content: 'S355J2', dataCall: '/atsteel/material/search' },
  { path: '/material/detail/steel/329', content: 'GB/T 1591-2018', dataCall: '/atsteel/steelName/detail' },
  { path: '/en/material/standard/steel/15', content: 'GB/T 1591-2018', dataCall: '/atsteel/steelName/standDetail' },
];

/** Console errors and failed page scripts, and the API calls the page made. */
function watch(page: Page) {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/atsteel/')) calls.push(new URL(request.url()).pathname);
  });
  return { problems, calls };
}

test('the home, a search, a grade and a standard arrive rendered and are adopted by the app without errors', async ({ page, request }) => {
  for (const { path, content, dataCall } of PAGES) {
    const html = await (await request.get(path)).text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root.startsWith('<div id="root" data-hydrate>'), path).toBe(true);
    expect(root, path).toContain(content);

    const { problems, calls } = watch(page);
    await page.goto(path);
    await expect(page.locator('#root')).toContainText(content);
    // Reaching for the page starts the app, which takes the markup over.
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 300);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.locator('#root')).toContainText(content);
    expect(problems, path).toEqual([]);
    expect(calls.filter((call) => call === dataCall), path).toEqual([]);
    expect(calls, path).toContain('/atsteel/statistics/saveVisitData');
  }
});

test('a search typed and sent on the home before the app has started still runs', async ({ page }) => {
  // The app's start is held back until the visitor has typed and pressed the button.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await page.getByTestId('home-search').fill('Q235B');
  await page.getByTestId('home-search-submit').click();
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/material\/materialHome\?q=Q235B/);
  await expect(page.locator('.at-mat-result').first()).toContainText('Q235B');
});
