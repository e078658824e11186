import { lazy, type ComponentType } from 'react';
import { LIMITS } from '@contract/limits';

const RELOADED_AT = 'chunkReloadAt';

/**
 * A chunk that fails to load (usually a deploy replaced it) reloads the page, at most once per 60 s;
 * a second failure inside that window reaches the error boundary instead of looping.
 */
export function reloadForStaleChunk(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < LIMITS.chunkReloadIntervalMs) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reloadForStaleChunk()) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
}
