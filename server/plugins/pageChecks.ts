import type { Language } from '@contract/locales';
import type { PortalPath } from '@contract/portalPaths';
import type { Db } from '../db/client';

/**
 * Whether the record a page shows exists (and is public), for pages whose address names one: a grade's page with an
 * unknown id answers HTTP 404 like an unknown address. Registered once, from the owning module's routes.ts; pages
 * without a check answer 200 whenever their pattern matches. A page that takes its record from `?id=` answers 200
 * without one (the spec lists the bare route; the page says what is missing) and 404 for an unknown one.
 */
export type PageCheck = (db: Db, params: Record<string, string>, query: URLSearchParams) => Promise<boolean | PageRecord>;

/**
 * A check may also say what the record is called, in each language, as the page titles it once it runs (a grade:
 * 'Q355B GB/T 1591-2018'): the page the server sends then carries that title, for search engines and link previews.
 */
export interface PageRecord {
  title: Record<Language, string>;
}

const checks = new Map<PortalPath, PageCheck>();

export function checkPage(pattern: PortalPath, check: PageCheck) {
  checks.set(pattern, check);
}

export const pageCheckOf = (pattern: string) => checks.get(pattern as PortalPath);

/** A positive integer id from a path or query parameter, or undefined (the page then answers 404). */
export function pageId(value: string | null | undefined): number | undefined {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}
