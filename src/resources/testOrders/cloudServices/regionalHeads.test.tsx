import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enTestOrders from '../../../../locales/en/testOrders.json';
import enLaboratory from '../../../../locales/en/laboratory.json';
import { consoleResource, mountConsolePage, shown } from '../../../test/consolePage';
import { initTestI18n } from '../../../test/i18n';

/** The overseers' page: order administrators get a tab of regional heads and set each head's regions. */
const head = { userId: 8, userName: 'demo-regionhead', realName: 'Sun Li', mobile: '13800000008', regions: ['east'] };
const calls: { path: string; input: Record<string, unknown> }[] = [];
let answers: Record<string, (input: Record<string, unknown>) => unknown> = {};
vi.mock('../../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, input });
    return answers[endpoint.path]?.(input);
  }),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));
let permissions: string[] = [];
vi.mock('../../../providers/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () => ({ token: 't', permissions }),
}));

const LIST = '/atsteel/DataManagement/supervisor/list';
const SAVE = '/atsteel/DataManagement/supervisor/save';
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });
const called = (path: string) => calls.filter((call) => call.path === path);

describe('regional heads tab of cloud services', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'testOrders', enTestOrders);
    i18n.addResourceBundle('en', 'laboratory', enLaboratory);
  });
  beforeEach(() => {
    calls.length = 0;
    answers = {
      '/atsteel/DataManagement/order/page': () => page([]),
      '/atsteel/order/public/statusList': () => [],
      '/atsteel/laboratory/page': () => page([]),
      [LIST]: () => page([head]),
      [SAVE]: (input) => ({ ...head, regions: input.regions }),
    };
  });

  it('is not offered to a head who only oversees orders', async () => {
    permissions = ['order:oversee'];
    const { route, pages } = consoleResource('cloudServices');
    mountConsolePage(`${route}?tab=regionalHeads`, route, pages.list);
    await shown('order-laboratory-filter');
    expect(screen.queryByTestId('cloud-tab-regionalHeads')).toBeNull();
    expect(screen.queryByTestId('supervisor-table')).toBeNull();
    expect(called(LIST)).toEqual([]);
    await act(async () => undefined);
  });

  it('lists the heads with their regions and saves the regions chosen', async () => {
    permissions = ['order:oversee', 'order:administer'];
    const { route, pages } = consoleResource('cloudServices');
    mountConsolePage(route, route, pages.list);
    await shown('cloud-tab-regionalHeads');
    expect(screen.getByTestId('cloud-tab-orders').textContent).toBe('Orders');
    fireEvent.click(screen.getByTestId('cloud-tab-regionalHeads'));
    await shown('supervisor-regions-demo-regionhead');
    expect(screen.getByTestId('supervisor-table').textContent).toContain('Sun Li');
    expect(screen.getByTestId('supervisor-regions-demo-regionhead').textContent).toBe('East China');

    fireEvent.click(screen.getByTestId('supervisor-edit-demo-regionhead'));
    await screen.findByText('Regions overseen by Sun Li');
    fireEvent.mouseDown(screen.getByTestId('supervisor-regions-select').closest('.ant-select')!.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('South China'));
    fireEvent.click(screen.getByTestId('supervisor-save'));
    await waitFor(() => expect(called(SAVE)).toHaveLength(1));
    expect(called(SAVE)[0].input).toEqual({ userId: 8, regions: ['east', 'south'] });
    // The list is asked again after saving.
    await waitFor(() => expect(called(LIST).length).toBeGreaterThanOrEqual(2));
    expect(called(LIST)[0].input).toMatchObject({ pageNum: 1, pageSize: 10 });
    await act(async () => undefined);
  }, 20_000);
});
