import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import zh from '../locales/zh/common.json';
import { PAGE_TEXT_KEYS, pageTextKeys, pageTitle } from './pageTexts';
import { PORTAL_PATHS } from './portalPaths';

const lookup = (texts: unknown) => (key: string) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
};

describe('the texts of every portal page', () => {
  it.each([['zh', zh], ['en', en]] as const)('have a title and a description in %s', (_, texts) => {
    const say = lookup(texts);
    const missing = PORTAL_PATHS.flatMap((path) => {
      const { titleKey, descriptionKey } = pageTextKeys(path);
      return [titleKey, descriptionKey].filter((key) => !say(key)?.trim()).map((key) => `${path}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('name a page once per path, the home under its two addresses', () => {
    expect(Object.keys(PAGE_TEXT_KEYS).sort()).toEqual([...PORTAL_PATHS].sort());
    expect(PAGE_TEXT_KEYS['/home']).toBe(PAGE_TEXT_KEYS['/']);
  });

  it('title the home alone and other pages with the platform name after them', () => {
    const say = (key: string) => lookup(en)(key)!;
    expect(pageTitle(say, pageTextKeys('/').titleKey)).toBe(en.pages.home.title);
    expect(pageTitle(say, pageTextKeys('/material/materialHome').titleKey)).toBe(`${en.pages.materialHome.title} - ${en.brand.name}`);
  });
});
