import { LIGHT_ROUTES } from '@contract/lightRoutes';
import { call } from './http';
import { session } from './session';

/** Ends the session on the server (when it still exists) and forgets it in the browser. */
export async function signOut() {
  await call(LIGHT_ROUTES.logout, {}, { silent: true, stayOnTokenFailure: true }).catch(() => undefined);
  session.signOut();
}
