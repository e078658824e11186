import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../tests/support/app';
import { uniqueMobile } from '../../tests/support/outbox';
import { outbox } from '../../server/db/schema';
import { codeIn, formatOutbox, headline, nothingText } from './format';
import { locateOutbox, type LocateDeps } from './locate';
import { parseOutboxArgs } from './options';
import { readOutbox, type OutboxEntry } from './read';

describe('npm run outbox: arguments', () => {
  it('defaults to the 10 latest messages to anyone', () => {
    expect(parseOutboxArgs([])).toEqual({ ok: true, options: { limit: 10, to: undefined } });
  });

  it('reads --limit and --to, separate or with =', () => {
    expect(parseOutboxArgs(['--limit', '3', '--to', '13800000002'])).toEqual({ ok: true, options: { limit: 3, to: '13800000002' } });
    expect(parseOutboxArgs(['--limit=25', '--to=a@example.com'])).toEqual({ ok: true, options: { limit: 25, to: 'a@example.com' } });
  });

  it.each([['--limit', '0'], ['--limit', '1001'], ['--limit', '2.5'], ['--limit', 'ten'], ['--limit'], ['--to'], ['--from', 'x'], ['13800000002']])(
    'refuses %s %s with the usage',
    (...argv) => {
      const parsed = parseOutboxArgs(argv);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.help).toBe(false);
        expect(parsed.message).toContain('Usage: npm run outbox');
      }
    },
  );

  it('answers --help with the usage, not as an error', () => {
    expect(parseOutboxArgs(['--help'])).toMatchObject({ ok: false, help: true });
  });
});

const at = (iso: string) => new Date(iso);
const sms = (id: number, body: string, recipient = '13800000002'): OutboxEntry => ({ id, channel: 'sms', recipient, subject: null, body, createdAt: at('2026-11-27T08:30:12Z') });

describe('npm run outbox: formatting', () => {
  it('finds the code of the SMS and e-mail texts in both languages, and no code in a phone number or a longer number', () => {
    expect(codeIn('[atsteel] Your verification code is 482913, valid for 5 minutes.')).toBe('482913');
    expect(codeIn('【atsteel】您的验证码为482913，5分钟内有效')).toBe('482913');
    expect(codeIn('Call 13800000002 about order AT20261127083012123456')).toBeUndefined();
  });

  it('prints one aligned row per message: time, channel, recipient, code, then the subject or the text on one line', () => {
    const table = formatOutbox(
      [
        sms(1, '[atsteel] Your verification code is 482913,\nvalid for 5 minutes.'),
        { id: 2, channel: 'email', recipient: 'buyer@example.com', subject: 'atsteel verification code', body: 'Your atsteel email verification code is 007311.', createdAt: at('2026-11-27T08:31:00Z') },
        sms(3, 'Your atsteel account was opened; password Xk3-pq9a', '13900001234'),
      ],
      { timeZone: 'Asia/Shanghai' },
    );
    expect(table.split('\n')).toEqual([
      'time                 channel  recipient          code    subject / text',
      '2026-11-27 16:30:12  sms      13800000002        482913  [atsteel] Your verification code is 482913, valid for 5 minutes.',
      '2026-11-27 16:31:00  email    buyer@example.com  007311  atsteel verification code: Your atsteel email verification code is 007311.',
      '2026-11-27 16:30:12  sms      13900001234        -       Your atsteel account was opened; password Xk3-pq9a',
    ]);
  });

  it('cuts a long text to one line of at most 90 characters', () => {
    const [, row] = formatOutbox([sms(1, 'x'.repeat(300))], { timeZone: 'UTC' }).split('\n');
    expect(row).toMatch(/x{89}…$/);
  });

  it('says how many messages it shows, and what an empty answer means', () => {
    expect(headline(10, { limit: 10, to: undefined }, 'the embedded database in data/pg')).toBe('The 10 latest outbox messages in the embedded database in data/pg (newest last):');
    expect(headline(3, { limit: 10, to: '13800000002' }, 'db')).toBe('All 3 outbox messages to 13800000002 in db (newest last):');
    expect(headline(1, { limit: 10, to: undefined }, 'db')).toBe('The latest outbox message in db:');
    expect(formatOutbox([])).toBe('');
    expect(nothingText(undefined)).toMatch(/empty/);
    expect(nothingText('13800000002')).toContain('No message to 13800000002');
  });
});

