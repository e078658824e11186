import { beforeEach, describe, expect, it } from 'vitest';
import { isContentHiding, resetContentHiding, searchWithCxl, updateContentHiding } from './contentHiding';

describe('content hiding (spec §4)', () => {
  beforeEach(resetContentHiding);

  it('is on by default and off once cxl=1 appears; then it stays off', () => {
    expect(isContentHiding()).toBe(true);
    expect(updateContentHiding('?a=1')).toBe(true);
    expect(updateContentHiding('?cxl=0')).toBe(true);
    expect(updateContentHiding('?x=1&cxl=1')).toBe(false);
    expect(updateContentHiding('')).toBe(false);
  });

  it('adds cxl=1 to every route while the flag is off, keeping the rest of the query', () => {
    expect(searchWithCxl('?page=2', true)).toBeUndefined();
    expect(searchWithCxl('?page=2', false)).toBe('?page=2&cxl=1');
    expect(searchWithCxl('', false)).toBe('?cxl=1');
    expect(searchWithCxl('?cxl=1&page=2', false)).toBeUndefined();
  });
});
