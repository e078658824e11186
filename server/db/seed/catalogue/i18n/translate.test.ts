import { describe, expect, it } from 'vitest';
import { loadCatalogue, type LoadedFile } from '../load';
import { catalogueDictionaries, missingTranslations, noteIn, refIn, unusedTranslations } from './translate';

/** A one-grade catalogue file with the given note, source label and condition. */
function fileWith({ note, ref, condition }: { note: string; ref: string; condition: string }): LoadedFile {
  return {
    file: 'steel/test.json',
    hash: '',
    data: {
      type: 'steel',
      standard: { code: 'GB/T 1-2020', number: 'GB/T 1', year: 2020, title: { zh: '试验', en: 'Test' }, country: 'CN', body: 'SAC' },
      category: { zh: '试验', en: 'Test' },
      grades: [
        {
          name: 'T1',
          aliases: [],
          formerNames: [],
          materialNumbers: [],
          composition: [{ el: 'C', max: 0.2, note, ref }],
          mechanical: [{ condition, yieldMin: 235, ref }],
          physical: [],
          equivalents: [],
          corrections: [],
        },
      ],
    },
  };
}

const none = { notes: {}, refs: {} };

describe('catalogue translations', () => {
  it('the catalogue has every note, source label and condition in both languages (npm run catalogue:check)', () => {
    expect(missingTranslations(loadCatalogue())).toEqual([]);
  });

  it('reports a note, a source label and a condition without a translation', () => {
    const problems = missingTranslations([fileWith({ note: 'plates only', ref: '力学性能表', condition: 'tempered twice' })], none);
    expect(problems).toEqual([
      'steel/test.json: note "plates only" has no zh translation (i18n/notes.json)',
      'steel/test.json: source "力学性能表" has no en translation (i18n/refs.json)',
      'steel/test.json: condition "tempered twice" has no zh name (contract/conditionNames.ts)',
    ]);
  });

  it('needs no entry for designations and formulas, and names entries nothing uses', () => {
    const file = fileWith({ note: '≥5×C', ref: 'Table 1', condition: '+QT' });
    expect(missingTranslations([file], none)).toEqual([]);
    expect(unusedTranslations([file], { notes: { balance: { zh: '余量' } }, refs: {} })).toEqual([
      'i18n/notes.json: "balance" is used by no catalogue file',
    ]);
  });

  it('reads a stored text in either language', () => {
    expect(catalogueDictionaries().notes.balance).toEqual({ zh: '余量' });
    expect(noteIn('balance', 'zh')).toBe('余量');
    expect(noteIn('balance', 'en')).toBe('balance');
    expect(refIn('热轧钢化学成分表 (Table 1)', 'en')).toBe('Chemical composition of hot-rolled steels (Table 1)');
    expect(refIn('热轧钢化学成分表 (Table 1)', 'zh')).toBe('热轧钢化学成分表 (Table 1)');
    expect(refIn('Table 1', 'zh')).toBe('Table 1');
    expect(noteIn('an enterprise standard note', 'zh')).toBe('an enterprise standard note');
  });
});
