import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/messages';
import type { ImportPreview } from '@contract/endpoints/researchData';
import { mappingErrors, mappingInput, previewColumns, samplesOf, withQuantity, type MappingEntry } from './mappingRules';

const entry = (over: Partial<MappingEntry> = {}): MappingEntry => ({
  source: 0,
  skip: false,
  key: 'yield',
  label: 'Yield',
  quantity: 'stress',
  unit: 'MPa',
  condition: '',
  element: null,
  property: 'yield',
  ...over,
});

describe('import mapping rules', () => {
  it('a new quantity keeps a unit it has and otherwise takes its base unit', () => {
    expect(withQuantity(entry({ unit: 'MPa' }), 'temperature')).toMatchObject({ quantity: 'temperature', unit: '°C' });
    expect(withQuantity(entry({ quantity: 'percent', unit: '%' }), 'percent').unit).toBe('%');
    expect(withQuantity(entry({ quantity: 'stress', unit: 'ksi' }), 'stress').unit).toBe('ksi');
  });

  it('only percent columns keep an element', () => {
    const carbon = entry({ quantity: 'percent', unit: 'wt%', element: 'C' });
    expect(withQuantity(carbon, 'percent').element).toBe('C');
    expect(withQuantity(carbon, 'stress').element).toBeNull();
  });

  it('refuses bad keys, unknown units and duplicate kept keys, and ignores skipped columns', () => {
    const mapping = [
      entry({ source: 0, key: 'Bad key' }),
      entry({ source: 1, key: 'tensile', unit: '°C' }),
      entry({ source: 2, key: 'yield' }),
      entry({ source: 3, key: 'yield' }),
      entry({ source: 4, key: 'yield', skip: true }),
      entry({ source: 5, key: 'ok', label: '  ' }),
    ];
    expect(mappingErrors(mapping)).toEqual({
      0: MSG.researchColumnInvalid,
      1: MSG.researchUnitUnknown,
      3: MSG.researchDuplicateColumn,
      5: MSG.researchColumnInvalid,
    });
    expect(mappingErrors([entry()])).toEqual({});
  });

  it('sends an empty element as none', () => {
    expect(mappingInput([entry({ element: '' })])[0].element).toBeNull();
  });

  it('reads preview cells per file column or per kept column', () => {
    const mapping = [entry({ source: 0 }), entry({ source: 1, skip: true }), entry({ source: 2 })];
    expect(previewColumns(mapping, 3)).toEqual([0, 1, 2]);
    expect(previewColumns(mapping, 2)).toEqual([0, 2]);
  });

  it('samples the first non-empty cell of each column', () => {
    const preview = {
      mapping: [entry({ source: 0 }), entry({ source: 1, key: 'specimen', quantity: 'text', unit: '' })],
      rows: [
        [null, 'A1'],
        [355, 'A2'],
      ],
    } as unknown as ImportPreview;
    expect(samplesOf(preview)).toEqual(['355', 'A1']);
  });
});
