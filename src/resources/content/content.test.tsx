import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enContentConsole from '../../../locales/en/contentConsole.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** Content management: the list's rows and actions; the form checks the title and sends both languages. */
const TIME = '2026-01-01T04:00:00.000Z';
const article = (id: number, state: 'draft' | 'published') => ({
  id,
  kind: 'news',
  slug: null,
  catalogueId: null,
  titleZh: id === 1 ? '平台上线' : '',
  titleEn: 'Launch',
  summaryZh: '',
  summaryEn: '',
  bodyZh: '',
  bodyEn: '',
  coverFileId: null,
  tags: [],
  linkUrl: null,
  sort: 0,
  state,
  publishAt: state === 'published' ? TIME : null,
  views: 3,
  authorName: null,
  createdAt: TIME,
  updatedAt: TIME,
});
const page = { list: [article(1, 'published'), article(2, 'draft')], total: 2, pageNum: 1, pageSize: 10 };
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('/content/page')) return page;
    if (endpoint.path.endsWith('/catalogue/tree')) return [];
    return { ...article(3, 'draft'), ...(input as object) };
  }),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));

describe('content management', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'contentConsole', enContentConsole);
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it('lists the kind with publish for drafts and unpublish / view on the site for published rows', async () => {
    const { route, pages } = consoleResource('contentManagement');
    mountConsolePage(route, route, pages.list);
    await shown('content-actions-1');
    expect(screen.getByText('平台上线')).toBeTruthy();
    expect(screen.getByTestId('content-unpublish-1')).toBeTruthy();
    expect(screen.getByTestId('content-actions-1').querySelector('a[href="/other/journalismDetail?id=1"]')).toBeTruthy();
    expect(screen.getByTestId('content-publish-2')).toBeTruthy();
    expect(screen.getByTestId('content-actions-2').querySelector('a[href^="/other/journalismDetail"]')).toBeNull();
    expect(calls.find((call) => call.path.endsWith('/content/page'))?.input).toMatchObject({ kind: 'news' });
  }, 20_000);

  it('asks for a title, then saves the article', async () => {
    const { route, pages } = consoleResource('contentManagement');
    mountConsolePage(`${route}/create?kind=news`, `${route}/create`, pages.create!);
    await shown('content-save');
    fireEvent.click(screen.getByTestId('content-save'));
    await waitFor(() => expect(screen.getByText('Enter a title in at least one language')).toBeTruthy());
    expect(calls.some((call) => call.path.endsWith('/content/save'))).toBe(false);
    fireEvent.change(screen.getByTestId('content-title-zh'), { target: { value: '新功能发布' } });
    fireEvent.click(screen.getByTestId('content-save'));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/content/save'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/content/save'))?.input).toMatchObject({ kind: 'news', titleZh: '新功能发布', titleEn: '', tags: [], coverFileId: null });
  }, 20_000);
});
