import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import zh from '../../../locales/zh/common.json';
import { headerEntries, headerLabelKeys, isGroup } from './headerEntries';

describe('the header navigation', () => {
  const entries = headerEntries();

  it('has a label in both languages for every entry, group and grouped page it shows', () => {
    const keys = headerLabelKeys(entries);
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) {
      expect(en.nav, key).toHaveProperty(key);
      expect(zh.nav, key).toHaveProperty(key);
    }
  });

  it('reaches the data sets and the R&D data products, each page once', () => {
    const paths = entries.flatMap((entry) => (isGroup(entry) ? entry.pages.map((page) => page.path) : [entry.path]));
    expect(paths).toContain('/zhj/dataSet');
    expect(paths).toContain('/zhj/productList');
    expect(paths).toContain('/material/materialHome');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
