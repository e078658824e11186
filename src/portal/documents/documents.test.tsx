import { Suspense, type ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartRow, TemplateDetail } from '@contract/endpoints/documents';
import enDocuments from '../../../locales/en/documents.json';
import { initTestI18n } from '../../test/i18n';
import { chooseOption } from '../../test/portalPage';

/**
 * The documents pages over canned answers of the contract calls: the generate form refuses missing required values
 * and sends the answers with the chosen language and format; the standard parts filter sends standard and size,
 * shows the rows, and the CSV holds the filtered rows.
 */
const calls: { path: string; input: Record<string, unknown> }[] = [];
let parts: PartRow[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path === '/atsteel/dm/families') return families;
    if (endpoint.path === '/atsteel/dm/getList') return { list: parts, total: parts.length, pageNum: 1, pageSize: 50 };
    return undefined;
  }),
  callFile: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, input });
    return { blob: new Blob(['document']), headers: { 'content-disposition': 'attachment; filename="mill-certificate.pdf"' } };
  }),
}));
let token = 't';
vi.mock('../../providers/cookies', () => ({ readToken: () => token }));
const saved: { blob: Blob; name: string }[] = [];
vi.mock('../../components/download/saveBlob', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
  fileNameOf: (disposition: string | undefined) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1],
}));

const { GenerateForm } = await import('./GenerateForm');
const { default: StandardPartsPage } = await import('./pages/StandardPartsPage');

const TIME = '2026-01-01T04:00:00.000Z';
const template: TemplateDetail = {
  id: 6,
  directoryId: null,
  nameZh: '质量证明书',
  nameEn: 'Mill certificate',
  descriptionZh: '',
  descriptionEn: '',
  version: 2,
  uses: 0,
  fieldCount: 3,
  updatedAt: TIME,
  blocks: [],
  fields: [
    { key: 'heat', labelZh: '炉号', labelEn: 'Heat number', kind: 'text', required: true, options: [], max: 40 },
    { key: 'thickness', labelZh: '厚度', labelEn: 'Thickness', kind: 'number', required: true, options: [], max: null },
    { key: 'note', labelZh: '备注', labelEn: 'Note', kind: 'textarea', required: false, options: [], max: 200 },
  ],
};
const bolt = (id: number, size: string, s: number): PartRow => ({
  id,
  family: 'bolt',
  standardNo: 'GB/T 5782',
  equivalents: ['ISO 4014'],
  nameZh: '六角头螺栓',
  nameEn: 'Hexagon head bolt',
  size,
  diameter: Number(size.slice(1)),
  dimensions: { s },
  source: 'GB/T 5782-2016',
});
const families = [
  { family: 'bolt', count: 2, standards: [{ family: 'bolt', standardNo: 'GB/T 5782', equivalents: ['ISO 4014'], nameZh: '六角头螺栓', nameEn: 'Hexagon head bolt', source: 'GB/T 5782-2016', symbols: [], sizeCount: 2 }] },
  { family: 'nut', count: 1, standards: [{ family: 'nut', standardNo: 'GB/T 6170', equivalents: ['ISO 4032'], nameZh: '1 型六角螺母', nameEn: 'Hexagon nut, style 1', source: 'GB/T 6170-2015', symbols: [], sizeCount: 1 }] },
];

function mount(path: string, route: string, Page: ComponentType) {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </AntdApp>,
  );
}
const inputsOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.input);
const field = (label: string) => screen.getAllByLabelText(label)[0];

describe('documents pages', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'documents', enDocuments);
  });
  beforeEach(() => {
    calls.length = 0;
    saved.length = 0;
    token = 't';
    parts = [bolt(1, 'M10', 16), bolt(2, 'M12', 18)];
  });

  describe('the generate form', () => {
    const Form = () => <GenerateForm template={template} language="en" />;

    it('refuses the missing required values and generates nothing', async () => {
      mount('/', '/', Form);
      fireEvent.click(screen.getByTestId('generate-submit'));
      await screen.findByText('Fill in "Heat number"');
      expect(screen.getByText('Fill in "Thickness"')).toBeTruthy();
      expect(inputsOf('/atsteel/tui/fileGener')).toEqual([]);
    });

    it('sends the answers (without the empty optional one) with the language and a PDF when chosen', async () => {
      mount('/', '/', Form);
      fireEvent.change(field('Heat number'), { target: { value: 'H2601' } });
      fireEvent.change(field('Thickness'), { target: { value: '12.5' } });
      fireEvent.click(screen.getByLabelText('中文'));
      fireEvent.click(screen.getByLabelText('PDF'));
      fireEvent.click(screen.getByTestId('generate-submit'));
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['mill-certificate.pdf']));
      expect(inputsOf('/atsteel/tui/fileGener')).toEqual([{ id: 6, language: 'zh', format: 'pdf', inputs: { heat: 'H2601', thickness: '12.5' } }]);
    });

    it('generates a DOCX in the page language unless told otherwise', async () => {
      mount('/', '/', Form);
      fireEvent.change(field('Heat number'), { target: { value: 'H2601' } });
      fireEvent.change(field('Thickness'), { target: { value: '8' } });
      fireEvent.change(field('Note'), { target: { value: 'Annealed' } });
      fireEvent.click(screen.getByTestId('generate-submit'));
      await waitFor(() => expect(inputsOf('/atsteel/tui/fileGener')).toEqual([{ id: 6, language: 'en', format: 'docx', inputs: { heat: 'H2601', thickness: '8', note: 'Annealed' } }]));
    });

    it('asks a visitor to sign in before generating', () => {
      token = '';
      mount('/', '/', Form);
      expect(screen.getByText('Sign in to generate documents.')).toBeTruthy();
      expect((screen.getByTestId('generate-submit') as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe('the standard parts', () => {
    it('sends the chosen standard and size, shows the rows, and exports the filtered rows as CSV', async () => {
      mount('/standardParts/list', '/standardParts/list', StandardPartsPage);
      await screen.findByText('M12');
      expect(inputsOf('/atsteel/dm/getList').at(-1)).toEqual({ pageNum: 1, pageSize: 50 });

      parts = [bolt(1, 'M10', 16)];
      await chooseOption(screen.getByTestId('parts-filter').querySelectorAll('.ant-select')[1] as HTMLElement, 'GB/T 5782');
      fireEvent.change(screen.getByPlaceholderText('M10'), { target: { value: 'M10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(inputsOf('/atsteel/dm/getList').at(-1)).toEqual({ standardNo: 'GB/T 5782', size: 'M10', pageNum: 1, pageSize: 50 }));
      await waitFor(() => expect(screen.queryByText('M12')).toBeNull());
      expect(screen.getByRole('link', { name: 'GB/T 5782' }).getAttribute('href')).toBe(`/commonParts/details?standard=${encodeURIComponent('GB/T 5782')}`);

      fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
      expect(saved.map((file) => file.name)).toEqual(['standard-parts.csv']);
      const csv = await saved[0].blob.text();
      expect(csv.split('\n').filter(Boolean)).toEqual(['\uFEFFStandard,Name,Size,s,Source', 'GB/T 5782,Hexagon head bolt,M10,16,GB/T 5782-2016']);
    });
  });
});
