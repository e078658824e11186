import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/messages';
import { EMPTY_STATE } from './urlState';
import { queryProblem, weldingProblem } from './validate';

describe('a matching query before it is sent', () => {
  it('needs a grade or something entered', () => {
    expect(queryProblem(EMPTY_STATE)).toBe(MSG.gradeRequired);
    expect(queryProblem({ ...EMPTY_STATE, gradeId: 3 })).toBeNull();
    expect(queryProblem({ ...EMPTY_STATE, elements: [{ el: 'C', max: 0.2 }] })).toBeNull();
  });

  it('refuses a maximum below the minimum and an element entered twice', () => {
    expect(queryProblem({ ...EMPTY_STATE, elements: [{ el: 'Cr', min: 18, max: 16 }] })).toBe(MSG.maxBelowMin);
    expect(queryProblem({ ...EMPTY_STATE, elements: [{ el: 'C', max: 0.2 }, { el: 'C', max: 0.3 }] })).toBe(MSG.elementTwice);
    expect(queryProblem({ ...EMPTY_STATE, properties: [{ property: 'impact', min: 27 }] })).toBe(MSG.requiredFields);
  });
});

describe('a welding query before it is sent', () => {
  it('needs one base metal, or two different ones', () => {
    expect(weldingProblem({ bases: [] })).toBe(MSG.gradeRequired);
    expect(weldingProblem({ bases: [{ id: 1, label: 'a' }] })).toBeNull();
    expect(weldingProblem({ bases: [{ id: 1, label: 'a' }, { id: 1, label: 'a' }] })).toBe(MSG.weldBasesDistinct);
  });
});
