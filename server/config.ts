import path from 'node:path';
import type { HttpSmsSettings } from './adapters/sms';
import type { WechatAppSettings } from './adapters/wechat';
import type { SsoSettings } from './adapters/sso';
import { quotasFromEnv, type FileQuotas } from './modules/files/quota';

/** Settings read from the environment once, at start (README lists them). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string;
  captcha: boolean;
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
  /** ATSTEEL_TEST_CLOCK=1: a clock the end-to-end tests move forward (refused when NODE_ENV is production). */
  testClock: boolean;
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
    seedDemo: env.ATSTEEL_DEMO === undefined ? undefined : env.ATSTEEL_DEMO === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    fileQuotas: quotasFromEnv(env),
    testClock: testClockWanted(env),
    ...accountSettings(env),
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
