import { describe, expect, it } from 'vitest';
import { decodeWelding, encodeWelding, weldingInput } from './weldingState';

describe('welding query in the address', () => {
  it('keeps one or two base metals with their labels, the process and thickness', () => {
    const state = { bases: [{ id: 4, label: 'Q235B · GB/T 700-2006' }, { id: 9, label: '304 · ASTM A240' }], process: 'GTAW' as const, thickness: 12 };
    expect(decodeWelding(new URLSearchParams(encodeWelding(state).toString()))).toEqual(state);
    expect(weldingInput(state)).toEqual({ baseIds: [4, 9], limit: 5, process: 'GTAW', thickness: 12 });
  });

  it('drops bad ids, unknown processes and a third base metal', () => {
    const state = decodeWelding(new URLSearchParams('b=x&b=3&b=5&b=7&proc=LASER'));
    expect(state.bases.map((base) => base.id)).toEqual([3, 5]);
    expect(state.process).toBeUndefined();
    expect(weldingInput({ bases: [] })).toEqual({ baseIds: [], limit: 5 });
  });
});
