import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo';

/**
 * Crash and outage (issue 11): the real server process under a write load is killed with -9 and started again
 * (the embedded PostgreSQL it leaves behind must not block the start), and has every database connection
 * terminated under it. Every acknowledged write must be there afterwards, no answer may be a 500, and the server
 * must serve again by itself. Loopback only; every loop is bounded. CRASH_CYCLES sets the kill cycles.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 5);
const ADDRESS = { consignee: '李明', telephone: '13912345678', location: ['11', '1101', '110101'] };
const PER_USER = 19;

let dataDir: string;
let staticDir: string;
let port: number;
let server: ChildProcess | undefined;
/** One session per demo user for the whole file: sessions live in the database, so they outlast restarts. */
const tokens: string[] = [];
const base = () => `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start() {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ATSTEEL_DATA_DIR: dataDir, ATSTEEL_STATIC_DIR: staticDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ATSTEEL_CAPTCHA: 'off', ATSTEEL_DEMO: '1' },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} while starting`);
    const ready = await fetch(`${base()}/health/ready`).then((response) => response.ok).catch(() => false);
    if (ready) return;
    await sleep(250);
  }
  throw new Error('the server did not become ready');
}

async function killHard() {
  const child = server!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function call(endpointPath: string, method: 'GET' | 'POST', token: string, body?: unknown) {
  const response = await fetch(`${base()}${endpointPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
}

async function login(userName: string) {
  const response = await fetch(`${base()}${API.loginCustom.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: userName, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } | null; msg: string };
  if (!body.data) throw new Error(`login of ${userName} failed: ${response.status} ${body.msg}`);
  return body.data.token;
}

/** Saves addresses round-robin over the demo users until `count` are acknowledged or `stop` says so. */
async function writeLoad(tokens: string[], count: number, stop: () => boolean, statuses: number[]) {
  const acknowledged: Array<{ token: string; id: number }> = [];
  let attempt = 0;
  while (acknowledged.length < count && !stop() && attempt < count * 4) {
    const token = tokens[attempt % tokens.length];
    attempt += 1;
    try {
      const answer = await call(API.userAddress.saveAddress.path, 'POST', token, { ...ADDRESS, detail: `crash ${attempt}` });
      statuses.push(answer.status);
      if (answer.status === 200) acknowledged.push({ token, id: (answer.body.data as { id: number }).id });
    } catch {
      statuses.push(0); // the connection broke: not acknowledged
    }
  }
  return acknowledged;
}

async function presentIds(token: string) {
  const answer = await call(`${API.userAddress.getAddress.path}?pageSize=100`, 'GET', token);
  return new Set(((answer.body.data as { list: Array<{ id: number }> }).list ?? []).map((row) => row.id));
}

async function clearAddresses(tokens: string[]) {
  for (const token of tokens) for (const id of await presentIds(token)) await call(API.userAddress.deleteAddress.path, 'POST', token, { id });
}

async function databaseClient() {
  const password = (await readFile(path.join(dataDir, '.pg-password'), 'utf8')).trim();
  const pgPort = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3];
  const client = new pg.Client({ host: '127.0.0.1', port: Number(pgPort), user: 'postgres', password, database: 'atsteel' });
  await client.connect();
  return client;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'atsteel-crash-'));
  // The embedded PostgreSQL runs as its own user when started by root: it must reach the folder.
  await chmod(dataDir, 0o755);
  staticDir = await mkdtemp(path.join(tmpdir(), 'atsteel-crash-static-'));
  port = await getPort();
  await start();
  for (const account of DEMO_ACCOUNTS) tokens.push(await login(account.userName));
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
  await rm(dataDir, { recursive: true, force: true });
  await rm(staticDir, { recursive: true, force: true });
}, 60_000);

describe('crash and outage', () => {
  it(`keeps every acknowledged write over ${CYCLES} kill -9 cycles and starts again despite the orphaned database`, { timeout: 600_000 }, async () => {
    let written = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await clearAddresses(tokens);
      let killed = false;
      const statuses: number[] = [];
      const load = writeLoad(tokens, tokens.length * PER_USER, () => killed, statuses);
      // Kill mid-load: once some writes are acknowledged.
      for (let waited = 0; waited < 30_000 && statuses.filter((status) => status === 200).length < 20; waited += 20) await sleep(20);
      await killHard();
      killed = true;
      const acknowledged = await load;
      expect(statuses).not.toContain(500);

      await start();
      let lost = 0;
      for (const token of tokens) {
        const present = await presentIds(token);
        lost += acknowledged.filter((write) => write.token === token && !present.has(write.id)).length;
      }
      expect(lost).toBe(0);
      written += acknowledged.length;
    }
    console.log(`crash test: ${CYCLES} cycles, ${written} acknowledged writes, 0 lost`);
  });

  it('answers 503 or succeeds while its database connections are terminated, and serves again by itself', { timeout: 300_000 }, async () => {
    await clearAddresses(tokens);
    const admin = await databaseClient();
    const statuses: number[] = [];
    let done = false;
    const load = writeLoad(tokens, tokens.length * PER_USER, () => done, statuses);
    try {
      for (let round = 0; round < 5; round++) {
        await sleep(150);
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = 'atsteel' and pid <> pg_backend_pid()");
      }
    } finally {
      done = true;
      await admin.end();
    }
    const acknowledged = await load;
    expect(server!.exitCode).toBeNull();
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);

    const after = await call(API.userAddress.getAddress.path, 'GET', tokens[0]);
    expect(after.status).toBe(200);
    expect((await fetch(`${base()}/health/ready`)).status).toBe(200);
    let lost = 0;
    for (const token of tokens) {
      const present = await presentIds(token);
      lost += acknowledged.filter((write) => write.token === token && !present.has(write.id)).length;
    }
    expect(lost).toBe(0);
    console.log(`outage test: ${acknowledged.length} acknowledged writes, ${statuses.filter((status) => status === 503).length} answered 503, 0 lost`);
  });
});
