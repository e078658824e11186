import { describe, expect, it } from 'vitest';
import { materialSearch, SUGGEST_MAX_LENGTH as CONTRACT_MAX } from '@contract/endpoints/materials';
import { materialSearchRefs, SUGGEST_MAX_LENGTH } from './endpoints';

describe('search across types: light references', () => {
  it('match the contract', () => {
    expect(Object.keys(materialSearchRefs).sort()).toEqual(Object.keys(materialSearch).sort());
    for (const [name, ref] of Object.entries(materialSearchRefs)) {
      const endpoint = materialSearch[name as keyof typeof materialSearch];
      expect({ method: ref.method, path: ref.path }, name).toEqual({ method: endpoint.method, path: endpoint.path });
    }
    expect(SUGGEST_MAX_LENGTH).toBe(CONTRACT_MAX);
  });
});
