import { describe, expect, it } from 'vitest';
import { textLanguages, translationsNeeded } from './catalogueText';
import { conditionName, conditionUntranslated } from './conditionNames';

describe('catalogue texts', () => {
  it('tell English words from designations, symbols and units', () => {
    expect(translationsNeeded('all thicknesses')).toEqual(['zh']);
    expect(translationsNeeded('热轧钢化学成分表 (Table 1)')).toEqual(['en']);
    expect(translationsNeeded('化学成分表 (composition table)')).toEqual(['zh', 'en']);
    for (const neutral of ['Table 1', 'Annex B', 'Table A.3', '≥5×C', 't ≤ 40 mm; 0.38 (>40–150 mm)', '+QT', 'O/H111', 'PWHT 690 °C', 'Cu+Ni+Cr+Mo+V ≤ 1.00']) {
      expect(translationsNeeded(neutral), neutral).toEqual([]);
    }
    expect(textLanguages('Table 1, footnote C')).toEqual({ zh: false, en: true });
  });

  it('name a condition in Chinese with its designations as printed, and as stored in English', () => {
    expect(conditionName('as delivered (+AR or +N)', 'zh')).toBe('交货状态（+AR 或 +N）');
    expect(conditionName('as delivered (+AR or +N)', 'en')).toBe('as delivered (+AR or +N)');
    expect(conditionName('+QT', 'zh')).toBe('+QT');
    expect(conditionUntranslated('tempered twice')).toBe(true);
    expect(conditionUntranslated('+QT')).toBe(false);
    expect(conditionUntranslated('as rolled')).toBe(false);
  });
});
