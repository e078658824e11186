import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { PUBLIC_PATHS, SITEMAP_PAGES } from '@contract/publicPages';
import { PORTAL_ROUTES } from './routes';

const served = (path: string) => PORTAL_ROUTES.some((route) => matchPath({ path: route.path, end: true }, new URL(path, 'http://page').pathname));

describe('the pages the sitemap lists', () => {
  it('are pages the portal has', () => {
    for (const path of SITEMAP_PAGES) expect(served(path), path).toBe(true);
    expect(served(PUBLIC_PATHS.grade('steel', 1))).toBe(true);
    expect(served(PUBLIC_PATHS.standard('aluminium', 2))).toBe(true);
    expect(served(PUBLIC_PATHS.product(3))).toBe(true);
    expect(served('/no/such/page')).toBe(false);
  });
});
