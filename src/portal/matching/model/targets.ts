import type { TFunction } from 'i18next';
import type { ConditionOutput } from './types';
import { countryLabel } from '../../../components/format/catalogueLabels';

/**
 * The target picker's options: every standard of a material type, grouped by system (GB, EN, ASTM …) in the
 * order of countries, each group opening with "All <system> standards" (a whole system), and a country of several
 * systems (the USA: ASTM, API, SAE) with "All <country> standards", which picks each of its systems. Values:
 * a standard's number, `system:EN`, `country:US`.
 */
export type TargetStandard = ConditionOutput['standards'][number];

export interface TargetOption {
  value: string;
  /** What the option reads; `tag` once chosen (shorter). */
  label: string;
  tag: string;
  /** Everything the search box matches: code, number, both titles, system, country. */
  search: string;
}

export interface TargetGroup {
  key: string;
  label: string;
  options: TargetOption[];
}

export const COMPANY_SYSTEM = 'company';
const SYSTEM = 'system:';
const COUNTRY = 'country:';
const COUNTRY_ORDER = ['CN', 'EU', 'US', 'JP', 'GB', 'DE', 'FR', 'ISO', 'INT'];

/** Text as searched: lower case, without spaces and the punctuation of standard numbers ("EN10025" finds "EN 10025-2"). */
export const searchText = (text: string) => text.toLowerCase().replace(/[\s/\-.:·,()（）]+/g, '');

const countryRank = (country: string) => {
  const rank = COUNTRY_ORDER.indexOf(country);
  return rank < 0 ? COUNTRY_ORDER.length : rank;
};

export function targetGroups(standards: readonly TargetStandard[], t: TFunction, language: string): TargetGroup[] {
  const countryName = (country: string) => countryLabel(country, t);
  const bySystem = new Map<string, TargetStandard[]>();
  for (const standard of standards) bySystem.set(standard.system, [...(bySystem.get(standard.system) ?? []), standard]);
  const systems = [...bySystem.entries()]
    .map(([system, members]) => ({ system, members, country: members[0].country, grades: members.reduce((sum, member) => sum + member.count, 0) }))
    .sort((a, b) =>
      Number(a.system === COMPANY_SYSTEM) - Number(b.system === COMPANY_SYSTEM) || countryRank(a.country) - countryRank(b.country) || b.grades - a.grades || a.system.localeCompare(b.system),
    );
  const systemsOf = (country: string) => systems.filter((item) => item.country === country && item.system !== COMPANY_SYSTEM).map((item) => item.system);
  const offeredCountries = new Set<string>();

  return systems.map(({ system, members, country }) => {
    const company = system === COMPANY_SYSTEM;
    const name = countryName(country);
    const label = company ? t('targets.company') : name === system ? system : t('targets.group', { country: name, system });
    const options: TargetOption[] = [];
    const countrySystems = systemsOf(country);
    if (!company && countrySystems.length > 1 && !offeredCountries.has(country)) {
      offeredCountries.add(country);
      const text = t('targets.allCountry', { country: name, systems: countrySystems.join(', ') });
      options.push({ value: `${COUNTRY}${country}`, label: text, tag: text, search: searchText(`${name} ${country} ${countrySystems.join(' ')}`) });
    }
    const allLabel = company ? t('targets.allCompany', { count: members.length }) : t('targets.allSystem', { system, count: members.length });
    options.push({
      value: `${SYSTEM}${system}`,
      label: allLabel,
      tag: company ? t('targets.company') : t('targets.systemTag', { system }),
      search: searchText(`${allLabel} ${system} ${name}`),
    });
    const sorted = [...members].sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }));
    for (const standard of sorted) {
      const title = (language === 'zh' ? standard.title.zh : standard.title.en) || standard.title.en || standard.title.zh;
      options.push({
        value: standard.number,
        label: `${standard.code} ${title} (${standard.count})`,
        tag: standard.code,
        search: searchText(`${standard.code} ${standard.number} ${standard.title.zh} ${standard.title.en} ${system} ${name}`),
      });
    }
    return { key: system, label, options };
  });
}

/** The picker's value for chosen standards and systems. */
export const targetValues = (standards: readonly string[], systems: readonly string[]) => [...systems.map((system) => `${SYSTEM}${system}`), ...standards];

/** The picker's value as standards and systems; a country stands for each of its systems. */
export function fromTargetValues(values: readonly string[], standards: readonly TargetStandard[]) {
  const systems = new Set<string>();
  const numbers: string[] = [];
  for (const value of values) {
    if (value.startsWith(SYSTEM)) systems.add(value.slice(SYSTEM.length));
    else if (value.startsWith(COUNTRY)) for (const system of systemsOfCountries([value.slice(COUNTRY.length)], standards)) systems.add(system);
    else numbers.push(value);
  }
  return { standards: numbers, systems: [...systems] };
}

/** The systems of countries (an address with target countries, from before the picker offered systems). */
export const systemsOfCountries = (countries: readonly string[], standards: readonly TargetStandard[]) => [
  ...new Set(standards.filter((standard) => countries.includes(standard.country) && standard.system !== COMPANY_SYSTEM).map((standard) => standard.system)),
];

/** Whether an option is found by what is typed (antd asks for the groups too: they have no search text). */
export const targetFound = (typed: string, option: Partial<Pick<TargetOption, 'search'>> | undefined) =>
  typeof option?.search === 'string' && option.search.includes(searchText(typed));
