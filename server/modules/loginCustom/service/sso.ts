import type { FastifyRequest } from 'fastify';
import { MSG } from '@contract';
import { badRequest } from '../../../http/errors';
import { hashToken } from '../../../lib/token';
import type { AccountDeps } from '../../accounts/adapters';
import { signIn } from '../../accounts/signIn';
import { findLoginAccount } from '../repository/accounts';
import { useSsoTokenOnce } from '../repository/ssoTokens';

/** Same-site paths only: an SSO token must not turn the platform into an open redirect. */
const sameSitePath = (target: string | null) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : null;

/**
 * Single sign-on (spec §4): a JWT of the trusted issuer, signed with its key, naming a platform account in
 * `sub`, is exchanged once for a session. Anything else (no issuer configured, bad signature, expired,
 * replayed, unknown or disabled account) is refused alike.
 */
export async function exchangeSsoToken(deps: AccountDeps, request: FastifyRequest, jwt: string) {
  const now = deps.clock.now();
  if (!deps.sso) throw badRequest(MSG.ssoInvalid);
  let claims;
  try {
    claims = await deps.sso.verify(jwt, now);
  } catch (error) {
    request.log.info({ reason: (error as Error).message }, 'SSO token refused');
    throw badRequest(MSG.ssoInvalid);
  }
  const account = await findLoginAccount(deps.db, claims.account);
  if (!account || account.disabled) throw badRequest(MSG.ssoInvalid);
  if (!(await useSsoTokenOnce(deps.db, hashToken(jwt), now, claims.expiresAt))) throw badRequest(MSG.ssoInvalid);
  const login = await signIn(deps, request, account);
  return { token: login.token, expiresIn: login.expiresIn, userName: login.userName, redirect: sameSitePath(claims.redirect) };
}
