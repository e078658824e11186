import type { PortalPath } from '@contract/portalPaths';
import { PORTAL_ROUTES } from '../routes';

/** A header link; its label is `nav.<key>` of the common namespace. */
export interface NavPage {
  path: string;
  key: string;
}

/** Header links shown under one label: a menu on a wide header, a titled list in the drawer. */
export interface NavGroup {
  key: string;
  pages: NavPage[];
}

export type NavEntry = NavPage | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'pages' in entry;

/** A header entry's label key is its path's last segment: /material/materialHome → nav.materialHome. */
export const navKey = (path: string) => (path === '/' ? 'home' : path.split('/').pop()!);

/**
 * Pages grouped so that every header entry fits one line of a 1280 px window in both languages. A group stands
 * where its first page would; its pages are header entries even without `nav` in the routes (data sets, products).
 */
const GROUPS: readonly { key: string; paths: readonly PortalPath[] }[] = [
  { key: 'materials', paths: ['/material/materialHome', '/hotSearch', '/zhj/dataSet', '/zhj/productList'] },
  { key: 'testing', paths: ['/cloud/testResources', '/cloud/testerList'] },
];

const page = (path: string): NavPage => ({ path, key: navKey(path) });

/** The header's entries in order: the routes marked `nav`, with the grouped pages folded into their group. */
export function headerEntries(): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const route of PORTAL_ROUTES) {
    const group = GROUPS.find((candidate) => candidate.paths.includes(route.path));
    if (!group) {
      if (route.nav) entries.push(page(route.path));
    } else if (!entries.some((entry) => entry.key === group.key)) {
      entries.push({ key: group.key, pages: group.paths.map(page) });
    }
  }
  return entries;
}

/** Every label key the header shows (entries, groups and their pages). */
export const headerLabelKeys = (entries: NavEntry[]) =>
  entries.flatMap((entry) => (isGroup(entry) ? [entry.key, ...entry.pages.map((item) => item.key)] : [entry.key]));
