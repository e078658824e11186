import { LIGHT_ROUTES } from '@contract/lightRoutes';
import { localizedUrl, type Language } from '@contract/locales';
import { writeLanguage } from './cookies';
import { call } from './http';
import { session } from './session';

/**
 * Switching language is a full navigation to the same page under the other prefix, keeping the query;
 * the choice is stored (spec §3) and, for a signed-in user, on the server too.
 */
export async function switchLanguage(target: Language) {
  writeLanguage(target);
  if (session.isSignedIn()) {
    await call(LIGHT_ROUTES.updateLanguageType, { languageType: target }, { silent: true, stayOnTokenFailure: true }).catch(
      () => undefined,
    );
  }
  const { pathname, search, hash } = window.location;
  window.location.assign(localizedUrl(target, pathname, search, hash));
}
