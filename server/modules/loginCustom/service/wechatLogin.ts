import type { FastifyRequest } from 'fastify';
import { ACCOUNT_LIMITS, MSG } from '@contract';
import { badRequest, conflict } from '../../../http/errors';
import { hashToken, newToken } from '../../../lib/token';
import type { AccountDeps } from '../../accounts/adapters';
import { checkCode, consumeCode } from '../../accounts/codes';
import { isUniqueViolation } from '../../accounts/db';
import { signIn } from '../../accounts/signIn';
import { createUser, findUserById, findUserByMobile, generatedUserName } from '../../accounts/users';
import {
  bindWechat,
  bindingOfOpenid,
  bindingOfUser,
  confirmWithCode,
  findAuthorization,
  isExpired,
  moveAuthorization,
} from '../../accounts/wechatAuth';
import { accountDisabled } from './mobileLogin';
import { authorizationByTicket } from '../repository/wechat';

const waiting = { status: 'waiting' as const, login: null, bindTicket: null, nickname: null };
const expired = { ...waiting, status: 'expired' as const };

/**
 * The page showing the QR code asks until the person has authorized: a bound WeChat user is logged in, a
 * first-time one gets a ticket to bind a mobile with (`wxBindingMobile`). Each authorization is used once.
 */
export async function wechatLoginResult(deps: AccountDeps, request: FastifyRequest, input: { state: string; code?: string }) {
  const now = deps.clock.now();
  let row = await findAuthorization(deps.db, input.state, 'login');
  row = await confirmWithCode(deps, request, row, input.code);
  if (row.status === 'pending') return isExpired(row, now) ? expired : waiting;
  if (row.status !== 'confirmed') throw badRequest(MSG.wechatStateInvalid);

  const binding = await bindingOfOpenid(deps.db, row.openid!);
  const user = binding ? await findUserById(deps.db, binding.userId) : undefined;
  if (user?.disabled) throw accountDisabled();
  if (user) {
    if (!(await moveAuthorization(deps.db, row, 'confirmed', 'done'))) throw badRequest(MSG.wechatStateInvalid);
    return { status: 'loggedIn' as const, login: await signIn(deps, request, user), bindTicket: null, nickname: row.nickname };
  }
  const ticket = newToken();
  const moved = await moveAuthorization(deps.db, row, 'confirmed', 'bindPending', {
    ticketHash: hashToken(ticket),
    expiresAt: new Date(now.getTime() + ACCOUNT_LIMITS.wechatBindTtlSeconds * 1000),
  });
  if (!moved) throw badRequest(MSG.wechatStateInvalid);
  return { status: 'bind' as const, login: null, bindTicket: ticket, nickname: row.nickname };
}

/**
 * A first-time WeChat user binds a mobile (SMS purpose `wechatBind`): the number's account when it has one
 * (and no WeChat yet), else a new individual account; then they are logged in.
 */
export async function bindMobileToWechat(
  deps: AccountDeps,
  request: FastifyRequest,
  input: { ticket: string; mobile: string; smsCode: string },
) {
  const now = deps.clock.now();
  const row = await authorizationByTicket(deps.db, hashToken(input.ticket));
  if (!row || row.status !== 'bindPending' || isExpired(row, now)) throw badRequest(MSG.wechatBindExpired);
  const codeId = await checkCode(deps.db, now, { channel: 'sms', target: input.mobile, purpose: 'wechatBind' }, input.smsCode);
  const existing = await findUserByMobile(deps.db, input.mobile);
  if (existing?.disabled) throw accountDisabled();
  if (existing && (await bindingOfUser(deps.db, existing.id))) throw conflict(MSG.mobileHasWechat);

  try {
    const account = await deps.db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      if (!(await moveAuthorization(tx, row, 'bindPending', 'done'))) throw badRequest(MSG.wechatBindExpired);
      const user =
        existing ??
        (await createUser(tx, {
          userName: generatedUserName('wx'),
          mobile: input.mobile,
          userType: 'individual',
          role: 'individual',
          language: request.language,
          now,
          clientIp: request.ip,
        }));
      await bindWechat(tx, user.id, row, now);
      return user;
    });
    return { ...(await signIn(deps, request, account)), registered: !existing };
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile_unique')) throw badRequest(MSG.mobileRegistered);
    throw error;
  }
}
