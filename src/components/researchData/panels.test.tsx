import { Suspense, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataSetDetail, ResearchColumn } from '@contract/endpoints/researchData';
import enDataProduct from '../../../locales/en/dataProduct.json';
import enResearchData from '../../../locales/en/researchData.json';
import enMatching from '../../../locales/en/matching.json';
import enMaterials from '../../../locales/en/materials.json';
import { initTestI18n } from '../../test/i18n';

/**
 * The data set's chain, chart and similar grades panels over canned answers of the contract calls: what Verify
 * shows for an intact and a broken chain, the chart's axes and its sample note, and the similar grades' empty state.
 */
type Answer = unknown | ((input: unknown) => unknown);
let answers: Record<string, Answer> = {};
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    const found = answers[endpoint.path];
    const value = typeof found === 'function' ? (found as (input: unknown) => unknown)(input) : found;
    if (value instanceof Error) throw value;
    if (value && typeof value === 'object' && 'statusCode' in value) throw value;
    return value;
  }),
}));
// The chart library does not draw in happy-dom: a stand-in that says what it was given.
vi.mock('./ScatterChart', () => ({
  default: ({ points, xLabel, yLabel, onReady }: { points: unknown[]; xLabel: string; yLabel: string; onReady: (chart: unknown) => void }) => {
    setTimeout(() => onReady({ downloadImage: vi.fn() }), 0);
    return <div data-testid="scatter">{`${points.length} points · ${xLabel} × ${yLabel}`}</div>;
  },
}));

const { default: ChainPanel } = await import('./ChainPanel');
const { default: ChartPanel } = await import('./ChartPanel');
const { default: SimilarPanel } = await import('./SimilarPanel');

const PATHS = { verify: '/atsteel/researchData/verify', chart: '/atsteel/researchData/chart', similar: '/atsteel/researchData/similar' };
const TIME = '2026-03-01T02:30:00.000Z';
const column = (key: string, label: string, quantity: string, unit: string, property: ResearchColumn['property'] = null): ResearchColumn => ({
  key,
  label,
  quantity,
  unit,
  condition: '',
  element: null,
  property,
});
const link = (version: number, hash: string) => ({
  version,
  hash,
  previousHash: null,
  timestamp: TIME,
  keyId: 'a1b2c3d4e5f60718',
  signature: 'sig',
  summary: version === 1 ? 'Imported tensile.csv' : 'Corrected row 3',
  rowCount: 120,
  author: 'demo-admin',
});

function detailOf(overrides: Partial<DataSetDetail> = {}): DataSetDetail {
  return {
    id: 7,
    projectId: 1,
    projectName: 'Fatigue programme',
    name: 'NIMS fatigue',
    materialName: 'Carbon steel',
    gradeId: null,
    dataSource: '',
    experimentType: 'tensile',
    description: '',
    owner: 'demo-admin',
    companyName: 'Demo Steel',
    rowCount: 120,
    columnCount: 4,
    visibility: 'public',
    publication: 'published',
    rejectReason: null,
    headVersion: 2,
    headHash: 'f'.repeat(64),
    likes: 0,
    dislikes: 0,
    collects: 0,
    access: 'rows',
    recycled: false,
    updateTime: TIME,
    publishedTime: TIME,
    columns: [
      column('specimen', 'Specimen', 'text', ''),
      column('yieldStrength', 'Yield strength', 'stress', 'MPa', 'yield'),
      column('tensileStrength', 'Tensile strength', 'stress', 'MPa', 'tensile'),
      column('fatigueStrength', 'Fatigue strength', 'stress', 'MPa', 'fatigueStrength'),
    ],
    files: [],
    versions: [link(1, 'a'.repeat(64)), link(2, 'b'.repeat(64))],
    mine: { like: false, dislike: false, collect: false },
    myRequest: null,
    sharing: null,
    cites: [],
    citedBy: [],
    publicationActions: [],
    history: [],
    citation: '',
    ...overrides,
  };
}

const mount = (panel: ReactNode) =>
  render(
    <MemoryRouter>
      <Suspense fallback="loading">{panel}</Suspense>
    </MemoryRouter>,
  );
const shown = (testId: string) => waitFor(() => expect(screen.getByTestId(testId)).toBeTruthy(), { timeout: 5000 });

