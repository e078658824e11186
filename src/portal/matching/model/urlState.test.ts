import { describe, expect, it } from 'vitest';
import { decodeIds, decodeState, EMPTY_STATE, encodeIds, encodeState, resultsInput, type MatchState } from './urlState';

describe('matching state in the address', () => {
  it('survives a round trip through the query string', () => {
    const state: MatchState = {
      ...EMPTY_STATE,
      type: 'steel',
      gradeId: 12,
      gradeLabel: 'Q355B · GB/T 1591-2018',
      elements: [{ el: 'C', max: 0.2 }, { el: 'Cr', min: 16, max: 18 }],
      properties: [{ property: 'impact', min: 27, tempC: -20 }, { property: 'hardness', max: 200, scale: 'HV' }],
      countries: ['EU', 'US'],
      standards: ['EN 10025-2', 'ASTM A36'],
      systems: ['JIS'],
      includeQueryStandard: true,
      condition: 'asRolled',
      thickness: 16,
      page: 3,
      pageSize: 20,
      selected: [41, 7],
    };
    const text = encodeState(state).toString();
    expect(decodeState(new URLSearchParams(text))).toEqual(state);
  });

  it('drops malformed parts instead of failing', () => {
    const state = decodeState(new URLSearchParams('type=wood&g=-3&gn=x&el=c:1:2&el=Mn:x:1.6&p=colour:1&tc=XX&tc=EU&page=0&size=7&t=abc&sel=3,x,3,-2'));
    expect(state).toMatchObject({ type: 'steel', gradeId: undefined, gradeLabel: 'x', countries: ['EU'], page: 1, pageSize: 10, thickness: undefined, selected: [3] });
    expect(state.elements).toEqual([{ el: 'Mn', min: undefined, max: 1.6 }]);
    expect(state.properties).toEqual([]);
  });

  it('asks by grade when one is chosen, else by the entered composition, in the chosen type', () => {
    const byGrade = resultsInput({ ...EMPTY_STATE, gradeId: 7, elements: [{ el: 'C', max: 1 }], countries: ['EU'] });
    expect(byGrade).toMatchObject({ gradeId: 7, targetTypes: ['steel'], targetCountries: ['EU'], pageNum: 1, pageSize: 10 });
    expect(byGrade).not.toHaveProperty('elements');
    expect(resultsInput({ ...EMPTY_STATE, gradeId: 7, systems: ['EN'], standards: ['ASTM A36'] })).toMatchObject({ targetSystems: ['EN'], targetStandards: ['ASTM A36'] });
    const byComposition = resultsInput({ ...EMPTY_STATE, type: 'aluminium', elements: [{ el: 'Mg', min: 0.8, max: 1.2 }] });
    expect(byComposition).toMatchObject({ type: 'aluminium', elements: [{ el: 'Mg', min: 0.8, max: 1.2 }], targetTypes: ['aluminium'] });
    expect(byComposition).not.toHaveProperty('gradeId');
  });

  it('encodes contrast ids without repeats', () => {
    expect(encodeIds([4, 9], { condition: 'normalized', thickness: 40 }).toString()).toBe('ids=4%2C9&c=normalized&t=40');
    expect(decodeIds(new URLSearchParams('ids=4,9,4,x,-1'))).toEqual({ ids: [4, 9], condition: undefined, thickness: undefined });
  });
});
