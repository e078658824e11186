import { LIGHT_ROUTES } from '@contract/lightRoutes';
import { stripLanguage } from '@contract/locales';
import { readVisitorToken, writeVisitorToken } from '../providers/cookies';

/**
 * The visit of a server-rendered page is recorded when it has loaded, whether or not the visitor ever starts the app
 * (src/app/wakeOnReach.ts); a plain fetch, since the app's http client is not loaded yet. background.ts then does not
 * record the same arrival again.
 */
let recorded: string | undefined;

export function visitInput(path: string, source: string) {
  return { plateform: 'PC' as const, source: source.slice(0, 200), url: window.location.href.slice(0, 2048), path: path.slice(0, 512), visitorToken: readVisitorToken() };
}

export function recordArrival() {
  const path = stripLanguage(window.location.pathname);
  recorded = path;
  void fetch(LIGHT_ROUTES.saveVisitData.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(visitInput(path, document.referrer)),
    credentials: 'same-origin',
  })
    .then((response) => response.json() as Promise<{ data?: { token?: string } }>)
    .then(({ data }) => {
      if (data?.token && data.token !== readVisitorToken()) writeVisitorToken(data.token);
    })
    .catch(() => undefined); // A lost visit record must never disturb the visitor.
}

/** True once for the path recordArrival recorded: the app's first visit record of that page is already made. */
export function arrivalRecorded(path: string): boolean {
  const same = recorded === path;
  recorded = undefined;
  return same;
}
