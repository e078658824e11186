import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/messages';
import { contrastIds, selectionProblem, toggleSelected } from './selection';

describe('results chosen for comparison', () => {
  it('need at least two', () => {
    expect(selectionProblem([])).toBe(MSG.compareAtLeastTwo);
    expect(selectionProblem([1])).toBe(MSG.compareAtLeastTwo);
    expect(selectionProblem([1, 2])).toBeNull();
    expect(selectionProblem([1, 2, 3, 4, 5, 6, 7])).toBe(MSG.compareAtMostSix);
  });

  it('toggle on and off, and refuse a seventh', () => {
    let ids: number[] = [];
    for (let id = 1; id <= 6; id += 1) ids = toggleSelected(ids, id).ids;
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
    expect(toggleSelected(ids, 7)).toEqual({ ids, message: MSG.compareAtMostSix });
    expect(toggleSelected(ids, 3).ids).toEqual([1, 2, 4, 5, 6]);
  });

  it('keep a place for the query grade, which is compared first', () => {
    let ids: number[] = [];
    for (let id = 1; id <= 5; id += 1) ids = toggleSelected(ids, id, 1).ids;
    expect(toggleSelected(ids, 6, 1).message).toBe(MSG.compareAtMostSix);
    expect(contrastIds(9, [1, 2])).toEqual([9, 1, 2]);
    expect(contrastIds(null, [1, 2])).toEqual([1, 2]);
    expect(contrastIds(1, [1, 2])).toEqual([1, 2]);
  });
});
