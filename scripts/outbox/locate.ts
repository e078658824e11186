import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the outbox lives: a connection string, or why there is none to read. */
export type Located = { ok: true; url: string; where: string } | { ok: false; message: string };

export interface LocateDeps {
  env: NodeJS.ProcessEnv;
  cwd: string;
  readText: (file: string) => string | undefined;
  isAlive: (pid: number) => boolean;
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const systemLocateDeps = (): LocateDeps => ({ env: process.env, cwd: process.cwd(), readText, isAlive });

/**
 * Finds the database of the server `npm start` runs, the way that server chose it (server/config.ts): DATABASE_URL
 * when set, else the embedded PostgreSQL in <ATSTEEL_DATA_DIR or ./data>/pg. That one listens on a port picked at
 * each start, written as the fourth line of its postmaster.pid; its password was made once, in .pg-password
 * (server/db/embedded.ts). Never starts a database: reading codes of a server that is not running makes no sense.
 */
export function locateOutbox({ env, cwd, readText: read, isAlive: alive }: LocateDeps): Located {
  if (env.DATABASE_URL) return { ok: true, url: env.DATABASE_URL, where: 'the database of DATABASE_URL' };
  const dataDir = path.resolve(cwd, env.ATSTEEL_DATA_DIR ?? 'data');
  const pgDir = path.join(dataDir, 'pg');
  const notRunning = (why: string): Located => ({
    ok: false,
    message:
      `No running atsteel server found: ${why}.\n` +
      'Start it with `npm start` (in another terminal) and ask again; for a server on another data folder set ATSTEEL_DATA_DIR ' +
      '(or DATABASE_URL for an external PostgreSQL) as it was started with.',
  });
  const pidFile = read(path.join(pgDir, 'postmaster.pid'));
  if (pidFile === undefined) {
    const exists = read(path.join(pgDir, 'PG_VERSION')) !== undefined;
    return notRunning(exists ? `the embedded PostgreSQL in ${pgDir} is stopped` : `there is no embedded database in ${pgDir} yet`);
  }
  const lines = pidFile.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return notRunning(`the embedded PostgreSQL in ${pgDir} is not running (a stale postmaster.pid)`);
  if (!Number.isInteger(port) || port <= 0) return notRunning(`the embedded PostgreSQL in ${pgDir} is still starting`);
  const password = read(path.join(dataDir, '.pg-password'))?.trim();
  if (!password) return { ok: false, message: `The embedded PostgreSQL in ${pgDir} runs, but its password file ${path.join(dataDir, '.pg-password')} cannot be read (run as the user who started the server).` };
  return { ok: true, url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/atsteel`, where: `the embedded database in ${pgDir}` };
}
