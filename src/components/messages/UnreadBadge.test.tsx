import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { initTestI18n } from '../../test/i18n';
import { session } from '../../providers/session';

/** The header's unread badge: nothing for visitors; the signed-in user's unread count, leading to the message centre. */
const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../providers/http', () => http);
const { UnreadBadge } = await import('./UnreadBadge');
const renderBadge = () => render(<MemoryRouter><UnreadBadge /></MemoryRouter>);

describe('the unread badge', () => {
  beforeAll(() => initTestI18n('en'));
  beforeEach(() => http.call.mockReset());
  afterEach(() => session.signOut());

  it('shows nothing and calls nothing for a visitor', async () => {
    renderBadge();
    await act(async () => undefined);
    expect(screen.queryByTestId('header-messages')).toBeNull();
    expect(http.call).not.toHaveBeenCalled();
  });

  it('shows the unread count once signed in and links to the message centre', async () => {
    http.call.mockResolvedValue({ types: [], total: 9, unread: 3 });
    session.signIn('token', 'demo');
    renderBadge();
    await act(async () => undefined);
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/myData/notification/types' }), {}, expect.anything());
    expect(screen.getByTestId('header-unread').textContent).toBe('3');
    expect(screen.getByTestId('header-messages').getAttribute('href')).toBe('/my/messageCentre');
    expect(screen.getByRole('link', { name: 'Messages 3 unread' })).toBe(screen.getByTestId('header-messages'));
    expect(screen.getByTestId('header-messages').hasAttribute('aria-label')).toBe(false);
  });
});
