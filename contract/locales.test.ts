import { describe, expect, it } from 'vitest';
import {
  cookieFromLanguage,
  isLanguage,
  languageFromCookie,
  languageFromHeader,
  languageOfPath,
  localizedUrl,
  stripLanguage,
} from './locales';

describe('languageOfPath', () => {
  it.each([
    ['/', 'zh'],
    ['', 'zh'],
    ['/materials', 'zh'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/materials/Q235', 'en'],
    ['/enx', 'zh'],
    ['/english', 'zh'],
    ['/EN', 'zh'],
    ['/materials/en', 'zh'],
  ])('%j is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});

describe('stripLanguage', () => {
  it.each([
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/my/deliveryAddress', '/my/deliveryAddress'],
    ['/my', '/my'],
    ['/', '/'],
    ['', '/'],
    ['/enx', '/enx'],
  ])('%j → %j', (path, bare) => {
    expect(stripLanguage(path)).toBe(bare);
  });
});

describe('localizedUrl', () => {
  it.each([
    ['en', '/materials', '?q=Q235&page=2', '#grades', '/en/materials?q=Q235&page=2#grades'],
    ['zh', '/en/materials', '?q=Q235&page=2', '#grades', '/materials?q=Q235&page=2#grades'],
    ['en', '/', '', '', '/en'],
    ['zh', '/en', '', '', '/'],
    ['zh', '/en/', '?a=1', '', '/?a=1'],
    ['en', '/en/news', '', '', '/en/news'],
    ['zh', '/news', '', '#top', '/news#top'],
    ['en', '/enx', '', '', '/en/enx'],
  ] as const)('%s of %s%s%s is %s', (language, path, search, hash, expected) => {
    expect(localizedUrl(language, path, search, hash)).toBe(expected);
  });

  it('goes there and back', () => {
    const zh = '/materials/Q235?tab=2#props';
    const en = localizedUrl('en', '/materials/Q235', '?tab=2', '#props');
    expect(localizedUrl('zh', en.split('?')[0], '?tab=2', '#props')).toBe(zh);
  });
});

describe('language cookie', () => {
  it.each([
    ['CN', 'zh'],
    ['EN', 'en'],
    ['cn', 'en'],
    ['zh', 'en'],
    ['anything', 'en'],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (cookie, language) => {
    expect(languageFromCookie(cookie)).toBe(language);
  });

  it('writes CN for Chinese and EN for English', () => {
    expect(cookieFromLanguage('zh')).toBe('CN');
    expect(cookieFromLanguage('en')).toBe('EN');
    expect(languageFromCookie(cookieFromLanguage('zh'))).toBe('zh');
    expect(languageFromCookie(cookieFromLanguage('en'))).toBe('en');
  });
});

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['fr-FR, de;q=0.8, en;q=0.5', 'en'],
    ['fr-FR, de', 'zh'],
    ['*', 'zh'],
  ])('%j → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});

describe('isLanguage', () => {
  it('accepts only zh and en', () => {
    expect(['zh', 'en', 'EN', 'cn', '', null, undefined, 1].map(isLanguage)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
