import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HttpSmsSettings } from './adapters/sms';
import type { WechatAppSettings } from './adapters/wechat';
import type { SsoSettings } from './adapters/sso';
import { quotasFromEnv, type FileQuotas } from './modules/files/quota';
import type { PaymentSettings } from './modules/payment/providers';
import type { LlmConfig } from './modules/ai/engine/llm';

/** Settings read from the environment once, at start (README lists them). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string;
  captcha: boolean;
  /** ATSTEEL_ORDER_SMS: detection orders' state changes texted to the customer (on unless 'off'). */
  orderSms: boolean;
  seedDemo: boolean | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** A real SMS gateway (ATSTEEL_SMS_URL ...); none: the outbox. */
  sms: HttpSmsSettings | undefined;
  /** A WeChat website app (WX_APP_ID, WX_APP_SECRET); none: the sandbox. */
  wechat: WechatAppSettings | undefined;
  /** The trusted single-sign-on issuer (ATSTEEL_SSO_PUBLIC_KEY ...); none: SSO tokens are refused. */
  sso: SsoSettings | undefined;
  publicUrl: string | undefined;
  fileQuotas: FileQuotas;
  /** Merchants of WeChat Pay (WXPAY_*) and Alipay (ALIPAY_*); a channel without one runs in the sandbox. */
  payments: PaymentSettings;
  /** ATSTEEL_LINK_SECRET: signs download links (set it when several servers share the load). */
  linkSecret: string | undefined;
  /** ATSTEEL_CHAIN_KEY: the data chain's Ed25519 signing key (PKCS#8 PEM); else <dataDir>/chain-key.pem, made once. */
  chainKeyPem: string | undefined;
  /** ATSTEEL_TEST_CLOCK=1: a clock the end-to-end tests move forward (refused when NODE_ENV is production). */
  testClock: boolean;
  /** The AI assistant's language model (ATSTEEL_AI_BASE_URL …; none: the built-in engine) and daily quota (ATSTEEL_AI_DAILY_QUOTA). */
  ai: { llm: LlmConfig | undefined; dailyQuota: number | undefined };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = process.cwd();
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(root, env.ATSTEEL_DATA_DIR ?? 'data'),
    staticDir: path.resolve(root, env.ATSTEEL_STATIC_DIR ?? 'dist'),
    captcha: env.ATSTEEL_CAPTCHA !== 'off',
    orderSms: env.ATSTEEL_ORDER_SMS !== 'off',
    seedDemo: env.ATSTEEL_DEMO === undefined ? undefined : env.ATSTEEL_DEMO === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    fileQuotas: quotasFromEnv(env),
    testClock: testClockWanted(env),
    payments: paymentSettings(env),
    linkSecret: env.ATSTEEL_LINK_SECRET || undefined,
    chainKeyPem: env.ATSTEEL_CHAIN_KEY || undefined,
    ai: aiSettings(env),
    ...accountSettings(env),
  };
}

const positiveInteger = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const given = env[name];
  if (!given) return undefined;
  if (!/^\d+$/.test(given) || Number(given) <= 0) throw new Error(`${name} must be a positive whole number.`);
  return Number(given);
};

/**
 * The AI assistant: a model is used when ATSTEEL_AI_BASE_URL is set (any OpenAI-compatible endpoint), which then
 * needs ATSTEEL_AI_MODEL; the API key is optional (local servers take none); the timeout is per request (default 30 s).
 */
function aiSettings(env: NodeJS.ProcessEnv): Config['ai'] {
  const dailyQuota = positiveInteger(env, 'ATSTEEL_AI_DAILY_QUOTA');
  if (!env.ATSTEEL_AI_BASE_URL) return { llm: undefined, dailyQuota };
  if (!env.ATSTEEL_AI_MODEL) throw new Error('ATSTEEL_AI_BASE_URL needs ATSTEEL_AI_MODEL (the model to ask).');
  return {
    llm: {
      baseUrl: env.ATSTEEL_AI_BASE_URL.replace(/\/+$/, ''),
      // The client refuses an empty key; an endpoint that needs none ignores it.
      apiKey: env.ATSTEEL_AI_API_KEY || 'none',
      model: env.ATSTEEL_AI_MODEL,
      timeoutMs: positiveInteger(env, 'ATSTEEL_AI_TIMEOUT_MS') ?? 30_000,
    },
    dailyQuota,
  };
}

