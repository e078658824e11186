import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enCommunity from '../../../locales/en/community.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** My suggestions: the list with state tags and the reply under it; the form sends type, content and contact. */
const TIME = '2026-01-01T04:00:00.000Z';
const page = {
  list: [
    { id: 2, type: 'bug', content: '导出失败', contact: '', attachmentIds: [], state: 'replied', reply: '已修复', replyTime: TIME, createTime: TIME },
    { id: 1, type: 'function', content: 'More grades', contact: '', attachmentIds: [], state: 'noReply', reply: null, replyTime: null, createTime: TIME },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 10,
};
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    return endpoint.path.endsWith('/page') ? page : { ...page.list[1], id: 3 };
  }),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));

describe('my suggestions', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'community', enCommunity);
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it('shows states and replies, and sends a new suggestion after checking its content', async () => {
    const { route, pages } = consoleResource('suggestion');
    mountConsolePage(route, route, pages.list);
    await shown('suggestion-2');
    expect(screen.getByTestId('suggestion-2').textContent).toContain('Replied');
    expect(screen.getByTestId('suggestion-reply-2').textContent).toContain('已修复');
    expect(screen.queryByTestId('suggestion-delete-2')).toBeNull();
    expect(screen.getByTestId('suggestion-delete-1')).toBeTruthy();

    fireEvent.click(screen.getByTestId('suggestion-new'));
    fireEvent.click(await screen.findByTestId('suggestion-send'));
    await waitFor(() => expect(screen.getByText('Please describe your suggestion')).toBeTruthy());
    fireEvent.change(screen.getByTestId('suggestion-content'), { target: { value: 'Please add a dark theme' } });
    fireEvent.change(screen.getByTestId('suggestion-contact'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByTestId('suggestion-send'));
    await waitFor(() => expect(calls.some((call) => call.path === '/atsteel/myData/suggestion/save')).toBe(true));
    expect(calls.find((call) => call.path === '/atsteel/myData/suggestion/save')?.input).toEqual({
      type: 'function',
      content: 'Please add a dark theme',
      contact: 'me@example.com',
      attachmentIds: [],
    });
  }, 20_000);
});
