import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckLoginResult } from '@contract/endpoints/loginCustom';
import { session } from './session';

const profile: CheckLoginResult = {
  token: 'tok',
  permission: ['address:manage', 'console:access'],
  roles: ['individual'],
  userInfo: { userId: 3, userName: 'demo-individual', userType: 'individual' },
  extendUserInfo: { companyName: null, isStandardSystem: false, isCompanyUser: false },
  listSysMenuUser: [{ key: 'home', path: '/my', icon: null, parentKey: null, sort: 0 }],
};

describe('session store (spec §3)', () => {
  afterEach(() => {
    vi.useRealTimers();
    session.signOut();
  });

  it('keeps token, user name and the permission list as a JSON array in cookies', () => {
    session.applyCheck(profile);
    expect(Cookies.get('token')).toBe('tok');
    expect(Cookies.get('userName')).toBe('demo-individual');
    expect(JSON.parse(Cookies.get('permission')!)).toEqual(profile.permission);
    session.reload();
    expect(session.get().permissions).toEqual(profile.permission);
  });

  it('keeps the menu list for one day', () => {
    vi.useFakeTimers();
    session.applyCheck(profile);
    session.reload();
    expect(session.get().menu).toEqual(profile.listSysMenuUser);
    vi.advanceTimersByTime(86_400_001);
    Cookies.set('token', 'tok'); // the token cookie expires with the same clock
    session.reload();
    expect(session.get().menu).toBeUndefined();
  });

  it('an empty token clears the token and user name cookies', () => {
    session.applyCheck(profile);
    Cookies.set('token', '');
    session.reload();
    expect(Cookies.get('userName')).toBeUndefined();
    expect(session.isSignedIn()).toBe(false);
  });

  it('signing out forgets everything', () => {
    session.applyCheck(profile);
    session.signOut();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('permission')).toBeUndefined();
    expect(localStorage.getItem('menuList')).toBeNull();
  });
});
