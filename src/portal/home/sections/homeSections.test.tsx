import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { matchPath } from 'react-router';
import enHome from '../../../../locales/en/home.json';
import { initTestI18n } from '../../../test/i18n';
import { PORTAL_ROUTES } from '../../../app/routes';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../providers/http', () => http);

const { default: HomeSections } = await import('./HomeSections');
const { SERVICES } = await import('./ServicesSection');

type Answers = Record<string, unknown>;
const NONE: Answers = {
  '/atsteel/homePage/listLoactionConfig': ['banner', 'news', 'hotGrades', 'library', 'services'].map((code) => ({ code, enabled: true })),
  '/atsteel/homePage/getNews': [],
  '/atsteel/homePage/getTechnologyLibrary': [],
  '/atsteel/homePage/getHotData': { grades: [], keywords: [] },
  '/atsteel/other/cover/list': [],
};
const answer = (answers: Answers) => http.call.mockImplementation((endpoint: { path: string }) => Promise.resolve({ ...NONE, ...answers }[endpoint.path]));

const news = (id: number, title: string) => ({
  id,
  kind: 'news',
  title,
  summary: 'What changed',
  coverFileId: null,
  tags: [],
  linkUrl: null,
  catalogueId: null,
  publishAt: '2026-11-20T08:00:00.000Z',
  views: 0,
  shownLanguage: 'en',
});

const renderHome = async () => {
  const view = render(
    <MemoryRouter>
      <HomeSections />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return view;
};
const shownSections = (container: HTMLElement) => [...container.querySelectorAll('[data-testid^="home-"]')].map((node) => node.getAttribute('data-testid'));

describe("the home page's sections", () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'home', enHome);
  });
  beforeEach(() => {
    http.call.mockReset();
  });
  afterEach(cleanup);

  it('hide while they have nothing to show: no news, no banner, no library item, no hot data', async () => {
    answer({});
    const { container } = await renderHome();
    expect(shownSections(container)).toEqual(['home-services']);
  });

  it('show the latest news, each linking to its article, and the whole list', async () => {
    answer({ '/atsteel/homePage/getNews': [news(5, 'Welding data added'), news(4, 'Library opened')] });
    await renderHome();
    expect(screen.getByText('Latest news')).toBeTruthy();
    expect(screen.getByText('Welding data added').getAttribute('href')).toBe('/other/journalismDetail?id=5');
    expect(screen.getByTestId('home-news').querySelector('a[href="/other/journalismList"]')).toBeTruthy();
  });

  it('follow the configured order and leave out the switched-off ones', async () => {
    answer({
      '/atsteel/homePage/listLoactionConfig': [
        { code: 'services', enabled: true },
        { code: 'news', enabled: true },
        { code: 'banner', enabled: true },
        { code: 'library', enabled: false },
        { code: 'hotGrades', enabled: true },
      ],
      '/atsteel/homePage/getNews': [news(5, 'Welding data added')],
      '/atsteel/homePage/getTechnologyLibrary': [{ id: 1, kind: 'book', title: 'Steel handbook', authors: '', coverId: null }],
      '/atsteel/homePage/getHotData': { grades: [], keywords: [{ keyword: 'Q235', count: 3 }] },
    });
    const { container } = await renderHome();
    expect(shownSections(container)).toEqual(['home-services', 'home-news', 'home-hotGrades']);
    expect(screen.getByText('Q235').getAttribute('href')).toBe('/material/materialHome?q=Q235');
  });

  it('show every service as a card leading to its page, a page the site has', async () => {
    answer({});
    await renderHome();
    const links = [...screen.getByTestId('home-services').querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(SERVICES.map(([, path]) => path));
    expect(links).toHaveLength(8);
    for (const path of links) {
      expect(path === '/my' || PORTAL_ROUTES.some((route) => matchPath({ path: route.path, end: true }, path!)), path!).toBe(true);
    }
  });

  it('turn the banners, each leading where its administrator set', async () => {
    answer({
      '/atsteel/other/cover/list': [
        { ...news(8, 'Match grades across standards'), kind: 'banner', coverFileId: '00000000-0000-4000-8000-000000000001', linkUrl: '/mind/mindIndex' },
        { ...news(9, 'Order tests'), kind: 'banner', coverFileId: '00000000-0000-4000-8000-000000000002', linkUrl: '/cloud/cloudHomepage' },
      ],
    });
    await renderHome();
    const banner = screen.getByTestId('home-banner');
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('/mind/mindIndex');
    act(() => screen.getByLabelText('Show banner 2 of 2').click());
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('/cloud/cloudHomepage');
    expect(screen.getByText('Order tests')).toBeTruthy();
  });
});
