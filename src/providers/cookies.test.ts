import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieOptions } from './cookies';

describe('cookie options', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks cookies Secure on a page served over HTTPS', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(cookieOptions(1)).toMatchObject({ secure: true, sameSite: 'lax', path: '/' });
  });

  it('leaves them plain on local or intranet HTTP, where a Secure cookie would never be sent', () => {
    vi.stubGlobal('location', { protocol: 'http:' });
    expect(cookieOptions(1).secure).toBe(false);
  });
});
