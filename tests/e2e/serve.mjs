// Starts the real server (built dist/ + API + embedded PostgreSQL) for the end-to-end tests or the bench,
// on a fresh temporary data folder that is removed again when the server stops.
//   node tests/e2e/serve.mjs            PORT defaults to 8181
// Playwright's webServer runs this; it stops it with SIGTERM (or SIGINT on Ctrl-C).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = process.env.PORT ?? '8181';
const dataDir = mkdtempSync(path.join(tmpdir(), 'atsteel-e2e-'));
// mkdtemp makes the folder 0700; as root the embedded PostgreSQL runs as the `postgres` user, which must enter it.
chmodSync(dataDir, 0o755);
// Where the tests find this server's database (they read the SMS and e-mail outbox there; see outbox.ts).
const infoFile = path.join(tmpdir(), `atsteel-e2e-${port}.json`);
writeFileSync(infoFile, JSON.stringify({ dataDir }));
let removed = false;
const removeDataDir = () => {
  if (removed) return;
  removed = true;
  try {
    rmSync(infoFile, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`Could not remove ${dataDir}: ${error}`);
  }
};

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    ATSTEEL_DATA_DIR: dataDir,
    ATSTEEL_CAPTCHA: 'off',
    ATSTEEL_TEST_CLOCK: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  // The server stops its embedded PostgreSQL on SIGTERM/SIGINT; give it time before forcing.
  if (server.exitCode === null) server.kill(signal);
  setTimeout(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  }, 10_000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
