import path from 'node:path';

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
  };
}
