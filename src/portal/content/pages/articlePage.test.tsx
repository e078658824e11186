import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18next from 'i18next';
import enContent from '../../../../locales/en/content.json';
import { initTestI18n } from '../../../test/i18n';
import type { ArticleDetail } from '../endpoints';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../../providers/http', () => http);

const { default: ArticleDetailPage } = await import('./ArticleDetailPage');
const { default: NewsListPage } = await import('./NewsListPage');

const article = (overrides: Partial<ArticleDetail> = {}): ArticleDetail => ({
  id: 12,
  kind: 'news',
  slug: null,
  title: 'Welding data added',
  summary: '',
  coverFileId: null,
  tags: ['data'],
  linkUrl: null,
  catalogueId: null,
  publishAt: '2026-11-20T08:00:00.000Z',
  views: 3,
  shownLanguage: 'en',
  body: '<p>The welding consumables are searchable.</p>',
  previous: { id: 11, title: 'Library opened' },
  next: null,
  ...overrides,
});

const renderAt = async (path: string) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/other/journalismDetail" element={<ArticleDetailPage />} />
        <Route path="/other/journalismList" element={<NewsListPage />} />
        <Route path="/help/:id" element={<ArticleDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => undefined);
};

describe('an article page', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'content', enContent);
  });
  beforeEach(() => {
    http.call.mockReset();
  });
  afterEach(cleanup);

  it('shows the article with its body, tags and its neighbour, in the page language without a notice', async () => {
    http.call.mockResolvedValue(article());
    await renderAt('/other/journalismDetail?id=12');
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/other/article/detail' }), { id: 12 }, expect.anything());
    expect(screen.getByRole('heading', { name: 'Welding data added' })).toBeTruthy();
    expect(screen.getByText('The welding consumables are searchable.')).toBeTruthy();
    expect(screen.getByText('Previous: Library opened').getAttribute('href')).toBe('/other/journalismDetail?id=11');
    expect(screen.queryByTestId('content-language-notice')).toBeNull();
  });

  it('says when the article is only available in the other language', async () => {
    http.call.mockResolvedValue(article({ title: '焊材数据上线', shownLanguage: 'zh' }));
    await renderAt('/other/journalismDetail?id=12');
    expect(screen.getByTestId('content-language-notice').textContent).toContain('This article is only available in Chinese.');
  });

  it('shows a clear not-found state for an unknown or unpublished id, and for no id at all', async () => {
    http.call.mockRejectedValue(new Error('404'));
    await renderAt('/other/journalismDetail?id=999');
    expect(screen.getByTestId('content-not-found').textContent).toContain('does not exist or is no longer published');
    cleanup();
    http.call.mockReset();
    await renderAt('/other/journalismDetail?id=abc');
    expect(screen.getByTestId('content-not-found')).toBeTruthy();
    expect(http.call).not.toHaveBeenCalled();
  });

  it("places a help article in its catalogues", async () => {
    http.call.mockImplementation((endpoint: { path: string }) =>
      Promise.resolve(
        endpoint.path === '/atsteel/other/catalogue/tree'
          ? [{ id: 1, parentId: null, nameZh: '账户', nameEn: 'Accounts', sort: 0, children: [{ id: 2, parentId: 1, nameZh: '登录', nameEn: '', sort: 0, children: [] }] }]
          : article({ kind: 'help', catalogueId: 2, previous: null }),
      ),
    );
    await renderAt('/help/12');
    await act(async () => undefined);
    const trail = [...screen.getByTestId('content-trail').querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(trail).toEqual([
      ['Help centre', '/help'],
      ['Accounts', '/help/helpList?catalogueId=1'],
      ['登录', '/help/helpList?catalogueId=2'],
    ]);
  });
});

describe('the news list', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'content', enContent);
  });
  beforeEach(() => {
    http.call.mockReset();
  });
  afterEach(cleanup);

  it('says plainly that no news is published yet', async () => {
    http.call.mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    await renderAt('/other/journalismList');
    expect(screen.getByTestId('content-empty').textContent).toContain('No news has been published yet');
  });

  it('filters by a tag from a card', async () => {
    http.call.mockResolvedValue({ list: [article()], total: 1, pageNum: 1, pageSize: 10 });
    await renderAt('/other/journalismList');
    act(() => screen.getByLabelText('Show articles tagged data').click());
    await act(async () => undefined);
    expect(http.call).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/atsteel/other/article/page' }), expect.objectContaining({ kind: 'news', tag: 'data', pageNum: 1 }), expect.anything());
    expect(screen.getByTestId('content-tag-filter').textContent).toContain('Tag: data');
  });
});
