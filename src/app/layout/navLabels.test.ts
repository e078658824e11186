import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import zh from '../../../locales/zh/common.json';
import { PORTAL_ROUTES } from '../routes';
import { navKey } from './SiteHeader';

describe('the header navigation', () => {
  it('has a label in both languages for every page it shows', () => {
    const keys = PORTAL_ROUTES.filter((route) => route.nav).map((route) => navKey(route.path));
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) {
      expect(en.nav, key).toHaveProperty(key);
      expect(zh.nav, key).toHaveProperty(key);
    }
  });
});
