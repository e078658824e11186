import { useEffect } from 'react';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { LIMITS } from '@contract/limits';

// NProgress's own template gives the bar role="bar", which is no ARIA role (axe aria-roles): the same markup without
// it, and the bar found by its class instead.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: LIMITS.progressThrottleMs,
  minimum: 0.1,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/**
 * Suspense fallback of lazy routes: the bar appears only when loading takes longer than the router's
 * loading delay, and is finished at the latest after the progress bar's time limit.
 */
export function RouteProgress() {
  useEffect(() => {
    const show = window.setTimeout(() => NProgress.start(), LIMITS.routerLoadingDelayMs);
    const limit = window.setTimeout(() => NProgress.done(), LIMITS.progressBarMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(limit);
      NProgress.done();
    };
  }, []);
  return null;
}
