import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { prefix, type Lang } from './helpers';

/** Steps shared by the materials end-to-end tests (tests/e2e/materials*.spec.ts). */

export const resultNames = (page: Page) => page.locator('.at-mat-result [data-testid="grade-link"]');

/** Opens the materials home of a type and searches a keyword; waits for the results of that search. */
export async function searchGrades(page: Page, lang: Lang, keyword: string, type = 'steel') {
  const query = type === 'steel' ? '' : `?type=${type}`;
  await page.goto(`${prefix(lang)}/material/materialHome${query}`);
  await page.getByTestId('material-search').fill(keyword);
  const answer = page.waitForResponse((response) => response.url().includes('/search') && response.request().method() === 'POST');
  await page.getByTestId('material-search-submit').click();
  await answer;
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(keyword);
  await expect(resultNames(page).first()).toBeVisible();
}

/** The compare toggle of one result (grid card or list row) or of the detail page. */
export const compareToggle = (page: Page, name: string) => page.getByTestId(`compare-toggle-${name}`);

/** Clicks a download button and returns the file's bytes and suggested name. */
export async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: (file as Download).suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** The rows of a CSV file (simple: no quoted line breaks in our exports' first columns). */
export function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0), 'UTF-8 byte-order mark').toBe(0xfeff);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((match) => match[1].replace(/^"|"$/g, '').replaceAll('""', '"')).slice(0, -1));
}

/** The text cells of the first sheet of an XLSX file, row by row. */
export function xlsxRows(bytes: Buffer): string[][] {
  const files = unzipSync(new Uint8Array(bytes));
  const decode = (text: string) => text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');
  const shared = [...strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()).matchAll(/<si>.*?<t[^>]*>(.*?)<\/t>.*?<\/si>/gs)].map((match) => decode(match[1]));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
  return [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map((row) =>
    [...row[1].matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)].map((cell) => {
      const value = /<v>(.*?)<\/v>/s.exec(cell[2] ?? '')?.[1] ?? '';
      return /t="s"/.test(cell[1]) ? shared[Number(value)] : decode(value);
    }),
  );
}
