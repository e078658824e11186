import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm } from './helpers';
import {
  LANGS,
  PHONE,
  ACCOUNTS,
  chunk,
  consoleMenuPages,
  localized,
  ownConsolePages,
  openReady,
  overflow,
  parameterisedAddresses,
  publicAddresses,
  seededMenuPages,
  seriousViolations,
  withAxe,
} from './pageSweep';

/**
 * Every page once (issue 22): each public route in both languages at a phone's width (no sideways scroll, no serious
 * or critical axe violation of WCAG 2.0/2.1 A and AA), and every console page a demo role's menu offers (axe only, at
 * the desktop width), each checked with the first account of ACCOUNTS that sees it. Split into chunks that the two workers
 * share; each chunk collects all its problems and fails once, listing them.
 */
test.describe.configure({ mode: 'parallel' });

const PUBLIC_CHUNKS = 8;
// About 35 visits a chunk, each a page load and an axe run: several seconds each on a busy 2-core machine.
const CHUNK_TIMEOUT = 900_000;

/** Opens the address and returns its problems ('' when none). */
async function problemsOf(page: Page, address: string, checkOverflow: boolean): Promise<string[]> {
  const problems: string[] = [];
  try {
    await openReady(page, address);
  } catch (error) {
    return [`${address}: did not finish loading (${String(error).split('\n')[0]})`];
  }
  if (checkOverflow) {
    const wider = await overflow(page);
    if (wider > 0) problems.push(`${address}: scrolls sideways by ${wider} px`);
  }
  for (const violation of await seriousViolations(page)) problems.push(`${address}: ${violation}`);
  return problems;
}

for (let index = 0; index < PUBLIC_CHUNKS; index += 1) {
  test(`public pages at 390 px, part ${index + 1} of ${PUBLIC_CHUNKS}`, async ({ browser, request }) => {
    test.setTimeout(CHUNK_TIMEOUT);
    const { visit, skipped } = publicAddresses(await parameterisedAddresses(request));
    if (index === 0 && skipped.length) test.info().annotations.push({ type: 'skipped (no such record in the demo data)', description: skipped.join(', ') });
    const problems: string[] = [];
    for (const lang of LANGS) {
      const context = await browser.newContext({ viewport: PHONE, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
      await withAxe(context);
      const page = await context.newPage();
      for (const path of chunk(visit, index, PUBLIC_CHUNKS)) problems.push(...(await problemsOf(page, localized(lang, path), true)));
      await context.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

/** Console pages: one test per demo account (one login each), with the pages no earlier account's menu has. */
for (const [index, [account, role]] of ACCOUNTS.entries()) {
  test(`console pages first offered to ${account}`, async ({ browser }) => {
    test.setTimeout(CHUNK_TIMEOUT);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await withAxe(context);
    const page = await context.newPage();
    await loginThroughForm(page, account);
    const offered = await consoleMenuPages(page);
    expect(offered, `${account}'s menu has every seeded page of the role ${role}`).toEqual(expect.arrayContaining(seededMenuPages(role)));
    const problems: string[] = [];
    for (const lang of LANGS) {
      for (const path of ownConsolePages(index, offered)) problems.push(...(await problemsOf(page, localized(lang, path), false)));
    }
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
