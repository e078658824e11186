import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enContentConsole from '../../../locales/en/contentConsole.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The help catalogue tree: a sub-catalogue is saved under its parent; deleting asks first and sends only then. */
const PATHS = { tree: '/atsteel/DataManagement/content/catalogue/tree', save: '/atsteel/DataManagement/content/catalogue/save', remove: '/atsteel/DataManagement/content/catalogue/delete' };
const tree = [
  { id: 1, parentId: null, nameZh: '快速入门', nameEn: 'Getting started', sort: 0, children: [{ id: 2, parentId: 1, nameZh: '账户', nameEn: 'Accounts', sort: 0, children: [] }] },
];
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path === PATHS.tree) return tree;
    if (endpoint.path === PATHS.remove) return { ok: true };
    return { id: 3, parentId: 1, nameZh: '订单', nameEn: '', sort: 0, children: [] };
  }),
  callFile: vi.fn(),
  callUpload: vi.fn(),
}));
const inputsOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.input);

describe('help catalogue', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'contentConsole', enContentConsole);
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it('adds a sub-catalogue under the node it was asked on', async () => {
    const { route, pages } = consoleResource('helpCatalogue');
    mountConsolePage(route, route, pages.list);
    await shown('catalogue-1');
    fireEvent.click(within(screen.getByTestId('catalogue-1')).getByRole('button', { name: 'Add a sub-catalogue' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('New catalogue')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('catalogue-name-zh'), { target: { value: '订单' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(inputsOf(PATHS.save)).toHaveLength(1));
    expect(inputsOf(PATHS.save)[0]).toEqual({ parentId: 1, nameZh: '订单', nameEn: '', sort: 0 });
    await waitFor(() => expect(inputsOf(PATHS.tree).length).toBeGreaterThan(1));
  }, 20_000);

  it('asks before deleting, and deletes only the confirmed node', async () => {
    const { route, pages } = consoleResource('helpCatalogue');
    mountConsolePage(route, route, pages.list);
    await shown('catalogue-2');
    fireEvent.click(within(screen.getByTestId('catalogue-2')).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText("Only a catalogue without sub-catalogues or articles can be deleted. Delete it?");
    expect(inputsOf(PATHS.remove)).toEqual([]);
    const popover = question.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(inputsOf(PATHS.remove)).toEqual([{ id: 2 }]));
  }, 20_000);
});
