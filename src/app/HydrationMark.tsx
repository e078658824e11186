import { useEffect } from 'react';

/**
 * Marks the page `<html data-app="ready">` once the page has been adopted: src/app/wakeOnReach.ts replays what the
 * visitor did to a server-rendered element only after this. React marks the elements of a lazy page while it adopts
 * them, before they answer events (a click then is lost): only the page boundary's commit, which runs this effect,
 * says they do.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
