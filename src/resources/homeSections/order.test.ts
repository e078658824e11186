import { describe, expect, it } from 'vitest';
import { moved } from './order';

const list = [
  { code: 'banner' as const, enabled: true },
  { code: 'news' as const, enabled: false },
  { code: 'services' as const, enabled: true },
];

describe('moving a home section', () => {
  it('swaps it with its neighbour', () => {
    expect(moved(list, 1, -1).map((s) => s.code)).toEqual(['news', 'banner', 'services']);
    expect(moved(list, 1, 1).map((s) => s.code)).toEqual(['banner', 'services', 'news']);
    expect(list.map((s) => s.code)).toEqual(['banner', 'news', 'services']);
  });

  it('keeps the list at either end', () => {
    expect(moved(list, 0, -1)).toBe(list);
    expect(moved(list, 2, 1)).toBe(list);
  });
});
