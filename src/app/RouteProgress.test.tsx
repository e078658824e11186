import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@contract/limits';
import { RouteProgress } from './RouteProgress';

describe('the route progress bar', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a bar without an invalid ARIA role, moves it and removes it again', () => {
    vi.useFakeTimers();
    const { unmount } = render(<RouteProgress />);
    act(() => vi.advanceTimersByTime(LIMITS.routerLoadingDelayMs + LIMITS.progressThrottleMs + 10));
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(bar!.style.transform).toMatch(/translate/);
    unmount();
    act(() => vi.advanceTimersByTime(2_000));
    expect(document.querySelector('#nprogress')).toBeNull();
  });
});
