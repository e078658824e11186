import { describe, expect, it } from 'vitest';
import { cleanText, findUnstorableText } from './text';

describe('unstorable text', () => {
  it('finds NUL and other C0 controls in nested strings and keys, with their path', () => {
    expect(findUnstorableText({ a: [{ b: 'x\u0000y' }] })).toBe('a.0.b');
    expect(findUnstorableText({ ['k\u0001']: 1 })).toBe('k\u0001');
    expect(findUnstorableText('\u007f')).toBe('');
  });

  it('allows tab, line breaks and ordinary Unicode', () => {
    expect(findUnstorableText({ text: 'line 1\r\nline\t2 钢 ≥ 235 MPa', n: 1, b: null })).toBeNull();
  });

  it('walks very deep nesting without exhausting the stack', () => {
    let deep: unknown = 'ok\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });

  it('gives the field schema the same rule', () => {
    expect(cleanText().safeParse('a\u0000').success).toBe(false);
    expect(cleanText().safeParse('a\tb').success).toBe(true);
  });
});
