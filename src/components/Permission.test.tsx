import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { session } from '../providers/session';
import { Permission } from './Permission';

const check = (permissions: string[]) =>
  session.applyCheck({
    token: 't',
    permission: permissions,
    roles: ['individual'],
    userInfo: { userId: 1, userName: 'u', userType: 'individual' },
    extendUserInfo: { companyName: null, isStandardSystem: false, isCompanyUser: false },
    listSysMenuUser: [],
  });

describe('Permission', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Cookies.set('token', 't');
    Cookies.remove('permission');
    session.reload();
  });
  afterEach(() => {
    vi.useRealTimers();
    session.signOut();
  });

  it('shows its children when the list holds the permission, and not otherwise', () => {
    check(['address:manage']);
    const { rerender } = render(<Permission need="address:manage">shown</Permission>);
    expect(screen.queryByText('shown')).not.toBeNull();
    rerender(<Permission need="company:manage">hidden</Permission>);
    expect(screen.queryByText('hidden')).toBeNull();
  });

  it('waits for a list that is still loading, up to 10 s', () => {
    render(<Permission need="address:manage">late</Permission>);
    expect(screen.queryByText('late')).toBeNull();
    act(() => check(['address:manage']));
    expect(screen.queryByText('late')).not.toBeNull();
  });

  it('stops waiting after 10 s', () => {
    render(<Permission need="address:manage">too late</Permission>);
    act(() => vi.advanceTimersByTime(10_001));
    act(() => check(['address:manage']));
    expect(screen.queryByText('too late')).toBeNull();
  });

  it('the immediate variant follows the current list without a timer', () => {
    render(
      <Permission need="address:manage" mode="immediate">
        now
      </Permission>,
    );
    expect(screen.queryByText('now')).toBeNull();
    act(() => vi.advanceTimersByTime(20_000));
    act(() => check(['address:manage']));
    expect(screen.queryByText('now')).not.toBeNull();
  });
});
