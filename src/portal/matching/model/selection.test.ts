import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/messages';
import { contrastIds, selectionProblem, toggleSelected, type Selected } from './selection';

const grade = (id: number): Selected => ({ id, type: 'steel', name: `G${id}`, standard: 'EN 10025-2' });

describe('results chosen for comparison', () => {
  it('need at least two', () => {
    expect(selectionProblem([])).toBe(MSG.compareAtLeastTwo);
    expect(selectionProblem([grade(1)])).toBe(MSG.compareAtLeastTwo);
    expect(selectionProblem([grade(1), grade(2)])).toBeNull();
  });

  it('toggle on and off, and refuse a seventh', () => {
    let items: Selected[] = [];
    for (let id = 1; id <= 6; id += 1) items = toggleSelected(items, grade(id)).items;
    expect(items).toHaveLength(6);
    const seventh = toggleSelected(items, grade(7));
    expect(seventh).toEqual({ items, message: MSG.compareAtMostSix });
    expect(toggleSelected(items, grade(3)).items.map((item) => item.id)).toEqual([1, 2, 4, 5, 6]);
  });

  it('keep a place for the query grade, which is compared first', () => {
    let items: Selected[] = [];
    for (let id = 1; id <= 5; id += 1) items = toggleSelected(items, grade(id), 1).items;
    expect(toggleSelected(items, grade(6), 1).message).toBe(MSG.compareAtMostSix);
    expect(contrastIds(9, items.slice(0, 2))).toEqual([9, 1, 2]);
    expect(contrastIds(null, items.slice(0, 2))).toEqual([1, 2]);
  });
});