function testClockWanted(env: NodeJS.ProcessEnv) {
  if (env.ATSTEEL_TEST_CLOCK !== '1') return false;
  if (env.NODE_ENV === 'production') throw new Error('ATSTEEL_TEST_CLOCK is for automated tests and is refused when NODE_ENV=production.');
  return true;
}

/** SMS gateway, WeChat app and SSO issuer: each optional, each complete or refused at start. */
function accountSettings(env: NodeJS.ProcessEnv): Pick<Config, 'sms' | 'wechat' | 'sso' | 'publicUrl'> {
  if (Boolean(env.WX_APP_ID) !== Boolean(env.WX_APP_SECRET)) {
    throw new Error('WX_APP_ID and WX_APP_SECRET must be set together (or neither, for the WeChat sandbox).');
  }
  if (env.ATSTEEL_SSO_PUBLIC_KEY && !env.ATSTEEL_SSO_ISSUER) {
    throw new Error('ATSTEEL_SSO_PUBLIC_KEY needs ATSTEEL_SSO_ISSUER (the `iss` of the trusted tokens).');
  }
  return {
    sms: env.ATSTEEL_SMS_URL
      ? { url: env.ATSTEEL_SMS_URL, token: env.ATSTEEL_SMS_TOKEN || undefined, sign: env.ATSTEEL_SMS_SIGN || undefined }
      : undefined,
    wechat: env.WX_APP_ID && env.WX_APP_SECRET ? { appId: env.WX_APP_ID, appSecret: env.WX_APP_SECRET } : undefined,
    sso: env.ATSTEEL_SSO_PUBLIC_KEY
      ? {
          // A PEM in one environment line may carry its line breaks as `\n`.
          publicKeyPem: env.ATSTEEL_SSO_PUBLIC_KEY.replace(/\\n/g, '\n'),
          algorithm: env.ATSTEEL_SSO_ALG || undefined,
          issuer: env.ATSTEEL_SSO_ISSUER!,
          audience: env.ATSTEEL_SSO_AUDIENCE || undefined,
        }
      : undefined,
    publicUrl: env.ATSTEEL_PUBLIC_URL ? env.ATSTEEL_PUBLIC_URL.replace(/\/+$/, '') : undefined,
  };
}

const WXPAY_KEYS = ['WXPAY_APP_ID', 'WXPAY_MCH_ID', 'WXPAY_MERCHANT_CERT', 'WXPAY_MERCHANT_KEY', 'WXPAY_API_V3_KEY'] as const;
const ALIPAY_KEYS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_APP_CERT', 'ALIPAY_PUBLIC_CERT', 'ALIPAY_ROOT_CERT'] as const;

/** Each merchant is complete or refused at start; certificate and key settings are paths to PEM files. */
function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const pem = (name: string) => readFileSync(env[name]!, 'utf8');
  const complete = (keys: readonly string[], what: string) => {
    const given = keys.filter((key) => env[key]);
    if (given.length > 0 && given.length < keys.length) {
      throw new Error(`${what} needs all of ${keys.join(', ')} (or none, for its sandbox).`);
    }
    return given.length === keys.length;
  };
  const settings: PaymentSettings = {};
  if (complete(WXPAY_KEYS, 'WeChat Pay')) {
    if (env.WXPAY_API_V3_KEY!.length !== 32) throw new Error('WXPAY_API_V3_KEY must be the 32-character APIv3 key.');
    settings.wechatPay = {
      appId: env.WXPAY_APP_ID!,
      mchId: env.WXPAY_MCH_ID!,
      merchantCertPem: pem('WXPAY_MERCHANT_CERT'),
      merchantKeyPem: pem('WXPAY_MERCHANT_KEY'),
      apiV3Key: env.WXPAY_API_V3_KEY!,
      platformPublicKeyPem: env.WXPAY_PLATFORM_PUBLIC_KEY ? pem('WXPAY_PLATFORM_PUBLIC_KEY') : undefined,
      platformSerial: env.WXPAY_PLATFORM_SERIAL || undefined,
    };
  }
  if (complete(ALIPAY_KEYS, 'Alipay')) {
    settings.alipay = {
      appId: env.ALIPAY_APP_ID!,
      privateKeyPem: pem('ALIPAY_PRIVATE_KEY'),
      appCertPem: pem('ALIPAY_APP_CERT'),
      alipayPublicCertPem: pem('ALIPAY_PUBLIC_CERT'),
      alipayRootCertPem: pem('ALIPAY_ROOT_CERT'),
      gateway: env.ALIPAY_GATEWAY || undefined,
    };
  }
  return settings;
}
