import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Shared steps of the end-to-end tests. Each spec file signs in with its own demo account, so files that
 * run in parallel never see each other's addresses. Login is rate limited on the server (30 a minute per
 * client): a run signs in 8 times (2 of them with a wrong password); keep it well below the limit.
 */
export const PASSWORD = 'Atsteel-2026';

export type Lang = 'zh' | 'en';
export const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** Signs in through the login form (opened first unless `navigate: false`) and waits for `landing` (the console). */
export async function loginThroughForm(
  page: Page,
  account: string,
  options: { lang?: Lang; navigate?: boolean; landing?: RegExp } = {},
) {
  const lang = options.lang ?? 'zh';
  if (options.navigate !== false) await page.goto(`${prefix(lang)}/login`);
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(options.landing ?? new RegExp(`:\\d+${prefix(lang)}/my(\\?|$)`));
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((candidate) => candidate.name === name)?.value;
}

/** The visible modal with this title. */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Picks province → city → district in the address form's cascader. */
async function chooseLocation(page: Page, form: Locator, path: [string, string, string]) {
  await form.locator('#location').click();
  const menus = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu');
  for (const [level, name] of path.entries()) {
    await menus.nth(level).getByRole('menuitemcheckbox').filter({ has: page.getByText(name, { exact: true }) }).click();
  }
  await expect(page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)')).toBeHidden();
}

export interface AddressValues {
  consignee: string;
  telephone: string;
  location: [string, string, string];
  detail: string;
  isDefault?: boolean;
}

/** Fills the address form inside an open modal (labels of the page's language). */
export async function fillAddress(page: Page, modal: Locator, values: AddressValues) {
  await modal.locator('#consignee').fill(values.consignee);
  await modal.locator('#telephone').fill(values.telephone);
  await chooseLocation(page, modal, values.location);
  await modal.locator('#detail').fill(values.detail);
  if (values.isDefault) await modal.getByRole('checkbox').check();
}

/** The rows of a table's body (its last row group: the header row is not one of them). */
export const bodyRows = (scope: Page | Locator) => scope.getByRole('rowgroup').last().getByRole('row');

/** The open popconfirm or popover (closed ones are hidden, so not found by role). */
export const openPopover = (page: Page) => page.getByRole('tooltip');

/** The table row that shows this consignee. */
export const addressRow = (page: Page, consignee: string) =>
  bodyRows(page).filter({ has: page.getByRole('cell', { name: consignee, exact: true }) });

/** A page of a new browser context in the language's locale, signed in as `account`. */
export async function signedIn(browser: Browser, account: string, lang: Lang) {
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
  const page = await context.newPage();
  await loginThroughForm(page, account, { lang });
  return page;
}

/** The `data` of a GET answer, called with the page's session. */
export async function api<T>(page: Page, apiPath: string): Promise<T> {
  const token = await cookie(page.context(), 'token');
  const response = await page.request.get(apiPath, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).data as T;
}

/** Picks an option of an antd Select opened by clicking `select` (typing `option` first into a searchable one). */
export async function choose(page: Page, select: string, option: string, search = false) {
  await page.getByTestId(select).click();
  if (search) await page.getByTestId(select).locator('input').fill(option);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}
