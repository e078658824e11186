import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The SMS and e-mail outbox of the server under test, read straight from its database (as whoever runs
 * the demo reads it): serve.mjs names its data folder in a small file, and the embedded PostgreSQL keeps its
 * password beside the cluster and its port in postmaster.pid. No product endpoint ever shows a code.
 */
function connection(): pg.ClientConfig {
  const port = process.env.E2E_PORT ?? '8181';
  const { dataDir } = JSON.parse(readFileSync(path.join(tmpdir(), `atsteel-e2e-${port}.json`), 'utf8')) as { dataDir: string };
  const pgPort = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim();
  return { host: '127.0.0.1', port: pgPort, user: 'postgres', password, database: 'atsteel' };
}

async function newestMessage(recipient: string): Promise<{ id: number; body: string } | undefined> {
  const client = new pg.Client(connection());
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; body: string }>(
      'select id, body from outbox where recipient = $1 order by id desc limit 1',
      [recipient],
    );
    return rows[0] ? { id: Number(rows[0].id), body: rows[0].body } : undefined;
  } finally {
    await client.end();
  }
}

/** Marks where the outbox of a recipient stands now, so a later read waits for a newer message. */
export async function outboxMark(recipient: string): Promise<number> {
  return (await newestMessage(recipient))?.id ?? 0;
}

/** The 6-digit code of the first message to `recipient` newer than `after`, waiting up to 10 s for it. */
export async function codeSentTo(recipient: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const message = await newestMessage(recipient);
    const code = message && message.id > after ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new code in the outbox for ${recipient}`);
}

/** The text of the first message to `recipient` newer than `after` that `pattern` matches (its first group), waiting up to 10 s. */
export async function textSentTo(recipient: string, pattern: RegExp, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const message = await newestMessage(recipient);
    const found = message && message.id > after ? pattern.exec(message.body)?.[1] : undefined;
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no matching message in the outbox for ${recipient}`);
}

let sequence = 0;
/** A mobile number no account of this run has: worker, time and a counter keep them apart. */
export const freshMobile = () => {
  sequence += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  return `191${worker}${String((Date.now() + sequence) % 10_000_000).padStart(7, '0')}`;
};
