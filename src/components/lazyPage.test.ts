import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForStaleChunk } from './lazyPage';

describe('reload after a failed chunk load', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('reloads at most once per 60 s', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    expect(reloadForStaleChunk()).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(reloadForStaleChunk()).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(reloadForStaleChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
