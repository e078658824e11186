import type { FastifyRequest } from 'fastify';
import { MSG, type loginInput } from '@contract';
import type { z } from 'zod';
import { badRequest } from '../../../http/errors';
import { dummyHash, verifyPassword } from '../../../lib/password';
import type { AccountDeps } from '../../accounts/adapters';
import { signIn } from '../../accounts/signIn';
import { useImageCode } from './imageCode';
import { clearFailures, recordFailure, secondsToWait, tooSoon } from './throttle';
import { findLoginAccount } from '../repository/accounts';

/**
 * Password login: the image code first (when on; used up by any attempt), then this address's wait for this
 * account (throttle.ts), then the password. Unknown accounts and wrong passwords are counted and answered alike,
 * and both pay for a password hash.
 */
export async function passwordLogin(deps: AccountDeps, request: FastifyRequest, input: z.output<typeof loginInput>) {
  const now = deps.clock.now();
  if (deps.captcha) {
    if (!input.verifyCode) throw badRequest(MSG.verificationCodeRequired);
    const right = input.verifyKey !== undefined && (await useImageCode(deps.db, now, input.verifyKey, input.verifyCode));
    if (!right) throw badRequest(MSG.verificationCodeWrong);
  }

  const address = request.ip;
  const wait = await secondsToWait(deps.db, input.account, address, now);
  if (wait > 0) throw tooSoon(wait);
  const account = await findLoginAccount(deps.db, input.account);
  const usable = account !== undefined && !account.disabled;
  const valid = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash()));
  if (!usable || !valid) {
    const seconds = await recordFailure(deps.db, input.account, address, now);
    throw seconds > 0 ? tooSoon(seconds) : badRequest(MSG.wrongAccountOrPassword);
  }
  await clearFailures(deps.db, input.account, address);
  return signIn(deps, request, account);
}