describe('data set panels', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'dataProduct', enDataProduct);
    i18n.addResourceBundle('en', 'researchData', enResearchData);
    i18n.addResourceBundle('en', 'matching', enMatching);
    i18n.addResourceBundle('en', 'materials', enMaterials);
  });
  beforeEach(() => {
    calls.length = 0;
    answers = {};
  });

  describe('ChainPanel', () => {
    it('lists the versions newest first, in Beijing time, with shortened hashes and key ids', async () => {
      mount(<ChainPanel id={7} detail={detailOf()} />);
      await shown('chain-versions');
      const rows = screen.getByTestId('chain-versions').querySelectorAll('tbody tr.ant-table-row');
      expect(rows).toHaveLength(2);
      expect(rows[0]!.textContent).toContain('v2');
      expect(rows[0]!.textContent).toContain('Corrected row 3');
      expect(rows[0]!.textContent).toContain('2026-03-01 10:30'); // 02:30 UTC is 10:30 in Beijing
      expect(rows[0]!.textContent).toContain(`${'b'.repeat(16)}…`);
      expect(rows[0]!.textContent).not.toContain('b'.repeat(17));
      expect(rows[1]!.textContent).toContain('a1b2c3d4e5f60718');
      expect(screen.getByTestId('chain-public-key').getAttribute('href')).toBe('/atsteel/researchData/chain/publicKey');
      expect(screen.getByTestId('chain-yourself').textContent).toContain('npm run verify:record -- record.json --key public-key.pem');
      expect(screen.getByTestId('chain-yourself').textContent).toContain('RFC 8785');
      expect(calls).toEqual([]);
    });

    it('an intact chain: green, with the versions and key ids checked', async () => {
      answers[PATHS.verify] = { ok: true, problems: [], versions: 2, head: { version: 2, hash: 'b'.repeat(64) }, keyIds: ['a1b2c3d4e5f60718'], checkedAt: TIME };
      mount(<ChainPanel id={7} detail={detailOf()} />);
      fireEvent.click(screen.getByTestId('chain-verify'));
      await shown('chain-result');
      const result = screen.getByTestId('chain-result');
      expect(result.getAttribute('data-ok')).toBe('true');
      expect(result.className).toContain('ant-alert-success');
      expect(result.textContent).toContain('The data chain is intact');
      expect(result.textContent).toContain('All 2 versions');
      expect(result.textContent).toContain('a1b2c3d4e5f60718');
      expect(result.textContent).toContain('2026-03-01 10:30');
      expect(calls).toEqual([{ path: PATHS.verify, input: { id: 7 } }]);
    });

    it('a broken chain: red, each problem in words with its version', async () => {
      answers[PATHS.verify] = {
        ok: false,
        problems: [
          { version: 1, problem: 'contentChanged' },
          { version: 2, problem: 'brokenLink' },
          { version: 4, problem: 'versionGap' },
          { version: 4, problem: 'badSignature' },
          { version: 5, problem: 'unknownKey' },
          { version: 5, problem: 'headMismatch' },
        ],
        versions: 4,
        head: { version: 5, hash: 'c'.repeat(64) },
        keyIds: ['a1b2c3d4e5f60718'],
        checkedAt: TIME,
      };
      mount(<ChainPanel id={7} detail={detailOf()} />);
      fireEvent.click(screen.getByTestId('chain-verify'));
      await shown('chain-result');
      const result = screen.getByTestId('chain-result');
      expect(result.getAttribute('data-ok')).toBe('false');
      expect(result.className).toContain('ant-alert-error');
      expect(result.textContent).toContain('The data chain is broken');
      const items = [...screen.getByTestId('chain-problems').querySelectorAll('li')].map((item) => item.textContent);
      expect(items).toEqual([
        enDataProduct.chain.problems.contentChanged.replace('{{version}}', '1'),
        enDataProduct.chain.problems.brokenLink.replace('{{version}}', '2'),
        enDataProduct.chain.problems.versionGap.replace('{{version}}', '4'),
        enDataProduct.chain.problems.badSignature.replace('{{version}}', '4'),
        enDataProduct.chain.problems.unknownKey.replace('{{version}}', '5'),
        enDataProduct.chain.problems.headMismatch.replace('{{version}}', '5'),
      ]);
      expect(items[0]).toContain('Version 1: the stored rows no longer match');
      // No raw problem key is shown to people.
      expect(result.textContent).not.toMatch(/contentChanged|brokenLink|badSignature/);
    });

    it('a refused check is said, not shown as intact', async () => {
      answers[PATHS.verify] = Object.assign(new Error('Not found'), { statusCode: 404 });
      mount(<ChainPanel id={7} detail={detailOf()} />);
      fireEvent.click(screen.getByTestId('chain-verify'));
      await shown('chain-result');
      expect(screen.getByTestId('chain-result').getAttribute('data-ok')).toBe('unknown');
      expect(screen.getByTestId('chain-result').textContent).toContain('Not found');
    });
  });

  describe('ChartPanel', () => {
    const chartAnswer = (input: unknown, overrides: object) => {
      const { x, y } = input as { x: string; y: string };
      const columns = detailOf().columns;
      return { x: columns.find((c) => c.key === x), y: columns.find((c) => c.key === y), total: 2500, sampled: false, points: [[1, 2]], ...overrides };
    };

    it('says when the points are a sample: n of N rows, one in every k', async () => {
      answers[PATHS.chart] = (input: unknown) =>
        chartAnswer(input, { total: 5000, sampled: true, points: Array.from({ length: 1667 }, (_, index) => [index, index * 2]) });
      mount(<ChartPanel id={7} detail={detailOf()} />);
      await shown('chart-sample-note');
      expect(screen.getByTestId('chart-sample-note').textContent).toBe('A sample: 1667 of 5000 rows (one row in every 3, in row order).');
      // Default axes: the first two numeric columns (the text column is left out), with units.
      expect(calls).toEqual([{ path: PATHS.chart, input: { id: 7, x: 'yieldStrength', y: 'tensileStrength', points: 2000 } }]);
      await shown('scatter');
      expect(screen.getByTestId('scatter').textContent).toBe('1667 points · Yield strength (MPa) × Tensile strength (MPa)');
      await waitFor(() => expect((screen.getByTestId('chart-download') as HTMLButtonElement).disabled).toBe(false));
    });

    it('all rows: no sample note; a fatigue set opens on tensile against fatigue strength', async () => {
      answers[PATHS.chart] = (input: unknown) => chartAnswer(input, { total: 120, sampled: false, points: [[500, 250]] });
      mount(<ChartPanel id={7} detail={detailOf({ experimentType: 'fatigue' })} />);
      await shown('chart-sample-note');
      expect(screen.getByTestId('chart-sample-note').textContent).toBe('All 120 rows with a number in both columns.');
      expect(calls[0]!.input).toEqual({ id: 7, x: 'tensileStrength', y: 'fatigueStrength', points: 2000 });
    });

    it('fewer than two numeric columns: nothing is asked for', async () => {
      mount(<ChartPanel id={7} detail={detailOf({ columns: [column('specimen', 'Specimen', 'text', ''), column('hv', 'Hardness', 'hardnessHV', 'HV')] })} />);
      await shown('chart-too-few');
      expect(calls).toEqual([]);
    });
  });

  describe('SimilarPanel', () => {
    it('no composition columns (409): an empty state with the server’s words', async () => {
      answers[PATHS.similar] = Object.assign(new Error('The data set has no composition columns to match'), { statusCode: 409 });
      mount(<SimilarPanel id={7} detail={detailOf()} />);
      await shown('similar-no-composition');
      expect(screen.getByTestId('similar-no-composition').textContent).toContain('The data set has no composition columns to match');
      expect(screen.queryByTestId('similar-failed')).toBeNull();
    });

    it('the measured means, then the grades with links, scores and the explanation', async () => {
      const explanation = {
        score: 82.5,
        coverage: 1,
        composition: { points: 60, maxPoints: 70, elements: [{ el: 'C', query: { min: 0.18, max: 0.18 }, candidate: { min: null, max: 0.2 }, similarity: 0.9, points: 9, maxPoints: 10, basis: 'compared' }] },
        properties: { status: 'noData', points: 0, maxPoints: 0, condition: { query: null, candidate: null, affinity: 0 }, items: [] },
        category: { query: 'carbon', candidate: 'carbon', similarity: 1, temper: 1, processes: 1, points: 22.5, maxPoints: 30 },
      };
      const grade = { id: 41, type: 'steel', name: 'Q235B', aliases: [], materialNumbers: [], temper: null, category: { zh: '碳素钢', en: 'Carbon steel' }, standard: { id: 3, code: 'GB/T 700-2006', number: '700', year: 2006, country: 'CN', body: 'SAC', title: { zh: '', en: '' } }, enterpriseStandard: false, compositionSummary: '', yieldMin: 235, tensileMin: 370 };
      answers[PATHS.similar] = { type: 'steel', elements: [{ el: 'C', value: 0.18 }], properties: [{ property: 'yield', value: 245.5 }], results: [{ rank: 1, score: 82.5, grade, explanation }] };
      mount(<SimilarPanel id={7} detail={detailOf()} />);
      await shown('similar-results');
      expect(screen.getByTestId('similar-elements').textContent).toContain('0.18');
      expect(screen.getByTestId('similar-properties').textContent).toContain('Yield strength');
      expect(screen.getByTestId('similar-properties').textContent).toContain('245.5 MPa');
      expect(screen.getByTestId('similar-grade-41').getAttribute('href')).toBe('/material/detail/steel/41');
      expect(screen.getByTestId('similar-results').textContent).toContain('GB/T 700-2006');
      expect(screen.getByTestId('similar-results').textContent).toContain('82.5');
      await shown('explanation');
    });
  });
});
