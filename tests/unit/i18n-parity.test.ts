import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MSG } from '@contract';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const LANGUAGES = ['zh', 'en'] as const;

const jsonFiles = (language: string) =>
  readdirSync(path.join(localesDir, language))
    .filter((name) => name.endsWith('.json'))
    .sort();
const load = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'));

/** Every leaf of a nested object as `a.b.c` → value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort() : [];

const files = jsonFiles('zh');

// Plural forms are a language's own (English one/other, Chinese only other): a key counts once whatever its forms.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (texts: Map<string, unknown>) => [...new Set([...texts.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
const baseText = (texts: Map<string, unknown>, key: string) => texts.get(key) ?? texts.get(`${key.replace(PLURAL_SUFFIX, '')}_other`);

describe('locales', () => {
  it('have the same files in every language', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(jsonFiles(language), language).toEqual(files);
  });

  describe.each(files)('%s', (file) => {
    const [zh, en] = LANGUAGES.map((language) => leaves(load(language, file)));

    it('has the same nested keys in zh and en', () => {
      expect(baseKeys(zh)).toEqual(baseKeys(en));
    });

    it('has an other form for every plural key', () => {
      for (const texts of [zh, en]) {
        const missing = [...texts.keys()].filter((key) => PLURAL_SUFFIX.test(key) && !texts.has(key.replace(PLURAL_SUFFIX, '_other')));
        expect(missing).toEqual([]);
      }
    });

    it('gives Chinese plurals only their other form (Chinese has no singular)', () => {
      expect([...zh.keys()].filter((key) => PLURAL_SUFFIX.test(key) && !key.endsWith('_other'))).toEqual([]);
    });

    it('has no empty texts', () => {
      for (const [language, texts] of [['zh', zh], ['en', en]] as const) {
        const empty = [...texts].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
        expect(empty, language).toEqual([]);
      }
    });

    it('uses the same {{placeholders}} in both languages', () => {
      const different = [...zh.keys()].filter(
        (key) => JSON.stringify(placeholders(zh.get(key))) !== JSON.stringify(placeholders(baseText(en, key))),
      );
      expect(different).toEqual([]);
    });
  });

  it('have a text for every message key of the contract', () => {
    for (const language of LANGUAGES) {
      const messages = leaves(load(language, 'messages.json'));
      expect(Object.values(MSG).filter((key) => !messages.has(key)), language).toEqual([]);
    }
  });
});
