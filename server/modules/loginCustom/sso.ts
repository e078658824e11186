import type { FastifyRequest } from 'fastify';
import { lt } from 'drizzle-orm';
import { MSG } from '@contract';
import { ssoTokenUses } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { hashToken } from '../../lib/token';
import type { AccountDeps } from '../accounts/adapters';
import { signIn } from '../accounts/signIn';
import { findLoginAccount } from './repository';

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
  await deps.db.delete(ssoTokenUses).where(lt(ssoTokenUses.expiresAt, now));
  const first = await deps.db
    .insert(ssoTokenUses)
    .values({ tokenHash: hashToken(jwt), usedAt: now, expiresAt: claims.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: ssoTokenUses.tokenHash });
  if (first.length === 0) throw badRequest(MSG.ssoInvalid);
  const login = await signIn(deps, request, account);
  return { token: login.token, expiresIn: login.expiresIn, userName: login.userName, redirect: sameSitePath(claims.redirect) };
}
