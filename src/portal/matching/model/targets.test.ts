import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enMatching from '../../../../locales/en/matching.json';
import zhMatching from '../../../../locales/zh/matching.json';
import enMaterials from '../../../../locales/en/materials.json';
import zhMaterials from '../../../../locales/zh/materials.json';
import { initTestI18n } from '../../../test/i18n';
import { fromTargetValues, systemsOfCountries, targetFound, targetGroups, targetValues, type TargetStandard } from './targets';
import { targetsText } from './nothingClose';

const standard = (number: string, code: string, country: string, system: string, count = 3): TargetStandard => ({
  number,
  code,
  country,
  system,
  count,
  title: { zh: `${number} 中文名称`, en: `${number} English title` },
});
const STANDARDS = [
  standard('ASTM A36', 'ASTM A36/A36M-14', 'US', 'ASTM'),
  standard('EN 10083-2', 'EN 10083-2:2006', 'EU', 'EN', 20),
  standard('GB/T 700', 'GB/T 700-2006', 'CN', 'GB'),
  standard('API 5L', 'API Spec 5L, 46th ed. (2018)', 'US', 'API', 42),
  standard('EN 10025-2', 'EN 10025-2:2019', 'EU', 'EN', 11),
  standard('GB/T 1591', 'GB/T 1591-2018', 'CN', 'GB'),
  standard('Q/ACME 1', 'Q/ACME 1-2024', 'CN', 'company', 1),
  standard('JIS G 3101', 'JIS G 3101:2020', 'JP', 'JIS'),
];

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'matching', enMatching);
  i18next.addResourceBundle('zh', 'matching', zhMatching);
  i18next.addResourceBundle('en', 'materials', enMaterials);
  i18next.addResourceBundle('zh', 'materials', zhMaterials);
});

describe('the target picker’s options', () => {
  it('groups every standard by system, countries in order, enterprise standards last, each group opening with its whole system', async () => {
    const t = i18next.getFixedT('en', 'matching');
    const groups = targetGroups(STANDARDS, t, 'en');
    expect(groups.map((group) => group.label)).toEqual(['China · GB', 'Europe · EN', 'United States · API', 'United States · ASTM', 'Japan · JIS', 'Enterprise standards']);
    const en = groups[1];
    expect(en.options.map((option) => option.value)).toEqual(['system:EN', 'EN 10025-2', 'EN 10083-2']);
    expect(en.options[0]).toMatchObject({ label: 'All EN standards (2 standards)', tag: 'All EN' });
    expect(en.options[1]).toMatchObject({ label: 'EN 10025-2:2019 EN 10025-2 English title (11)', tag: 'EN 10025-2:2019' });
    expect(groups[4].options[0].label).toBe('All JIS standards (1 standard)');
    expect(groups.flatMap((group) => group.options).filter((option) => !option.value.includes(':')).length).toBe(STANDARDS.length);
  });

  it('offers a country of several systems whole, once', () => {
    const t = i18next.getFixedT('en', 'matching');
    const values = targetGroups(STANDARDS, t, 'en').flatMap((group) => group.options.map((option) => option.value));
    expect(values.filter((value) => value.startsWith('country:'))).toEqual(['country:US']);
    const us = targetGroups(STANDARDS, t, 'en')[2].options[0];
    expect(us.label).toBe('All United States standards (API, ASTM)');
  });

  it('speaks Chinese on a Chinese page: country names and titles', () => {
    const t = i18next.getFixedT('zh', 'matching');
    const groups = targetGroups(STANDARDS, t, 'zh');
    expect(groups[0].label).toBe('中国 · GB');
    expect(groups[0].options[0].label).toBe('全部 GB 标准（2 项）');
    expect(groups[0].options[1].label).toBe('GB/T 700-2006 GB/T 700 中文名称 (3)');
    expect(groups.at(-1)!.label).toBe('企业标准');
  });

  it('finds standards by number or title in either language, and systems by name', () => {
    const t = i18next.getFixedT('en', 'matching');
    const options = targetGroups(STANDARDS, t, 'en').flatMap((group) => group.options);
    const found = (typed: string) => options.filter((option) => targetFound(typed, option)).map((option) => option.value);
    expect(found('en10025')).toEqual(['EN 10025-2']);
    expect(found('GB/T 700')).toEqual(['GB/T 700']);
    expect(found('中文名称')).toContain('JIS G 3101');
    expect(found('english title').length).toBe(STANDARDS.length);
    expect(found('astm')).toEqual(expect.arrayContaining(['country:US', 'system:ASTM', 'ASTM A36']));
    expect(targetFound('en', { label: 'Europe · EN', options: [] } as never)).toBe(false);
  });

  it('turns the chosen values into standards and systems, a country into its systems', () => {
    expect(targetValues(['ASTM A36'], ['EN'])).toEqual(['system:EN', 'ASTM A36']);
    expect(fromTargetValues(['system:EN', 'ASTM A36', 'country:US'], STANDARDS)).toEqual({ standards: ['ASTM A36'], systems: ['EN', 'ASTM', 'API'] });
    expect(systemsOfCountries(['CN'], STANDARDS)).toEqual(['GB']);
  });
});

describe('the targets in words', () => {
  it('names standards, systems and countries', () => {
    const t = i18next.getFixedT('en', 'matching');
    expect(targetsText({ standards: ['EN 10083-2'], systems: ['ASTM'], countries: [] }, t)).toBe('all ASTM standards, EN 10083-2');
    expect(targetsText({ standards: [], systems: [], countries: ['EU'] }, t)).toBe('the standards of Europe');
    expect(targetsText({ standards: [], systems: ['GB'], countries: [] }, i18next.getFixedT('zh', 'matching'))).toBe('全部 GB 标准');
  });
});
