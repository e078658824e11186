import { describe, expect, it } from 'vitest';
import * as contract from '@contract/endpoints/intelligentMatching';
import { matchingApi } from './endpoints';
import { MATCH_CLOSE_SCORE, MATCH_PROCESSES, MATCH_PROPERTIES, MATCH_RESULT_LIMIT } from './model/constants';

describe('matching light references', () => {
  it('match the contract', () => {
    expect(Object.keys(matchingApi).sort()).toEqual(Object.keys(contract.intelligentMatching).sort());
    for (const [name, ref] of Object.entries(matchingApi)) {
      const endpoint = contract.intelligentMatching[name as keyof typeof matchingApi];
      expect({ method: ref.method, path: ref.path }, name).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });

  it('restate the contract lists exactly', () => {
    expect(MATCH_PROCESSES).toEqual(contract.MATCH_PROCESSES);
    expect(MATCH_PROPERTIES).toEqual(contract.MATCH_PROPERTIES);
    expect(MATCH_RESULT_LIMIT).toBe(contract.MATCH_RESULT_LIMIT);
    expect(MATCH_CLOSE_SCORE).toBe(contract.MATCH_CLOSE_SCORE);
  });
});
