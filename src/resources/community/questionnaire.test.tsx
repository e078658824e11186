import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enCommunity from '../../../locales/en/community.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The results of a questionnaire: asked for the clicked one, counts and shares handed to the chart, text answers paged. */
const TIME = '2026-01-01T04:00:00.000Z';
const questionnaire = (id: number, titleEn: string) => ({
  id,
  titleZh: '',
  titleEn,
  introZh: '',
  introEn: '',
  state: 'closed',
  publishTime: TIME,
  answers: 4,
  createTime: TIME,
  updateTime: TIME,
  questions: [
    { id: 'q1', kind: 'single', textZh: '', textEn: 'Which grade?', required: true, options: [{ id: 'a', zh: '', en: 'Q235' }, { id: 'b', zh: '', en: 'Q355' }] },
    { id: 'q2', kind: 'rating', textZh: '', textEn: 'How useful?', required: false, options: [] },
    { id: 'q3', kind: 'text', textZh: '', textEn: 'Anything else?', required: false, options: [] },
  ],
});
const list = { list: [questionnaire(8, 'Newer survey'), questionnaire(7, 'Older survey')], total: 2, pageNum: 1, pageSize: 50 };
const results = {
  answers: 4,
  questions: [
    { questionId: 'q1', kind: 'single', answered: 4, counts: [{ key: 'a', count: 3 }, { key: 'b', count: 1 }] },
    { questionId: 'q2', kind: 'rating', answered: 4, counts: ['1', '2', '3', '4', '5'].map((key) => ({ key, count: { '3': 1, '4': 1, '5': 2 }[key] ?? 0 })) },
    { questionId: 'q3', kind: 'text', answered: 12, counts: [] },
  ],
};
const textPage = (pageNum: number) => ({ list: [{ text: `answer on page ${pageNum}`, createTime: TIME }], total: 12, pageNum, pageSize: 10 });

const calls: { path: string; input: Record<string, unknown> }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('/results')) return results;
    if (endpoint.path.endsWith('/textAnswers')) return textPage(Number(input.pageNum));
    return list;
  }),
  callFile: vi.fn(),
  callUpload: vi.fn(),
}));
/** The chart shows what it was handed: the test reads the bars instead of a canvas. */
vi.mock('./QuestionnaireResultChart', () => ({
  default: ({ bars }: { bars: unknown }) => <pre data-testid="result-chart">{JSON.stringify(bars)}</pre>,
}));

describe('questionnaire results', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'community', enCommunity);
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it('asks for the clicked questionnaire, shows counts and shares, the rating average, and pages the text answers', async () => {
    const { route, pages } = consoleResource('questionnaire');
    mountConsolePage(route, route, pages.list);
    fireEvent.click(await screen.findByTestId('questionnaire-results-7'));
    await shown('questionnaire-result-q1');
    expect(calls.filter((call) => call.path.endsWith('/results')).map((call) => call.input)).toEqual([{ id: 7 }]);

    await waitFor(() => expect(screen.getAllByTestId('result-chart')).toHaveLength(2));
    const charts = screen.getAllByTestId('result-chart').map((chart) => JSON.parse(chart.textContent ?? '') as unknown);
    expect(charts[0]).toEqual([
      { label: 'Q235', count: 3, percent: 75 },
      { label: 'Q355', count: 1, percent: 25 },
    ]);
    expect(charts[1]).toEqual([
      { label: '1 ★', count: 0, percent: 0 },
      { label: '2 ★', count: 0, percent: 0 },
      { label: '3 ★', count: 1, percent: 25 },
      { label: '4 ★', count: 1, percent: 25 },
      { label: '5 ★', count: 2, percent: 50 },
    ]);
    expect(screen.getByTestId('questionnaire-counts-q1').textContent).toContain('Q235: 3 (75%)');
    expect(screen.getByTestId('questionnaire-average-q2').textContent).toBe('Average rating 4.3 of 5');

    const texts = await screen.findByTestId('questionnaire-text-q3');
    await waitFor(() => expect(within(texts).getByText('answer on page 1')).toBeTruthy());
    fireEvent.click(within(texts).getByTitle('2'));
    await waitFor(() => expect(within(texts).getByText('answer on page 2')).toBeTruthy());
    expect(calls.filter((call) => call.path.endsWith('/textAnswers')).map((call) => call.input)).toEqual([
      { id: 7, questionId: 'q3', pageNum: 1, pageSize: 10 },
      { id: 7, questionId: 'q3', pageNum: 2, pageSize: 10 },
    ]);
  }, 20_000);
});
