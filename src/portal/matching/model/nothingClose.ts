import type { TFunction } from 'i18next';
import { countryLabel } from '../../../components/format/catalogueLabels';
import type { MatchState } from './urlState';

/**
 * The targets of a query in words, for the notice that they hold nothing close: "EN 10083-2",
 * "all EN standards", "the standards of Europe", joined by commas.
 */
export function targetsText(state: Pick<MatchState, 'standards' | 'systems' | 'countries'>, t: TFunction): string {
  const parts = [
    ...state.systems.map((system) => (system === 'company' ? t('nothingClose.company') : t('nothingClose.allSystem', { system }))),
    ...state.standards,
  ];
  if (state.countries.length) {
    const countries = state.countries.map((country) => countryLabel(country, t)).join(', ');
    parts.push(t('nothingClose.countries', { countries }));
  }
  return parts.join(', ');
}
