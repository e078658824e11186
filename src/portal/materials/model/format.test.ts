import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enMaterials from '../../../../locales/en/materials.json';
import zhMaterials from '../../../../locales/zh/materials.json';
import { bandText, conditionLabel, pick, quantityRangeText, rangeText, sourceText } from './format';

describe('value text', () => {
  it('writes ranges and one-sided limits', () => {
    expect(rangeText(0.14, 0.22)).toBe('0.14–0.22');
    expect(rangeText(null, 0.3)).toBe('≤0.3');
    expect(rangeText(0.015, null)).toBe('≥0.015');
    expect(rangeText(2, 2)).toBe('2');
    expect(rangeText(null, undefined)).toBe('');
    expect(rangeText(0, 0.05)).toBe('0–0.05');
  });

  it('writes thickness bands in mm or inches', () => {
    expect(bandText(0, 16, 'si')).toBe('≤16');
    expect(bandText(16, 40, 'si')).toBe('16–40');
    expect(bandText(100, null, 'si')).toBe('>100');
    expect(bandText(null, null, 'si')).toBe('');
    expect(bandText(16, 40, 'imperial')).toBe('0.63–1.575');
  });

  it('converts ranges of a quantity', () => {
    expect(quantityRangeText(370, 500, 'stress', 'si')).toBe('370–500');
    expect(quantityRangeText(370, 500, 'stress', 'imperial')).toBe('53.7–72.5');
  });

  it('names a source with its table', () => {
    expect(sourceText({ code: 'GB/T 700-2006', ref: 'Table 1' })).toBe('GB/T 700-2006 · Table 1');
    expect(sourceText({ code: 'NIMS', ref: '' })).toBe('NIMS');
  });

  it('picks the page language', () => {
    expect(pick({ zh: '碳素结构钢', en: 'Carbon structural steel' }, 'en')).toBe('Carbon structural steel');
    expect(pick({ zh: '碳素结构钢', en: 'Carbon structural steel' }, 'zh')).toBe('碳素结构钢');
    expect(pick(null, 'zh')).toBe('');
  });
});

describe('condition labels', () => {
  const translator = async (lng: 'zh' | 'en') => {
    const instance = i18next.createInstance();
    await instance.init({ lng, resources: { zh: { materials: zhMaterials }, en: { materials: enMaterials } }, ns: ['materials'], interpolation: { escapeValue: false } });
    return instance.t;
  };

  it('name the kind of condition in the user’s language beside the standard’s own words', async () => {
    const zh = await translator('zh');
    expect(conditionLabel(zh, 'as rolled, plates', 'zh')).toBe('热轧（热轧状态，钢板）');
    expect(conditionLabel(zh, 'as delivered (+AR or +N)', 'zh')).toBe('热轧 / 正火（交货状态（+AR 或 +N））');
    expect(conditionLabel(zh, '+QT', 'zh')).toBe('调质（+QT）');
    const en = await translator('en');
    expect(conditionLabel(en, '+QT', 'en')).toBe('+QT (Quenched and tempered)');
    expect(conditionLabel(en, 'as delivered (+AR or +N)', 'en')).toBe('as delivered (+AR or +N) (As rolled / Normalized)');
  });

  it('show no English words of a catalogue condition on a Chinese page', async () => {
    const zh = await translator('zh');
    expect(conditionLabel(zh, '+S (treated for cold shearing)', 'zh')).toBe('冷剪（+S（改善剪切性能处理））');
    expect(conditionLabel(zh, 'PSL2, quenched and tempered (Q)', 'zh')).toBe('调质（PSL2，淬火+回火（Q））');
  });

  it('leave aluminium tempers and conditions of no known kind as written', async () => {
    const zh = await translator('zh');
    expect(conditionLabel(zh, 'T6/T651', 'zh')).toBe('T6/T651');
    expect(conditionLabel(zh, 'cold drawn', 'zh')).toBe('cold drawn');
  });
});
