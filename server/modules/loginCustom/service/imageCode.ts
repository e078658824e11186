import { createHash, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { create } from 'svg-captcha';
import { ACCOUNT_LIMITS } from '@contract';
import type { Db } from '../../../db/client';
import { hashToken, newToken } from '../../../lib/token';
import { insertImageCode, takeImageCode } from '../repository/imageCodes';

/**
 * Image verification codes for the password login: four characters drawn as SVG paths with noise lines
 * (svg-captcha: the text is not in the markup), case-insensitive, one use, five minutes.
 */
const hashCode = (key: string, code: string) => createHash('sha256').update(`${key}:${code.toLowerCase()}`).digest('hex');

type Drawing = NonNullable<Parameters<typeof create>[0]>;
/** svg-captcha's main export draws a given text; its typings name only `create`, which draws with Math.random. */
const drawText = createRequire(import.meta.url)('svg-captcha') as (text: string, options: Drawing) => string;
/** Letters and digits that do not look alike in its font. */
const CHARACTERS = 'ABCDEFGHKMNPRTUVWXYabdefhkmnprtuwxy345678';
const DRAWING: Drawing = { noise: 3, color: true, background: '#f3f6fb', width: 120, height: 40, fontSize: 36 };

const randomText = (length: number) =>
  Array.from({ length }, () => CHARACTERS[randomInt(CHARACTERS.length)]).join('');

export async function createImageCode(db: Db, now: Date, text = randomText(4)): Promise<{ key: string; svg: string }> {
  const key = newToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_LIMITS.imageCodeTtlSeconds * 1000);
  await insertImageCode(db, { keyHash: hashToken(key), codeHash: hashCode(key, text), createdAt: now, expiresAt }, now);
  return { key, svg: drawText(text, DRAWING) };
}

/** Whether the code answers the image of this key; the image is used up either way. */
export async function useImageCode(db: Db, now: Date, key: string, code: string): Promise<boolean> {
  const row = await takeImageCode(db, hashToken(key));
  return row !== undefined && row.expiresAt > now && row.codeHash === hashCode(key, code.trim());
}
