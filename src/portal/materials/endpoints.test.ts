import { describe, expect, it } from 'vitest';
import * as contract from '@contract/endpoints/materials';
import * as usage from '@contract/endpoints/materialsUsage';
import { collections, dataSets, gradeEndpoints, hotData, searchHistory } from './endpoints';
import { COUNTRIES, MATERIAL_GROUPS, MATERIAL_TYPES, PROPERTIES } from './model/constants';

const same = (refs: Record<string, { method: string; path: string }>, endpoints: Record<string, { method: string; path: string }>) => {
  for (const [name, ref] of Object.entries(refs)) {
    expect(endpoints[name], name).toBeDefined();
    expect({ method: ref.method, path: ref.path }, name).toEqual({ method: endpoints[name].method, path: endpoints[name].path });
  }
};

describe('light endpoint references', () => {
  it('match the contract for every material type', () => {
    for (const type of contract.MATERIAL_TYPES) {
      const refs = gradeEndpoints(type);
      expect(Object.keys(refs).sort()).toEqual(Object.keys(contract.materialsApi[type]).sort());
      same(refs, contract.materialsApi[type]);
    }
  });

  it('match the contract for hot data, history, favourites and data sets', () => {
    same(hotData, usage.hotData);
    same(searchHistory, usage.searchHistory);
    same(collections, usage.collections);
    same(dataSets, usage.dataSets);
  });

  it('restate the contract lists exactly', () => {
    expect(MATERIAL_TYPES).toEqual(contract.MATERIAL_TYPES);
    expect(COUNTRIES).toEqual(contract.COUNTRIES);
    expect(PROPERTIES).toEqual(contract.PROPERTIES);
    expect(MATERIAL_GROUPS).toEqual(contract.MATERIAL_GROUPS);
  });
});
