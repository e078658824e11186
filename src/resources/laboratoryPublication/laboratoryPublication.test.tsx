import type { ComponentType } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enPublications from '../../../locales/en/labPublication.json';
import { mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/**
 * The laboratory's publication pages in Refine with the real data provider over canned answers: the refusal
 * before approval, the tabs per kind, and the form's checks and saved input.
 */
const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })), callUpload: vi.fn() }));
vi.mock('../../providers/http', () => http);

const { laboratoryPublication } = await import('./index');

const TIME = '2026-11-20T08:00:00.000Z';
const row = (kind: string, title: string) => ({
  id: kind === 'case' ? 1 : 2,
  kind,
  title,
  subtitle: 'GB/T 228.1',
  summary: 's',
  body: '',
  pictureId: null,
  file: kind === 'drawing' ? { name: 'tensile.pdf', contentType: 'application/pdf', size: 10 } : null,
  fileId: null,
  laboratoryId: 1,
  laboratoryName: 'Lab',
  publishTime: TIME,
  updateTime: TIME,
});
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

function mount(path: string, route: string, Page: ComponentType) {
  return mountConsolePage(path, route, Page, [laboratoryPublication], ['create']);
}
const { list: ListPage, create: FormPage = ListPage } = laboratoryPublication.pages;

describe("the laboratory's publications", () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'labPublication', enPublications);
  });
  beforeEach(() => {
    http.call.mockReset();
  });
  afterEach(cleanup);

  it("says why a laboratory that is not approved cannot publish (the server's message)", { timeout: 20_000 }, async () => {
    http.call.mockRejectedValue({ message: 'Your laboratory has not been approved yet', statusCode: 409, code: -1 });
    mount('/my/laboratoryPublication', '/my/laboratoryPublication', ListPage);
    await shown('publication-not-approved');
    expect(screen.getByTestId('publication-not-approved').textContent).toContain('Your laboratory has not been approved yet');
    expect(screen.queryByTestId('publication-tabs')).toBeNull();
  });

  it('lists each kind in its own tab', { timeout: 20_000 }, async () => {
    http.call.mockImplementation(async (_endpoint: unknown, input: { kind?: string }) =>
      page(input.kind === 'drawing' ? [row('drawing', 'Tensile specimen')] : input.kind === 'case' ? [row('case', 'Weld failure')] : []),
    );
    mount('/my/laboratoryPublication?tab=drawing', '/my/laboratoryPublication', ListPage);
    await shown('publication-table-drawing');
    await waitFor(() => expect(screen.getByText('Tensile specimen')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByText('tensile.pdf')).toBeTruthy();
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/laboratory/publication/page' }), expect.objectContaining({ kind: 'drawing' }));
  });

  it("checks a person's fields in the browser, then saves them with the kind", { timeout: 20_000 }, async () => {
    http.call.mockImplementation(async (endpoint: { path: string }, input: object) =>
      endpoint.path.endsWith('/save') ? { ...row('person', 'x'), ...input, id: 9 } : page([]),
    );
    mount('/my/laboratoryPublication/create?kind=person', '/my/laboratoryPublication/create', FormPage);
    await shown('publication-save');
    expect(screen.queryByTestId('publication-file')).toBeNull();
    fireEvent.click(screen.getByTestId('publication-save'));
    await waitFor(() => expect(screen.getByText('Please enter the name')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByText('Please enter the specialty')).toBeTruthy();
    expect(http.call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('publication-title'), { target: { value: '陈静' } });
    fireEvent.change(screen.getByTestId('publication-subtitle'), { target: { value: '高级工程师' } });
    fireEvent.change(screen.getByTestId('publication-summary'), { target: { value: '电子显微分析' } });
    fireEvent.change(screen.getByTestId('publication-body'), { target: { value: '十五年经验' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('publication-save'));
    });
    await waitFor(() =>
      expect(http.call).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/atsteel/laboratory/publication/save' }),
        expect.objectContaining({ kind: 'person', title: '陈静', subtitle: '高级工程师', summary: '电子显微分析', body: '十五年经验', pictureId: null }),
      ),
      { timeout: 5000 },
    );
    await shown('elsewhere');
  });
});
