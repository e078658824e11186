import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm, type Lang } from './helpers';
import {
  LANGS,
  PHONE,
  ACCOUNTS,
  HTML_LANG,
  chunk,
  consoleMenuPages,
  localized,
  ownConsolePages,
  overflow,
  parameterisedAddresses,
  publicAddresses,
  seededMenuPages,
  seriousViolations,
  visitReady,
  withAxe,
} from './pageSweep';

/**
 * Every page once (issue 22): each public route in both languages at a phone's width (no sideways scroll, no serious
 * or critical axe violation of WCAG 2.0/2.1 A and AA), and every console page a demo role's menu offers (axe only, at
 * the desktop width), each checked with the first account of ACCOUNTS that sees it. Each language's pages are shown
 * inside one loaded app (visitReady), and split into parts that the two workers share; each part collects all its
 * problems and fails once, listing them.
 */
test.describe.configure({ mode: 'parallel' });

const PUBLIC_PARTS = 8;
// A part takes one to two minutes (about 35 pages shown client-side and checked); a machine busy with other work can
// make that several times longer.
const PART_TIMEOUT = 600_000;
/** At most this many console pages (each in both languages) in one test: an account with more gets several. */
const CONSOLE_PAGES_A_PART = 8;

/** Shows the address and returns its problems (none: empty). */
async function problemsOf(page: Page, lang: Lang, path: string, checkOverflow: boolean): Promise<string[]> {
  const address = localized(lang, path);
  try {
    await visitReady(page, address);
  } catch (error) {
    return [`${address}: did not finish loading (${String(error).split('\n')[0]})`];
  }
  const problems: string[] = [];
  const htmlLang = await page.evaluate(() => document.documentElement.lang);
  if (htmlLang !== HTML_LANG[lang]) problems.push(`${address}: <html lang="${htmlLang}">, not ${HTML_LANG[lang]}`);
  if (checkOverflow) {
    const wider = await overflow(page);
    if (wider > 0) problems.push(`${address}: scrolls sideways by ${wider} px`);
  }
  for (const violation of await seriousViolations(page)) problems.push(`${address}: ${violation}`);
  return problems;
}

for (let index = 0; index < PUBLIC_PARTS; index += 1) {
  test(`public pages at 390 px, part ${index + 1} of ${PUBLIC_PARTS}`, async ({ browser, request }) => {
    test.setTimeout(PART_TIMEOUT);
    const { visit, skipped } = publicAddresses(await parameterisedAddresses(request));
    if (index === 0 && skipped.length) test.info().annotations.push({ type: 'skipped (no such record in the demo data)', description: skipped.join(', ') });
    const problems: string[] = [];
    for (const lang of LANGS) {
      const context = await browser.newContext({ viewport: PHONE, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
      await withAxe(context);
      const page = await context.newPage();
      for (const path of chunk(visit, index, PUBLIC_PARTS)) problems.push(...(await problemsOf(page, lang, path, true)));
      await context.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

/** Console pages: the pages of each demo account that no earlier account's menu has, in parts of one login each. */
for (const [index, [account, role]] of ACCOUNTS.entries()) {
  const parts = Math.max(1, Math.ceil(ownConsolePages(index, seededMenuPages(role)).length / CONSOLE_PAGES_A_PART));
  for (let part = 0; part < parts; part += 1) {
    test(`console pages first offered to ${account}, part ${part + 1} of ${parts}`, async ({ browser }) => {
      test.setTimeout(PART_TIMEOUT);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await withAxe(context);
      const page = await context.newPage();
      await loginThroughForm(page, account);
      const offered = await consoleMenuPages(page);
      expect(offered, `${account}'s menu has every seeded page of the role ${role}`).toEqual(expect.arrayContaining(seededMenuPages(role)));
      const problems: string[] = [];
      for (const lang of LANGS) {
        for (const path of chunk(ownConsolePages(index, offered), part, parts)) problems.push(...(await problemsOf(page, lang, path, false)));
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
