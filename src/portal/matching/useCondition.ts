import { call } from '../../providers/http';
import type { MaterialType } from '../materials';
import { useRemote } from '../../components/useRemote';
import { matchingApi } from './endpoints';

/** What a material type can be matched on: standards, countries, elements, conditions, limits. */
export const useCondition = (type: MaterialType) =>
  useRemote((signal) => call(matchingApi.condition, { type }, { signal, silent: true }), type);
