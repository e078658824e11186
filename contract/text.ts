import { z } from 'zod';
import { MSG } from './messages';

/**
 * Control characters no form produces and PostgreSQL cannot store (NUL) or should not (the other C0 controls and
 * DEL). Tab, line feed and carriage return stay allowed: text areas send them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSTORABLE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A string field that refuses those characters with a clear message (the server also refuses them in any input). */
export const cleanText = () => z.string().refine((value) => !UNSTORABLE_CONTROL.test(value), MSG.controlCharacters);

/**
 * The path (`a.b.0`) of the first string or key holding an unstorable control character, or null. Walks
 * iteratively, so a deeply nested input cannot exhaust the stack.
 */
export function findUnstorableText(input: unknown): string | null {
  const pending: Array<[unknown, string]> = [[input, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE_CONTROL.test(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE_CONTROL.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}
