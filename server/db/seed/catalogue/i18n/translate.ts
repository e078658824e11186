import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Language } from '@contract';
import { translationsNeeded } from '@contract/catalogueText';
import { conditionUntranslated } from '@contract/conditionNames';
import type { LoadedFile } from '../load';

/**
 * The catalogue's notes and source labels in the other language. The standard files keep each text as
 * entered (mostly English notes; labels of Chinese standards in Chinese); notes.json and refs.json map a
 * stored text to its Chinese (`zh`) and English (`en`) wording, a language left out meaning the stored text
 * is already in it. Texts without words (formulas, 'Table 1') need no entry.
 */
const entry = z
  .object({ zh: z.string().min(1).optional(), en: z.string().min(1).optional() })
  .strict()
  .refine((value) => value.zh !== undefined || value.en !== undefined, 'a translation needs zh or en');
const dictionary = z.record(z.string(), entry);
export type Dictionary = z.infer<typeof dictionary>;

const read = (name: string): Dictionary => dictionary.parse(JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')));

export interface CatalogueDictionaries {
  notes: Dictionary;
  refs: Dictionary;
}

let loaded: CatalogueDictionaries | undefined;
/** notes.json and refs.json, read once. */
export const catalogueDictionaries = (): CatalogueDictionaries => (loaded ??= { notes: read('./notes.json'), refs: read('./refs.json') });

const inLanguage = (dictionary: Dictionary, text: string, language: Language) => dictionary[text]?.[language] ?? text;

/** A composition note in the language; texts of other origins (enterprise standards, data sets) as stored. */
export const noteIn = (note: string, language: Language) => inLanguage(catalogueDictionaries().notes, note, language);
/** A source label ('热轧钢化学成分表 (Table 1)', 'Table 1') in the language. */
export const refIn = (ref: string, language: Language) => inLanguage(catalogueDictionaries().refs, ref, language);

/** The texts a dictionary lacks for a text: a language it is not written in and has no entry for. */
function missing(dictionary: Dictionary, text: string): string[] {
  return translationsNeeded(text).filter((language) => dictionary[text]?.[language] === undefined);
}

/** Every source label of a grade. */
const refsOf = (grade: LoadedFile['data']['grades'][number]) => [
  ...grade.composition.map((row) => row.ref),
  ...grade.mechanical.map((row) => row.ref),
  ...grade.physical.map((row) => row.ref),
  ...grade.equivalents.map((row) => row.ref),
  ...grade.formerNames.map((row) => row.ref),
];

/** The notes and source labels of the catalogue's files. */
function usedTexts(files: LoadedFile[]) {
  const used = { notes: new Set<string>(), refs: new Set<string>() };
  for (const { data } of files) {
    for (const grade of data.grades) {
      for (const row of grade.composition) if (row.note !== undefined) used.notes.add(row.note);
      for (const ref of refsOf(grade)) used.refs.add(ref);
    }
  }
  return used;
}

/** Dictionary entries no catalogue text uses any more (a warning of `npm run catalogue:check`). */
export function unusedTranslations(files: LoadedFile[], dictionaries: CatalogueDictionaries = catalogueDictionaries()): string[] {
  const used = usedTexts(files);
  return (['notes', 'refs'] as const).flatMap((kind) =>
    Object.keys(dictionaries[kind])
      .filter((text) => !used[kind].has(text))
      .map((text) => `i18n/${kind}.json: "${text}" is used by no catalogue file`),
  );
}

/**
 * Every note, source label and condition of the catalogue that a page in one of the languages could not show
 * in that language (a problem of `npm run catalogue:check`).
 */
export function missingTranslations(files: LoadedFile[], dictionaries: CatalogueDictionaries = catalogueDictionaries()): string[] {
  const problems: string[] = [];
  for (const { file, data } of files) {
    const seen = new Set<string>();
    const report = (text: string) => {
      if (!seen.has(text)) problems.push(`${file}: ${text}`);
      seen.add(text);
    };
    for (const grade of data.grades) {
      for (const row of grade.composition) {
        if (row.note !== undefined) {
          const lacking = missing(dictionaries.notes, row.note);
          if (lacking.length) report(`note "${row.note}" has no ${lacking.join(', ')} translation (i18n/notes.json)`);
        }
      }
      for (const ref of refsOf(grade)) {
        const lacking = missing(dictionaries.refs, ref);
        if (lacking.length) report(`source "${ref}" has no ${lacking.join(', ')} translation (i18n/refs.json)`);
      }
      for (const { condition } of grade.mechanical) {
        if (conditionUntranslated(condition)) report(`condition "${condition}" has no zh name (contract/conditionNames.ts)`);
      }
    }
  }
  return problems;
}
