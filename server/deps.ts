import type { onRouteHookHandler } from 'fastify';
import type { Db } from './db/client';
import type { SmsProvider } from './adapters/sms';
import type { EmailProvider } from './adapters/email';
import type { WechatProvider } from './adapters/wechat';
import type { SsoVerifier } from './adapters/sso';
import type { FileStorage } from './adapters/storage';
import type { FileQuotas } from './modules/files/quota';
import type { MovableClock } from './lib/testClock';
import type { PaymentProviders } from './modules/payment/providers';
import type { ChainKey } from './lib/dataChain/keys';
import type { LlmConfig } from './modules/ai/engine/llm';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What the app is built from; tests pass their own (a fresh database, a fake clock). */
export interface AppDeps {
  db: Db;
  clock: Clock;
  /** Built SPA to serve with history fallback; omitted in API tests. */
  staticDir?: string;
  logLevel?: string;
  /** Pretty one-line logs for a person at a terminal instead of JSON lines. */
  prettyLogs?: boolean;
  trustProxy?: boolean;
  /** Told of every route as it is registered (the authorization matrix lists them this way). */
  onRoute?: onRouteHookHandler;
  /** Password login needs the image code (ATSTEEL_CAPTCHA; on unless false). */
  captcha?: boolean;
  /** Picks the text of each image code (tests pass a known one); default: four random characters. */
  imageCodeText?: () => string;
  /** SMS gateway; default: the outbox table and the log. */
  sms?: SmsProvider;
  /** Detection orders' state changes are also texted to the customer (ATSTEEL_ORDER_SMS; on unless 'off'). */
  orderSms?: boolean;
  /** E-mail; default: the outbox table and the log. */
  email?: EmailProvider;
  /** WeChat login; default: the sandbox. */
  wechat?: WechatProvider;
  /** Single-sign-on tokens of the trusted issuer; none: every SSO token is refused. */
  sso?: SsoVerifier;
  /** Uploaded files' bytes; default: local disk under ./data/files (server/main.ts: <ATSTEEL_DATA_DIR>/files). */
  storage?: FileStorage;
  /** Bytes each uploader and company may store (ATSTEEL_QUOTA_USER_MB, ATSTEEL_QUOTA_COMPANY_MB); default DEFAULT_FILE_QUOTAS. */
  fileQuotas?: FileQuotas;
  /** ATSTEEL_TEST_CLOCK: the clock is movable through `POST /__test/clock` (end-to-end tests only). */
  testClock?: MovableClock;
  /** Signs the library's download links (ATSTEEL_LINK_SECRET); default: a random key per process. */
  linkSecret?: string;
  /** Signs the R&D data chain (ATSTEEL_CHAIN_KEY, else <data>/chain-key.pem); default: a key made for this process. */
  chainKey?: ChainKey;
  /** Payment providers by channel (WXPAY_*, ALIPAY_*); default: the sandbox for both. */
  payments?: PaymentProviders;
  /** The site's public address (ATSTEEL_PUBLIC_URL) for links leaving the browser (WeChat); default: the request's. */
  publicUrl?: string;
  /**
   * The AI assistant: a language model behind an OpenAI-compatible endpoint (ATSTEEL_AI_BASE_URL …; none: the built-in
   * engine answers) and the questions per user and Beijing day (ATSTEEL_AI_DAILY_QUOTA; default AI_LIMITS.dailyQuestions).
   */
  ai?: { llm?: LlmConfig; dailyQuota?: number };
}
