import type { FastifyRequest } from 'fastify';
import { MSG } from '@contract';
import { AppError, badRequest } from '../../../http/errors';
import type { AccountDeps } from '../../accounts/adapters';
import { checkCode, consumeCode } from '../../accounts/codes';
import { isUniqueViolation } from '../../accounts/db';
import { signIn } from '../../accounts/signIn';
import { createUser, findUserByMobile, generatedUserName, type AccountRow } from '../../accounts/users';

export const accountDisabled = () => new AppError(403, MSG.accountDisabled);

const smsCode = (mobile: string, purpose: 'login' | 'loginOrRegister') => ({ channel: 'sms' as const, target: mobile, purpose });

/** Login with a registered mobile number and its SMS code. */
export async function loginByMobile(deps: AccountDeps, request: FastifyRequest, input: { mobile: string; smsCode: string }) {
  const now = deps.clock.now();
  const account = await findUserByMobile(deps.db, input.mobile);
  if (!account) throw badRequest(MSG.mobileNotRegistered);
  const codeId = await checkCode(deps.db, now, smsCode(input.mobile, 'login'), input.smsCode);
  if (account.disabled) throw accountDisabled();
  await consumeCode(deps.db, codeId, now);
  return signIn(deps, request, account);
}

/** Login with a mobile number and its SMS code; a number without an account gets a new individual account. */
export async function loginByMobileOrRegister(
  deps: AccountDeps,
  request: FastifyRequest,
  input: { mobile: string; smsCode: string },
) {
  const now = deps.clock.now();
  const codeId = await checkCode(deps.db, now, smsCode(input.mobile, 'loginOrRegister'), input.smsCode);
  const existing = await findUserByMobile(deps.db, input.mobile);
  if (existing?.disabled) throw accountDisabled();
  let account: AccountRow;
  try {
    account = await deps.db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      if (existing) return existing;
      return createUser(tx, {
        userName: generatedUserName('user'),
        mobile: input.mobile,
        userType: 'individual',
        role: 'individual',
        language: request.language,
        now,
        clientIp: request.ip,
      });
    });
  } catch (error) {
    // The same number registered at the same moment by another request.
    if (isUniqueViolation(error)) throw badRequest(MSG.mobileRegistered);
    throw error;
  }
  return { ...(await signIn(deps, request, account)), registered: !existing };
}
