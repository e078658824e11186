import { LIMITS } from '@contract/limits';
import { LIGHT_ROUTES } from '@contract/lightRoutes';
import { readToken, readVisitorToken, writeVisitorToken } from '../providers/cookies';
import { call } from '../providers/http';
import { session } from '../providers/session';
import { arrivalRecorded, visitInput } from './arrival';

/** Calls the app makes on its own: the login check shortly after start and one visit record per navigation. */
let lastPath: string | undefined;

export async function recordVisit(path: string) {
  const source = lastPath ?? document.referrer;
  lastPath = path;
  if (arrivalRecorded(path)) return;
  try {
    const { token } = await call(
      LIGHT_ROUTES.saveVisitData,
      visitInput(path, source),
      { silent: true, stayOnTokenFailure: true },
    );
    if (token !== readVisitorToken()) writeVisitorToken(token);
  } catch {
    // A lost visit record must never disturb the user.
  }
}

/** Refreshes permissions and menu; a dead token signs the user out (and, on console pages, goes to /login). */
async function checkLogin(options: { onConsolePage: boolean }) {
  if (!readToken()) {
    session.reload();
    return;
  }
  try {
    session.applyCheck(await call(LIGHT_ROUTES.checkLogin, {}, { silent: true, stayOnTokenFailure: !options.onConsolePage }));
  } catch {
    // Token failures are handled by the http client; other failures leave the cached session as it is.
  }
}

export const scheduleLoginCheck = (onConsolePage: () => boolean) =>
  window.setTimeout(() => void checkLogin({ onConsolePage: onConsolePage() }), LIMITS.checkLoginDelayMs);
