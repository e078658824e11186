import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import i18next from 'i18next';
import enQuality from '../../../../../locales/en/quality.json';
import enSimulation from '../../../../../locales/en/qualitySimulation.json';
import zhQuality from '../../../../../locales/zh/quality.json';
import zhSimulation from '../../../../../locales/zh/qualitySimulation.json';
import { initTestI18n } from '../../../../test/i18n';
import { session } from '../../../../providers/session';
import type { ParseResult } from '../../endpoints';

const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn(), callUpload: vi.fn() }));
vi.mock('../../../../providers/http', () => http);

const { default: EconomyUploadPage } = await import('./EconomyUploadPage');

const DATA_FILE = { id: '11111111-1111-4111-8111-111111111111', name: 'q355b.xlsx' };
const resources = [
  {
    id: 3,
    code: 'plate',
    nameZh: '热轧钢板',
    nameEn: 'Hot-rolled plate',
    lines: 0,
    years: [],
    standardCodes: ['GB/T 1591-2018'],
    grades: [{ id: 7, name: 'Q355B', standardCode: 'GB/T 1591-2018' }],
  },
];

function answer(parsed: ParseResult) {
  http.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path.endsWith('/index/steelResources')) return resources;
    if (endpoint.path.endsWith('/report/parseTemplate')) return parsed;
    throw new Error(`unexpected ${endpoint.path}`);
  });
  http.callUpload.mockResolvedValue({ ...DATA_FILE, size: 1000, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/economy/economyUpload?categoryId=3&gradeId=7']}>
      <Routes>
        <Route path="/economy/economyUpload" element={<EconomyUploadPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const flush = () => act(async () => undefined);
const parseCalls = () => http.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path.endsWith('/report/parseTemplate'));

async function chooseDataFile() {
  const chooser = screen.getByTestId('quality-upload-data-upload').closest('.at-quality-sim__file');
  const input = chooser?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const file = new File(['x'], DATA_FILE.name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() => expect(screen.getByTestId('quality-upload-data-name').textContent).toContain(DATA_FILE.name));
}

describe('the upload page', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'quality', enQuality);
    i18next.addResourceBundle('en', 'qualitySimulation', enSimulation);
    i18next.addResourceBundle('zh', 'quality', zhQuality);
    i18next.addResourceBundle('zh', 'qualitySimulation', zhSimulation);
  });
  beforeEach(() => {
    http.call.mockReset();
    http.callUpload.mockReset();
    session.signIn('token', 'demo');
  });
  afterEach(async () => {
    session.signOut();
    await i18next.changeLanguage('en');
  });

  it('refuses to read without a data file, in the page language, without calling the server', async () => {
    answer({ submissionId: 1, n: 1, problems: [], problemCount: 0, preview: [] });
    renderPage();
    await flush();
    fireEvent.click(screen.getByTestId('quality-upload-read'));
    await flush();
    expect(screen.getByTestId('quality-upload-refusal').textContent).toBe('At least one data file must be uploaded');
    expect(parseCalls()).toHaveLength(0);
  });

  it('says the refusal in Chinese on a Chinese page', async () => {
    await i18next.changeLanguage('zh');
    answer({ submissionId: 1, n: 1, problems: [], problemCount: 0, preview: [] });
    renderPage();
    await flush();
    fireEvent.click(screen.getByTestId('quality-upload-read'));
    await flush();
    expect(screen.getByTestId('quality-upload-refusal').textContent).toBe(i18next.t('dataFileRequired', { ns: 'messages', lng: 'zh' }));
    expect(screen.getByTestId('quality-upload-refusal').textContent).not.toBe('At least one data file must be uploaded');
    expect(parseCalls()).toHaveLength(0);
  });

  it('lists the problems of a template row by row with their count, and stays on the page', async () => {
    answer({
      submissionId: null,
      n: 0,
      problems: [
        { row: 3, column: 'yieldMPa', problem: 'notNumber', value: 'abc' },
        { row: 5, column: 'C', problem: 'missing', value: null },
        { row: 6, column: 'impactEnergyJ', problem: 'impactIncomplete', value: '40' },
      ],
      problemCount: 5,
      preview: [],
    });
    renderPage();
    await flush();
    expect(screen.getByTestId('quality-upload-choice').textContent).toContain('Hot-rolled plate · Q355B (GB/T 1591-2018)');
    await chooseDataFile();
    fireEvent.click(screen.getByTestId('quality-upload-read'));
    await waitFor(() => expect(screen.getByTestId('quality-problems')).toBeTruthy());

    expect(parseCalls()).toHaveLength(1);
    expect(parseCalls()[0][1]).toEqual({ categoryId: 3, gradeId: 7, dataFileId: DATA_FILE.id, reportFileId: null });
    expect(screen.getByTestId('quality-problems-count').textContent).toBe('5 problems found: nothing was kept');
    const rows = within(screen.getByTestId('quality-problems')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toBe('3Yield strengthNot a numberabc');
    expect(rows[1].textContent).toBe('5C (mass %)Missing value—');
    expect(rows[2].textContent).toContain('Impact energy and test temperature must both be given');
    expect(screen.getByTestId('quality-problems').textContent).toContain('and 2 more problems not listed');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('goes on to the preview of the stored submission when the template reads cleanly', async () => {
    answer({ submissionId: 41, n: 60, problems: [], problemCount: 0, preview: [] });
    renderPage();
    await flush();
    await chooseDataFile();
    fireEvent.click(screen.getByTestId('quality-upload-read'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/economy/economyPreview?id=41'));
  });
});
