import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { ACCOUNT_LIMITS, MSG, localizedUrl, type WechatAuthorization } from '@contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { hashToken, newToken } from '../../lib/token';
import { sandboxIdentity, type WechatIdentity } from '../../adapters/wechat';
import type { AccountDeps } from './adapters';
import { isUniqueViolation, type DbOrTx } from './db';
import * as repo from './repository/wechat';

/**
 * WeChat QR authorizations (login, or binding from the profile), stored by the hash of their `state`:
 * pending → confirmed (the WeChat identity is known) → done, or, for a first-time WeChat user's login,
 * bindPending until a mobile is bound with the ticket.
 */
export type WechatPurpose = 'login' | 'bind';
export type AuthorizationRow = repo.AuthorizationRow;
type Status = 'pending' | 'confirmed' | 'bindPending' | 'done';

const L = ACCOUNT_LIMITS;

/** The site's address as the person's browser knows it (ATSTEEL_PUBLIC_URL, else the request's). */
const siteOrigin = (deps: AccountDeps, request: FastifyRequest) =>
  deps.publicUrl ?? `${request.protocol}://${request.host}`;

export async function startAuthorization(
  deps: AccountDeps,
  request: FastifyRequest,
  purpose: WechatPurpose,
  userId: number | null,
): Promise<WechatAuthorization> {
  const now = deps.clock.now();
  const state = newToken();
  const expiresAt = new Date(now.getTime() + L.wechatQrTtlSeconds * 1000);
  await repo.insertAuthorization(deps.db, { stateHash: hashToken(state), purpose, userId, createdAt: now, expiresAt }, now);
  const origin = siteOrigin(deps, request);
  const page = (path: string) => `${origin}${localizedUrl(request.language, path)}`;
  const authorizeUrl = deps.wechat.authorizeUrl({
    state,
    callbackUrl: page(purpose === 'login' ? '/login' : '/my/info'),
    sandboxUrl: page('/wxSandbox'),
  });
  const qrCode =
    deps.wechat.mode === 'sandbox' ? await QRCode.toDataURL(authorizeUrl, { margin: 1, width: 220, errorCorrectionLevel: 'M' }) : null;
  return { mode: deps.wechat.mode, state, expiresIn: L.wechatQrTtlSeconds, authorizeUrl, qrCode, appId: deps.wechat.appId };
}

/** The authorization of a state, for this purpose (and, when binding, this user): others' look missing. */
export async function findAuthorization(db: Db, state: string, purpose: WechatPurpose, userId?: number) {
  const row = await repo.authorizationByState(db, hashToken(state), purpose);
  if (!row || (userId !== undefined && row.userId !== userId)) throw badRequest(MSG.wechatStateInvalid);
  return row;
}

export const isExpired = (row: AuthorizationRow, now: Date) => row.expiresAt <= now;

/** Moves a row from one status to another; undefined when another request moved it first (one use). */
export async function moveAuthorization(
  db: DbOrTx,
  row: AuthorizationRow,
  from: Status,
  to: Status,
  changes: Partial<Pick<AuthorizationRow, 'openid' | 'unionid' | 'nickname' | 'ticketHash' | 'expiresAt'>> = {},
): Promise<AuthorizationRow | undefined> {
  return repo.updateStatus(db, row.id, from, { status: to, ...changes });
}

const identityColumns = (identity: WechatIdentity) => ({
  openid: identity.openid,
  unionid: identity.unionid,
  nickname: identity.nickname,
});

/** With real WeChat, the authorization code that came back with the redirect confirms a pending row. */
export async function confirmWithCode(
  deps: AccountDeps,
  request: FastifyRequest,
  row: AuthorizationRow,
  code: string | undefined,
): Promise<AuthorizationRow> {
  if (row.status !== 'pending' || !code || deps.wechat.mode !== 'wechat' || isExpired(row, deps.clock.now())) return row;
  let identity: WechatIdentity;
  try {
    identity = await deps.wechat.exchangeCode(code);
  } catch (error) {
    request.log.warn({ err: error }, 'WeChat code exchange failed');
    throw new AppError(502, MSG.wechatUnavailable);
  }
  return (await moveAuthorization(deps.db, row, 'pending', 'confirmed', identityColumns(identity))) ?? row;
}

/** The sandbox's confirmation page: the QR code's state is confirmed as the sandbox user of a nickname. */
export async function confirmInSandbox(deps: AccountDeps, state: string, nickname: string) {
  if (deps.wechat.mode !== 'sandbox') throw notFound(MSG.notFound);
  const row = await repo.authorizationByState(deps.db, hashToken(state));
  if (!row || row.status !== 'pending' || isExpired(row, deps.clock.now())) throw badRequest(MSG.wechatStateInvalid);
  const moved = await moveAuthorization(deps.db, row, 'pending', 'confirmed', identityColumns(sandboxIdentity(nickname)));
  if (!moved) throw badRequest(MSG.wechatStateInvalid);
  return { purpose: row.purpose as WechatPurpose };
}

export const bindingOfOpenid = repo.bindingOfOpenid;
export const bindingOfUser = repo.bindingOfUser;

/** Binds the WeChat identity of a confirmed row to a user (refusing one already bound elsewhere). */
export async function bindWechat(db: DbOrTx, userId: number, row: AuthorizationRow, now: Date) {
  if (await bindingOfOpenid(db, row.openid!)) throw conflict(MSG.wechatBoundElsewhere);
  if (await bindingOfUser(db, userId)) throw conflict(MSG.wechatAlreadyBound);
  try {
    await repo.insertBinding(db, { userId, openid: row.openid!, unionid: row.unionid, nickname: row.nickname, createdAt: now });
  } catch (error) {
    // A concurrent binding of the same WeChat account or the same user.
    if (isUniqueViolation(error, 'wechat_bindings_openid_idx')) throw conflict(MSG.wechatBoundElsewhere);
    if (isUniqueViolation(error)) throw conflict(MSG.wechatAlreadyBound);
    throw error;
  }
}
