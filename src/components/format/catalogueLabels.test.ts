import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import zhCommon from '../../../locales/zh/common.json';
import enCommon from '../../../locales/en/common.json';
import zhMaterials from '../../../locales/zh/materials.json';
import enMaterials from '../../../locales/en/materials.json';
import { WELDING_FILLER_FAMILIES } from '@contract/endpoints/intelligentMatching';
import { countryLabel, elementLabel, fillerFamilyLabel } from './catalogueLabels';

async function translator(lng: 'zh' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { zh: { common: zhCommon, materials: zhMaterials }, en: { common: enCommon, materials: enMaterials } },
    ns: ['common', 'materials'],
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('catalogue labels', () => {
  it('name countries in the page language, unknown codes as they are', async () => {
    const [zh, en] = await Promise.all([translator('zh'), translator('en')]);
    expect(countryLabel('CN', zh)).toBe('中国');
    expect(countryLabel('CN', en)).toBe('China');
    expect(countryLabel('US', zh)).toBe('美国');
    expect(countryLabel('XX', en)).toBe('XX');
  });

  it('name welding filler families in words, AWS numbers as printed', async () => {
    const [zh, en] = await Promise.all([translator('zh'), translator('en')]);
    expect(fillerFamilyLabel('carbon', zh)).toBe('碳锰钢');
    expect(fillerFamilyLabel('niMo', en)).toBe('High-strength Ni-Mo');
    expect(fillerFamilyLabel('ni', zh)).toBe('镍钢（1–3.5Ni）');
    expect(fillerFamilyLabel('308', zh)).toBe('308');
  });

  it('name the limits of other elements in words, symbols and sums as printed', async () => {
    const [zh, en] = await Promise.all([translator('zh'), translator('en')]);
    expect(elementLabel('OthersEach', zh)).toBe('其他元素（单个）');
    expect(elementLabel('OthersTotal', en)).toBe('Others, total');
    expect(elementLabel('Nb+V+Ti', zh)).toBe('Nb+V+Ti');
    expect(elementLabel('Mn', en)).toBe('Mn');
  });

  it('have a label in both languages for every alloy family the recommender sends', () => {
    const alloys = WELDING_FILLER_FAMILIES.filter((key) => !/^\d+$/.test(key));
    expect(alloys.length).toBeGreaterThan(5);
    for (const key of alloys) {
      expect(zhMaterials.fillerFamilies).toHaveProperty(key);
      expect(enMaterials.fillerFamilies).toHaveProperty(key);
    }
  });
});
