import { describe, expect, it } from 'vitest';
import { catalogueFile } from './format';
import { checkIntegrity, loadCatalogue, type LoadedFile } from './load';

function fileOf(physical: Record<string, unknown>[]): LoadedFile {
  const data = catalogueFile.parse({
    type: 'aluminium',
    standard: { code: 'GB/T 1-2020', number: 'GB/T 1', year: 2020, title: { zh: '标准', en: 'Standard' }, country: 'CN', body: 'SAC' },
    category: { zh: '铝', en: 'Aluminium' },
    grades: [{ name: 'A1', composition: [{ el: 'Si', max: 0.2, ref: 'Table 1' }], physical }],
  });
  return { file: 'a.json', data, hash: 'a' };
}

const AA = { code: 'Aluminum Association, Aluminum Standards and Data' };

describe('physical values in the catalogue', () => {
  it('accepts typical values with a reference of their own', () => {
    expect(checkIntegrity([fileOf([{ property: 'density', value: 2.7, ref: 'typical physical properties', source: AA }])])).toEqual([]);
  });

  it('reports a value outside its plausible range and a property given twice', () => {
    const problems = checkIntegrity([
      fileOf([
        { property: 'density', value: 27, ref: 'typical physical properties', source: AA },
        { property: 'thermalExpansion', value: 23.6, ref: 'typical physical properties' },
        { property: 'thermalExpansion', value: 23.4, ref: 'typical physical properties' },
      ]),
    ]);
    expect(problems).toEqual(['a.json: A1: physical density 27 outside 2.5–9', 'a.json: A1: physical thermalExpansion twice']);
  });

  it('refuses a value without its table or clause', () => {
    expect(() => fileOf([{ property: 'density', value: 2.7, ref: '' }])).toThrow();
  });

  it('gives EN 10088-1’s annex values for the common stainless grades and the Aluminum Association’s for aluminium', () => {
    const files = loadCatalogue();
    const physicalOf = (code: string, name: string) => {
      const grade = files.find((file) => file.data.standard.code === code)?.data.grades.find((candidate) => candidate.name === name);
      return Object.fromEntries((grade?.physical ?? []).map((row) => [row.property, row]));
    };
    // EN 10088-1:2014 Annex A: 1.4301 and 1.4462.
    expect(physicalOf('EN 10088-1:2014', 'X5CrNi18-10').density.value).toBe(7.9);
    expect(physicalOf('EN 10088-1:2014', 'X2CrNiMoN22-5-3').thermalExpansion.value).toBe(13);
    const aluminium = physicalOf('GB/T 3190-2020', '6061');
    expect(aluminium.density).toEqual({ property: 'density', value: 2.7, ref: 'typical physical properties', source: AA });
    expect(physicalOf('GB/T 3880.2-2012', '6061-T6').thermalConductivity.value).toBe(167);
  });
});