describe('npm run outbox: finding the running server', () => {
  const dataDir = path.resolve('/srv/app', 'data');
  const files = (entries: Record<string, string>, alive = true): LocateDeps => ({
    env: {},
    cwd: '/srv/app',
    readText: (file) => entries[file],
    isAlive: () => alive,
  });
  const pidFile = (port: number) => `4242\n${dataDir}/pg\n1764232212\n${port}\n/tmp\n127.0.0.1\n  5432001  1\nready\n`;

  it('connects to the embedded PostgreSQL of ./data on the port in postmaster.pid with the password kept beside it', () => {
    const located = locateOutbox(files({ [`${dataDir}/pg/postmaster.pid`]: pidFile(41234), [`${dataDir}/.pg-password`]: 's3cret/+\n' }));
    expect(located).toEqual({ ok: true, url: 'postgresql://postgres:s3cret%2F%2B@127.0.0.1:41234/atsteel', where: `the embedded database in ${dataDir}/pg` });
  });

  it('uses ATSTEEL_DATA_DIR as the server does, and DATABASE_URL before anything', () => {
    const other = { ...files({ '/var/atsteel/pg/postmaster.pid': pidFile(5555), '/var/atsteel/.pg-password': 'p' }), env: { ATSTEEL_DATA_DIR: '/var/atsteel' } };
    expect(locateOutbox(other)).toMatchObject({ ok: true, url: 'postgresql://postgres:p@127.0.0.1:5555/atsteel' });
    const external = { ...files({}), env: { DATABASE_URL: 'postgresql://u:p@db:5432/atsteel' } };
    expect(locateOutbox(external)).toEqual({ ok: true, url: 'postgresql://u:p@db:5432/atsteel', where: 'the database of DATABASE_URL' });
  });

  it('says plainly that no server runs: no database yet, a stopped one, or a stale pid file', () => {
    const none = locateOutbox(files({}));
    expect(none).toMatchObject({ ok: false });
    expect(!none.ok && none.message).toMatch(/No running atsteel server found: there is no embedded database in .*data\/pg yet\.\nStart it with `npm start`/);
    const stopped = locateOutbox(files({ [`${dataDir}/pg/PG_VERSION`]: '18\n' }));
    expect(!stopped.ok && stopped.message).toContain('is stopped');
    const stale = locateOutbox(files({ [`${dataDir}/pg/postmaster.pid`]: pidFile(41234), [`${dataDir}/.pg-password`]: 'p' }, false));
    expect(!stale.ok && stale.message).toContain('not running');
  });
});

describe('npm run outbox: reading the table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('returns the latest messages oldest first, filtered by recipient, with the code the server sent', async () => {
    const mobile = uniqueMobile();
    const sent = await t.call(API.gateway.sendMobile, { mobile, type: 'register' }, { ip: uniqueIp(), lang: 'en' });
    expect(sent.status, sent.body.msg).toBe(200);
    await t.db.insert(outbox).values([
      { channel: 'email', recipient: 'someone-else@example.com', subject: 'other', body: 'code 111111' },
      { channel: 'sms', recipient: mobile, body: 'a later notice without a code' },
    ]);

    const mine = await readOutbox(t.db, { limit: 10, to: mobile });
    expect(mine.map((entry) => entry.body)).toEqual([expect.stringMatching(/verification code is \d{6}/), 'a later notice without a code']);
    expect(mine.every((entry) => entry.recipient === mobile && entry.createdAt instanceof Date)).toBe(true);
    expect(codeIn(mine[0]!.body)).toMatch(/^\d{6}$/);

    const latestTwo = await readOutbox(t.db, { limit: 2, to: undefined });
    expect(latestTwo.map((entry) => entry.recipient)).toEqual(['someone-else@example.com', mobile]);
    expect(await readOutbox(t.db, { limit: 10, to: 'nobody@example.com' })).toEqual([]);
  });
});
