import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { outboxSms, type SmsProvider } from '../../adapters/sms';
import { outboxEmail, type EmailProvider } from '../../adapters/email';
import { sandboxWechat, type WechatProvider } from '../../adapters/wechat';

/** The app's dependencies with the account adapters' defaults filled in (outbox, WeChat sandbox, image code on). */
export interface AccountDeps extends AppDeps {
  captcha: boolean;
  sms: SmsProvider;
  email: EmailProvider;
  wechat: WechatProvider;
}

export const accountDeps = (deps: AppDeps, log: FastifyBaseLogger): AccountDeps => ({
  ...deps,
  captcha: deps.captcha ?? true,
  sms: deps.sms ?? outboxSms(deps.db, log),
  email: deps.email ?? outboxEmail(deps.db, log),
  wechat: deps.wechat ?? sandboxWechat,
});
