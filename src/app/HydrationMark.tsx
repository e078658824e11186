import { useEffect } from 'react';

/**
 * Marks the page `<html data-app="ready">` once the app's first effects have run: src/app/wakeOnReach.ts replays what
 * the visitor did to a server-rendered element only after this (and after React has adopted that element).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
