import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSsoToken, isDesktopClient, runSsoGuard } from './sso';

const call = vi.hoisted(() => vi.fn());
vi.mock('../providers/http', () => ({ call }));

const navigate = vi.fn();
const location = { reload: vi.fn(), assign: vi.fn() };

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, ...location });
  call.mockReset();
  navigate.mockReset();
  location.reload.mockReset();
  location.assign.mockReset();
  Cookies.remove('token', { path: '/' });
  Cookies.remove('userName', { path: '/' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the single-sign-on guard (spec §4)', () => {
  it('acts only on an `ssotoken` in the address', async () => {
    expect(hasSsoToken('?ssotoken=abc&x=1')).toBe(true);
    expect(hasSsoToken('?x=1')).toBe(false);
    await runSsoGuard('/my', '?x=1', navigate);
    expect(call).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with a token cookie, drops the ssotoken for a refresh timestamp', async () => {
    Cookies.set('token', 'existing');
    vi.spyOn(Date, 'now').mockReturnValue(1_795_000_000_000);
    await runSsoGuard('/my/info', '?ssotoken=abc&tab=1', navigate);
    expect(call).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith({ pathname: '/my/info', search: '?tab=1&t=1795000000000' }, { replace: true });
  });

  it('without one, exchanges the token, stores the session for a day and refreshes the page', async () => {
    call.mockResolvedValue({ token: 'T'.repeat(43), expiresIn: 86400, userName: 'demo-company', redirect: null });
    await runSsoGuard('/my', '?ssotoken=abc', navigate);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/loginCustom/verifySSOToken' }), { jwtStr: 'abc' });
    expect(Cookies.get('token')).toBe('T'.repeat(43));
    expect(Cookies.get('userName')).toBe('demo-company');
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('follows the address the server names', async () => {
    call.mockResolvedValue({ token: 'T'.repeat(43), expiresIn: 86400, userName: 'demo-company', redirect: '/my/info' });
    await runSsoGuard('/', '?ssotoken=abc', navigate);
    expect(location.assign).toHaveBeenCalledWith('/my/info');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('goes to the login page when no session comes back', async () => {
    call.mockRejectedValue(new Error('The single sign-on link is invalid or has expired. Please log in'));
    await runSsoGuard('/my', '?ssotoken=forged', navigate);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('recognises the embedded desktop client, where the guard does nothing', async () => {
    expect(isDesktopClient('Mozilla/5.0 atsteel-desktop/2.1 Chrome/120')).toBe(true);
    expect(isDesktopClient('Mozilla/5.0 (Windows NT 10.0) Electron/28.1.0')).toBe(true);
    expect(isDesktopClient('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('atsteel-desktop/2.1');
    await runSsoGuard('/my', '?ssotoken=abc', navigate);
    expect(call).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
