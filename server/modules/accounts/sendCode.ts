import type { FastifyRequest } from 'fastify';
import { ACCOUNT_LIMITS, MSG } from '@contract';
import { AppError } from '../../http/errors';
import { translate } from '../../lib/i18n';
import type { AccountDeps } from './adapters';
import { issueCode, withdrawCode, type CodeTarget } from './codes';

const minutes = ACCOUNT_LIMITS.smsCodeTtlSeconds / 60;

/**
 * Issues a code within the limits and delivers it by SMS or e-mail in the caller's language. A delivery
 * failure withdraws the code and answers 503, so a failed send neither works nor counts.
 */
export async function sendCode(deps: AccountDeps, request: FastifyRequest, target: CodeTarget) {
  const issued = await issueCode(deps.db, deps.clock.now(), target, request.ip);
  const params = { code: issued.code, minutes };
  try {
    if (target.channel === 'sms') {
      await deps.sms.send({ mobile: target.target, text: translate(request.language, MSG.smsText, params) });
    } else {
      await deps.email.send({
        to: target.target,
        subject: translate(request.language, MSG.emailCodeSubject),
        text: translate(request.language, MSG.emailCodeText, params),
      });
    }
  } catch (error) {
    request.log.error({ err: error, channel: target.channel }, 'verification code delivery failed');
    await withdrawCode(deps.db, issued.id);
    throw new AppError(503, MSG.smsSendFailed);
  }
  return { expiresIn: issued.expiresIn, resendIn: issued.resendIn };
}
