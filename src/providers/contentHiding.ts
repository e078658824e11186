/**
 * The content-hiding flag of spec §4: true by default, false once the address carries `cxl=1`; while it is
 * false every route keeps `cxl=1` in its query and the breadcrumb is hidden.
 */
let hiding = true;

const cxlRequested = (search: string) => new URLSearchParams(search).get('cxl') === '1';

/** Reads the flag from an address; once off it stays off for the life of the page. */
export function updateContentHiding(search: string): boolean {
  if (cxlRequested(search)) hiding = false;
  return hiding;
}

export const isContentHiding = () => hiding;

/** The query to use instead of `search` (cxl=1 added), or undefined when nothing must change. */
export function searchWithCxl(search: string, contentHiding: boolean): string | undefined {
  if (contentHiding || cxlRequested(search)) return undefined;
  const params = new URLSearchParams(search);
  params.set('cxl', '1');
  return `?${params.toString()}`;
}

/** For tests: back to the default. */
export const resetContentHiding = () => {
  hiding = true;
};
