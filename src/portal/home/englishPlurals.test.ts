import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const load = (language: string, file: string) => JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Record<string, unknown>;
const files = readdirSync(path.join(localesDir, 'en')).filter((name) => name.endsWith('.json'));

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const i18n = i18next.createInstance();
beforeAll(async () => {
  const resources = Object.fromEntries(
    ['en', 'zh'].map((language) => [language, Object.fromEntries(files.map((file) => [file.replace('.json', ''), load(language, file)]))]),
  );
  await i18n.init({ lng: 'en', resources, interpolation: { escapeValue: false } });
});

describe('count messages in English', () => {
  it.each([
    ['materials:results.total', '1 grade found', '2 grades found'],
    ['materials:hot.searches', '1 search', '2 searches'],
    ['materials:hot.views', '1 view', '2 views'],
    ['materials:export.done', 'Exported 1 row', 'Exported 2 rows'],
    ['testing:common.itemCount', '1 item', '2 items'],
    ['laboratory:cycle', '1 working day', '2 working days'],
  ])('%s: “%s”, “%s”', (key, one, two) => {
    expect(i18n.t(key, { count: 1 })).toBe(one);
    expect(i18n.t(key, { count: 2 })).toBe(two);
  });

  it('has a singular for every plural, and Chinese its one form', () => {
    for (const file of files) {
      const en = new Map(leaves(load('en', file)));
      const zh = new Map(leaves(load('zh', file)));
      for (const key of en.keys()) {
        if (!key.endsWith('_other')) continue;
        const base = key.slice(0, -'_other'.length);
        expect(en.has(`${base}_one`), `${file} ${base}_one`).toBe(true);
        expect(zh.has(key), `zh ${file} ${key}`).toBe(true);
      }
    }
  });

  it('leaves no English “{{count}} <noun>s” without its singular', () => {
    // A base key beside its _one/_other forms is the server's (its translate() has no plural rules).
    const missing = files.flatMap((file) => {
      const texts = new Map(leaves(load('en', file)));
      return [...texts]
        .filter(([key, text]) => typeof text === 'string' && /\{\{count\}\} [a-z ]*s\b/.test(text) && !/_(one|other)$/.test(key) && !texts.has(`${key}_one`))
        .map(([key]) => `${file} ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('reads Chinese counts with the one form', () => {
    expect(i18n.t('materials:results.total', { count: 1, lng: 'zh' })).toBe('共找到 1 个牌号');
  });
});
