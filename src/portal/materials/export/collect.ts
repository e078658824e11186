import type { Page } from '@contract/result';

/** Search results are exported up to this many rows, fetched in pages of the largest allowed size. */
export const EXPORT_CAP = 2000;
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every matching row up to the cap, page by page; stops early at the last page. `total` is the number of
 * matches, so the page can say when the export was cut at the cap.
 */
export async function collectPages<T>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<Page<T>>,
  cap = EXPORT_CAP,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let pageNum = 1; rows.length < cap; pageNum += 1) {
    const page = await fetchPage(pageNum, pageSize);
    total = page.total;
    rows.push(...page.list);
    if (page.list.length < pageSize || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total };
}
