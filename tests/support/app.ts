import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { API, type Endpoint, type Envelope, type Language, type OutputOf } from '@contract';
import { buildApp } from '../../server/app';
import { connectDatabase, type Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { systemClock, type AppDeps } from '../../server/deps';
import { localDiskStorage } from '../../server/adapters/storage';
import { adminQuery, withDatabase } from './database';

export interface CallOptions {
  token?: string;
  lang?: Language;
  headers?: Record<string, string>;
  /** Client address (default 127.0.0.1); rate limits count per address. */
  ip?: string;
}

interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** This file's database, for code that opens connections of its own (the job queue). */
  databaseUrl: string;
  /** Calls an endpoint as the browser would: GET with a query string, POST with a JSON body. */
  call<E extends Endpoint>(endpoint: E, input?: unknown, options?: CallOptions): Promise<CallResult<OutputOf<E>>>;
  /** Logs a demo (or any) account in and returns its session token. */
  loginAs(userName: string, password?: string): Promise<string>;
  /** Closes the app and drops this file's database. */
  close(): Promise<void>;
}

const toQuery = (input: unknown) =>
  Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );

let lastIp = 0;
/** A client address no other call used, so one test does not spend the rate limit of another. */
export const uniqueIp = () => {
  lastIp += 1;
  return `198.51.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

export function authHeaders({ token, lang, headers }: CallOptions = {}): Record<string, string> {
  return {
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    ...(lang === undefined ? {} : { 'accept-language': lang }),
    ...headers,
  };
}

/** The app on a fresh copy of the seeded template database: one per test file (call it in beforeAll). */
export async function createTestApp(
  options: Partial<Pick<AppDeps, 'clock' | 'onRoute' | 'staticDir' | 'captcha' | 'imageCodeText' | 'sms' | 'email' | 'wechat' | 'sso' | 'publicUrl' | 'storage' | 'fileQuotas' | 'testClock' | 'payments' | 'linkSecret' | 'chainKey' | 'ai'>> = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `atsteel_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('pgTemplate')}`);
  const databaseUrl = withDatabase(adminUrl, name);
  const database = connectDatabase(databaseUrl, { max: 5 });
  // Uploaded files of this test file go to a folder of its own, removed with its database.
  const filesDir = await mkdtemp(path.join(tmpdir(), 'atsteel-files-'));
  const dropDatabase = async () => {
    await database.close();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await rm(filesDir, { recursive: true, force: true });
  };

  let app: FastifyInstance;
  try {
    app = await buildApp({
      db: database.db,
      ...options,
      clock: options.clock ?? systemClock,
      storage: options.storage ?? localDiskStorage(filesDir),
      logLevel: 'silent',
      // Tests log in with account and password only; the image code has its own tests (captcha: true).
      captcha: options.captcha ?? false,
    });
    await app.ready();
  } catch (error) {
    await dropDatabase();
    throw error;
  }

  const call: TestApp['call'] = async (endpoint, input, callOptions) => {
    const response = await app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: authHeaders(callOptions),
      remoteAddress: callOptions?.ip ?? '127.0.0.1',
      ...(endpoint.method === 'GET' ? { query: toQuery(input) } : input === undefined ? {} : { payload: input as object }),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  const loginAs: TestApp['loginAs'] = async (userName, password = DEMO_PASSWORD) => {
    const { status, body } = await call(API.loginCustom.login, { account: userName, password }, { ip: uniqueIp() });
    if (status !== 200) throw new Error(`login of ${userName} failed: ${status} ${body.msg}`);
    return body.data.token;
  };

  return {
    app,
    db: database.db,
    databaseUrl,
    call,
    loginAs,
    close: async () => {
      await app.close();
      await dropDatabase();
    },
  };
}
