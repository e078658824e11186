import { languageOfPath } from '@contract/locales';
import { reloadForStaleChunk } from './components/lazyPage';
import { writeLanguage } from './providers/cookies';
import { recordArrival } from './app/arrival';
import { startOnFirstReach } from './app/wakeOnReach';
import { hasBoardGrades } from './portal/materials/model/boardStore';
// The styles of the first paint belong to the entry (index.html's stylesheet, which the server inlines), not to the
// boot chunk, whose CSS would load only with it. Same files in the order the app's modules import them.
import './components/breadcrumb.css';
import './app/layout/shell.css';
import 'nprogress/nprogress.css';
import './portal/home/home.css';
import './app/layout/header.css';

// A preloaded chunk that no longer exists after a deploy: same rule as lazy pages.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForStaleChunk()) event.preventDefault();
});

// zod (in the lazy chunks that validate forms) would try `new Function` once to see whether it may compile its
// parsers; our Content-Security-Policy forbids that, and the refused try is reported as a violation. Tell it first.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// The language cookies (spec §3) follow the address at once, before the app starts.
writeLanguage(languageOfPath(window.location.pathname));

/**
 * The app starts after the browser has painted the page the server sent (its static header and hero,
 * server/plugins/firstPaint.ts): evaluating React and the app is the longest task of a page load, and on a slow
 * phone it would otherwise hold back that first paint. Its chunks are fetched then, not preloaded: in Lighthouse's
 * simulation of a slow network a preload ahead of the first paint delays that paint (measured: FCP 2.4 s → 1.2 s).
 */
const start = () => import('./boot');
if (document.getElementById('root')?.hasAttribute('data-hydrate')) {
  // A page the server rendered with its content (server/plugins/pageRender.ts) is readable as it arrives: the app
  // starts when the visitor reaches for it (src/app/wakeOnReach.ts), at once when a comparison board is to be shown.
  // Its visit is recorded when it has loaded, app or not.
  startOnFirstReach(start, hasBoardGrades());
  window.addEventListener('load', recordArrival, { once: true });
} else if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
  // A tab hidden before its first frame gets no animation frames: start then (a second import() is the same one).
  document.addEventListener('visibilitychange', () => void start(), { once: true });
} else void start();
