import path from 'node:path';
import { readConfig } from './config';
import { connectDatabase, type Database } from './db/client';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';
import { systemClock } from './deps';
import { movableClock } from './lib/testClock';
import { loadChainKey } from './lib/dataChain/keys';
import { buildApp } from './app';
import { httpSms } from './adapters/sms';
import { oauthWechat } from './adapters/wechat';
import { jwtSsoVerifier } from './adapters/sso';
import { localDiskStorage } from './adapters/storage';
import { paymentProviders } from './modules/payment/providers';
import { startJobs } from './jobs';
import { publishOwnDocuments } from './modules/library/ownDocuments';

/** The one process entry: database (embedded unless DATABASE_URL), migrations, seed, then listen. */
async function main() {
  const config = readConfig();
  let embedded: EmbeddedDatabase | undefined;
  let database: Database | undefined;

  const stopDatabase = async () => {
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };

  try {
    if (!config.databaseUrl) {
      console.log(`Starting the embedded PostgreSQL (data in ${config.dataDir}/pg) ...`);
      embedded = await startEmbeddedPostgres(config.dataDir, {
        onLog: config.logLevel === 'debug' ? (line) => process.stdout.write(`[postgres] ${line}`) : undefined,
      });
    }
    database = connectDatabase(config.databaseUrl ?? embedded!.url);
    const demo = config.seedDemo ?? !config.databaseUrl;
    const { demoSeeded } = await prepareDatabase(database.db, { demo });

    const storage = localDiskStorage(path.join(config.dataDir, 'files'));
    // The library's own documents; a failure leaves the library without them, never the server down.
    await publishOwnDocuments(database.db, storage, new Date()).catch((error: unknown) => console.warn('The library\'s own documents were not made:', error));
    const testClock = config.testClock ? movableClock() : undefined;
    if (testClock) console.warn('ATSTEEL_TEST_CLOCK=1: POST /__test/clock moves this server\'s clock (automated tests only).');
    const app = await buildApp({
      db: database.db,
      clock: testClock ?? systemClock,
      testClock,
      staticDir: config.staticDir,
      logLevel: config.logLevel,
      prettyLogs: process.stdout.isTTY,
      trustProxy: config.trustProxy,
      captcha: config.captcha,
      orderSms: config.orderSms,
      sms: config.sms ? httpSms(config.sms) : undefined,
      wechat: config.wechat ? oauthWechat(config.wechat) : undefined,
      sso: config.sso ? await jwtSsoVerifier(config.sso) : undefined,
      publicUrl: config.publicUrl,
      storage,
      fileQuotas: config.fileQuotas,
      payments: paymentProviders(config.payments),
      linkSecret: config.linkSecret,
      chainKey: loadChainKey({ pem: config.chainKeyPem, file: path.join(config.dataDir, 'chain-key.pem') }),
      ai: { llm: config.ai.llm, dailyQuota: config.ai.dailyQuota },
    });
    const jobs = await startJobs(config.databaseUrl ?? embedded!.url, database.db, testClock ?? systemClock, (message, error) =>
      error ? app.log.error({ err: error }, message) : app.log.info(message),
    );

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      console.log(`\n${signal} received: stopping the server and the database ...`);
      await jobs.stop().catch(() => undefined);
      await app.close().catch(() => undefined);
      await stopDatabase();
      console.log('Stopped.');
      process.exit(0);
    };
    // A stray rejection (e.g. a lost database connection in a background task) is logged, never fatal.
    process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        console.error(
          `\nPort ${config.port} is already in use by another program. Stop it, or start atsteel on another port: PORT=8081 npm start\n`,
        );
        await app.close().catch(() => undefined);
        await stopDatabase();
        process.exit(1);
      }
      throw error;
    }

    const url = `http://localhost:${config.port}`;
    console.log(`\natsteel is running:\n  portal (中文)  ${url}/\n  portal (English) ${url}/en\n  console        ${url}/my\n  API docs       ${url}/atsteel/docs`);
    if (demo) {
      console.log(`\nDemo accounts (password ${DEMO_PASSWORD})${demoSeeded ? ', created now' : ''}:`);
      for (const account of DEMO_ACCOUNTS) console.log(`  ${account.userName.padEnd(16)} ${account.mobile}  ${account.role}`);
    }
    console.log('\nPress Ctrl-C to stop.\n');
  } catch (error) {
    if (error instanceof DataDirInUseError) console.error(`\n${error.message}\n`);
    else console.error(error);
    await stopDatabase();
    process.exit(1);
  }
}

void main();
