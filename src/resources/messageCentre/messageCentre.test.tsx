import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enTestKits from '../../../locales/en/testKits.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The message centre over canned answers: the texts, the link to the order, marking read. */
const TIME = '2026-01-01T04:00:00.000Z';
const params = { orderNo: 'JC202611260001', projectName: 'Bridge girders', laboratoryName: 'East Lab', state: 'executing' };
const page = {
  list: [
    { id: 31, subject: 'testOrder', subjectId: 12, event: 'receive', params, read: false, createTime: TIME },
    { id: 30, subject: 'testOrder', subjectId: 12, event: 'pay', params, read: true, createTime: TIME },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 10,
  unread: 1,
};
const types = {
  types: [
    { type: 'order', total: 2, unread: 1 },
    { type: 'booking', total: 0, unread: 0 },
    { type: 'audit', total: 0, unread: 0 },
    { type: 'payment', total: 0, unread: 0 },
    { type: 'reply', total: 3, unread: 2 },
    { type: 'system', total: 0, unread: 0 },
  ],
  total: 5,
  unread: 3,
};
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('/types')) return types;
    return endpoint.path.endsWith('/read') || endpoint.path.endsWith('/delete') ? { unread: 0 } : page;
  }),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));

describe('message centre', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'testKits', enTestKits);
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it('writes each notification from its event, links to the order and marks read', async () => {
    const { route, pages } = consoleResource('messageCentre');
    mountConsolePage(route, route, pages.list);
    await shown('notice-text-31');
    expect(screen.getByTestId('notice-text-31').textContent).toBe('Order JC202611260001 (project Bridge girders): the laboratory received your samples and testing has begun');
    expect(screen.getByTestId('notice-open-31').getAttribute('href')).toBe('/my/checkList/show/12');
    expect(screen.queryByTestId('notice-read-30')).toBeNull();
    fireEvent.click(screen.getByTestId('notice-read-31'));
    await waitFor(() => expect(calls.some((call) => call.path === '/atsteel/myData/notification/read')).toBe(true));
    expect(calls.find((call) => call.path === '/atsteel/myData/notification/read')?.input).toEqual({ ids: [31] });
    fireEvent.click(screen.getByTestId('notice-read-all'));
    await waitFor(() => expect(calls.filter((call) => call.path === '/atsteel/myData/notification/read').length).toBe(2));
    expect(calls.filter((call) => call.path === '/atsteel/myData/notification/read')[1].input).toEqual({ ids: [] });
  }, 20_000);

  it('shows the types with their counts, filters by one, and deletes one or the selected after confirming', async () => {
    const { route, pages } = consoleResource('messageCentre');
    mountConsolePage(route, route, pages.list);
    await shown('notice-text-31');
    await waitFor(() => expect(screen.getByTestId('notice-tab-reply').textContent).toContain('(3)'));
    expect(screen.getByTestId('notice-tab-all').textContent).toContain('(5)');
    fireEvent.click(screen.getByTestId('notice-tab-reply'));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/page') && (call.input as { type?: string }).type === 'reply')).toBe(true));

    fireEvent.click(screen.getByTestId('notice-delete-30'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/atsteel/myData/notification/delete')?.input).toEqual({ ids: [30] }));

    fireEvent.click(screen.getByTestId('notice-select-31'));
    fireEvent.click(screen.getByTestId('notice-delete-selected'));
    const confirms = await screen.findAllByRole('button', { name: 'OK' });
    fireEvent.click(confirms[confirms.length - 1]);
    await waitFor(() => expect(calls.filter((call) => call.path === '/atsteel/myData/notification/delete').map((call) => call.input)).toContainEqual({ ids: [31] }));
  }, 20_000);
});
