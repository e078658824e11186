import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enHomeConsole from '../../../locales/en/homeConsole.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The home page's sections: moving one and hiding another sends the whole new arrangement, in order, once saved. */
const PATHS = { list: '/atsteel/homePage/listLoactionConfig', update: '/atsteel/homePage/updateLoactionConfig' };
const stored = [
  { code: 'banner', enabled: true },
  { code: 'news', enabled: true },
  { code: 'hotGrades', enabled: true },
  { code: 'library', enabled: true },
  { code: 'services', enabled: true },
];
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: { sections?: unknown }) => {
    calls.push({ path: endpoint.path, input });
    return endpoint.path === PATHS.update ? input.sections : stored;
  }),
  callFile: vi.fn(),
  callUpload: vi.fn(),
}));
const inputsOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe('home page sections', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'homeConsole', enHomeConsole);
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it('moves a section up, hides another, and saves the new order', async () => {
    const { route, pages } = consoleResource('homeSections');
    mountConsolePage(route, route, pages.list);
    await shown('home-sections-admin');
    expect((screen.getByTestId('home-sections-save') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Move Technical library up' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show Banners' }));
    expect(screen.getAllByTestId(/^home-section-/).map((row) => row.getAttribute('data-testid'))).toEqual([
      'home-section-banner',
      'home-section-news',
      'home-section-library',
      'home-section-hotGrades',
      'home-section-services',
    ]);
    expect(inputsOf(PATHS.update)).toEqual([]);

    fireEvent.click(screen.getByTestId('home-sections-save'));
    await waitFor(() => expect(inputsOf(PATHS.update)).toHaveLength(1));
    expect(inputsOf(PATHS.update)[0]).toEqual({
      sections: [
        { code: 'banner', enabled: false },
        { code: 'news', enabled: true },
        { code: 'library', enabled: true },
        { code: 'hotGrades', enabled: true },
        { code: 'services', enabled: true },
      ],
    });
  }, 20_000);
});
