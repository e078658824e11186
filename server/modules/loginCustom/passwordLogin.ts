import type { FastifyRequest } from 'fastify';
import { MSG, type loginInput } from '@contract';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import type { AccountDeps } from '../accounts/adapters';
import { signIn } from '../accounts/signIn';
import { useImageCode } from './imageCode';
import { accountLocked, clearFailures, lockedMinutes, recordFailure } from './lockout';
import { findLoginAccount } from './repository';

/**
 * Password login: the image code first (when on; used up by any attempt), then the lockout, then the
 * password. Unknown accounts and wrong passwords answer alike.
 */
export async function passwordLogin(deps: AccountDeps, request: FastifyRequest, input: z.output<typeof loginInput>) {
  const now = deps.clock.now();
  if (deps.captcha) {
    if (!input.verifyCode) throw badRequest(MSG.verificationCodeRequired);
    const right = input.verifyKey !== undefined && (await useImageCode(deps.db, now, input.verifyKey, input.verifyCode));
    if (!right) throw badRequest(MSG.verificationCodeWrong);
  }

  const account = await findLoginAccount(deps.db, input.account);
  const usable = account !== undefined && !account.disabled;
  if (usable) {
    const minutes = await lockedMinutes(deps.db, account.id, now);
    if (minutes > 0) throw accountLocked(minutes);
  }
  const valid = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash()));
  if (!usable) throw badRequest(MSG.wrongAccountOrPassword);
  if (!valid) {
    const minutes = await recordFailure(deps.db, account.id, now);
    throw minutes > 0 ? accountLocked(minutes) : badRequest(MSG.wrongAccountOrPassword);
  }
  await clearFailures(deps.db, account.id);
  return signIn(deps, request, account);
}
