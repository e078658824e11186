import { createHash, randomInt } from 'node:crypto';
import { ACCOUNT_LIMITS, MSG, type CodePurpose, type MessageKey } from '@contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, tooManyRequests } from '../../http/errors';
import type { DbOrTx } from './db';
import * as repo from './repository/codes';

/**
 * SMS and e-mail verification codes: 6 digits, 5 minutes, one use, void after 5 wrong entries; only the
 * latest code of a number (or address) and purpose counts. Sending is limited per number (1 a minute,
 * 5 an hour, 10 a day) and per client address, counted from the rows themselves so every server process
 * sees the same counts.
 */
type Channel = 'sms' | 'email';

export interface CodeTarget {
  channel: Channel;
  /** The mobile number or e-mail address the code goes to. */
  target: string;
  purpose: CodePurpose;
  /** For codes a signed-in user asked for: only that user may use them. */
  userId?: number;
}

const L = ACCOUNT_LIMITS;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const hashCode = ({ channel, target, purpose }: CodeTarget, code: string) =>
  createHash('sha256').update(`${channel}:${purpose}:${target}:${code}`).digest('hex');

const newCode = () => String(randomInt(0, 10 ** L.smsCodeLength)).padStart(L.smsCodeLength, '0');

const limited = (key: MessageKey, params: Record<string, number>) => new AppError(429, key, -1, params);

/** Checks the send limits and stores a new code; returns the code for the caller to deliver. */
export async function issueCode(db: Db, now: Date, target: CodeTarget, clientIp: string) {
  return db.transaction(async (tx) => {
    // Serialise senders of one number (then of one client), so concurrent requests cannot both pass a limit.
    await repo.lockKey(tx, `code:${target.channel}:${target.target}`);
    await repo.lockKey(tx, `client:${clientIp}`);

    const since = (ms: number) => new Date(now.getTime() - ms);
    const windows = { minute: since(MINUTE), hour: since(HOUR), day: since(DAY) };
    const perTarget = await repo.sentTo(tx, target.channel, target.target, windows);
    if (perTarget.lastMinute >= L.smsPerNumberPerMinute) {
      const latest = new Date(perTarget.latest!).getTime();
      throw limited(MSG.smsTooFrequent, { seconds: Math.max(1, Math.ceil((latest + MINUTE - now.getTime()) / 1000)) });
    }
    if (perTarget.lastHour >= L.smsPerNumberPerHour) throw limited(MSG.smsHourLimit, { max: L.smsPerNumberPerHour });
    if (perTarget.lastDay >= L.smsPerNumberPerDay) throw limited(MSG.smsDayLimit, { max: L.smsPerNumberPerDay });

    const perClient = await repo.askedBy(tx, clientIp, windows);
    if (perClient.lastHour >= L.smsPerClientPerHour || perClient.lastDay >= L.smsPerClientPerDay) throw tooManyRequests();

    const code = newCode();
    const id = await repo.insertCode(tx, {
      channel: target.channel,
      target: target.target,
      purpose: target.purpose,
      userId: target.userId ?? null,
      codeHash: hashCode(target, code),
      clientIp,
      createdAt: now,
      expiresAt: new Date(now.getTime() + L.smsCodeTtlSeconds * 1000),
    });
    return { id, code, expiresIn: L.smsCodeTtlSeconds, resendIn: MINUTE / 1000 };
  });
}

/** Forgets a code that could not be delivered, so it neither works nor counts against the limits. */
export async function withdrawCode(db: Db, id: number) {
  await repo.deleteCode(db, id);
}

/**
 * Checks a code without using it up and returns its id. A wrong code counts (outside any transaction of
 * the caller, so the count survives the refusal); the fifth wrong entry voids it.
 */
export async function checkCode(db: Db, now: Date, target: CodeTarget, code: string): Promise<number> {
  const latest = await repo.latestCode(db, target.channel, target.target, target.purpose);
  const usable =
    latest &&
    latest.consumedAt === null &&
    latest.expiresAt > now &&
    (target.userId === undefined || latest.userId === target.userId);
  if (!usable) throw badRequest(MSG.verificationCodeWrong);
  if (latest.failedAttempts >= L.codeWrongTriesMax) throw badRequest(MSG.codeTooManyTries);
  if (latest.codeHash !== hashCode(target, code)) {
    const wrongEntries = await repo.countWrongEntry(db, latest.id);
    throw badRequest(wrongEntries >= L.codeWrongTriesMax ? MSG.codeTooManyTries : MSG.verificationCodeWrong);
  }
  return latest.id;
}

/** Uses up a checked code, inside the caller's transaction: of two concurrent uses only one succeeds. */
export async function consumeCode(db: DbOrTx, id: number, now: Date): Promise<void> {
  if (!(await repo.markConsumed(db, id, now))) throw badRequest(MSG.verificationCodeWrong);
}
