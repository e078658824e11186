import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enIndustry from '../../../locales/en/industry.json';
import enMessages from '../../../locales/en/messages.json';
import { consoleResource, mountConsolePage, shown } from '../../test/consolePage';
import { initTestI18n } from '../../test/i18n';

/** The administrators' industry entries: the list asks for the chosen kind; the form checks and sends the kind's fields. */
const TIME = '2026-01-01T04:00:00.000Z';
const entry = (id: number, state: 'draft' | 'published') => ({
  id,
  kind: 'digital',
  fields: { startDate: '2026-03-01', endDate: '2026-03-03', hours: 12, mode: 'online', location: '', seats: 30, feeFen: 0, signUpDeadline: '2026-02-25' },
  titleZh: id === 1 ? '焊接数字化培训' : '',
  titleEn: 'Digital welding',
  summaryZh: '',
  summaryEn: '',
  bodyZh: '',
  bodyEn: '',
  coverFileId: null,
  sort: 0,
  state,
  publishAt: state === 'published' ? TIME : null,
  requests: 2,
  seatsLeft: 28,
  createdAt: TIME,
  updatedAt: TIME,
});
const calls: { path: string; input: unknown }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('/industry/page')) return { list: [entry(1, 'published'), entry(2, 'draft')], total: 2, pageNum: 1, pageSize: 10 };
    return { ...entry(3, 'draft'), ...(input as object) };
  }),
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(),
}));

const saves = () => calls.filter((call) => call.path === '/atsteel/other/digital/save');
const inputOf = (testId: string) => {
  const element = screen.getByTestId(testId);
  return (element.tagName === 'INPUT' ? element : element.querySelector('input')) as HTMLInputElement;
};
/** Types a day into an antd DatePicker and commits it. */
const pickDay = (testId: string, day: string) => {
  const input = inputOf(testId);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
};
const type = (testId: string, value: string) => {
  const input = inputOf(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('industry entries (administrators)', () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'industry', enIndustry);
    i18n.addResourceBundle('en', 'messages', enMessages, true, true);
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it('lists the chosen kind with publish for drafts and unpublish / view for published entries', async () => {
    const { route, pages } = consoleResource('industryManagement');
    mountConsolePage(`${route}?tab=digital`, route, pages.list);
    await shown('industry-actions-1');
    expect(screen.getByText('焊接数字化培训')).toBeTruthy();
    expect(screen.getByTestId('industry-unpublish-1')).toBeTruthy();
    expect(screen.getByTestId('industry-actions-1').querySelector('a[href="/digitalTalentTraining?id=1"]')).toBeTruthy();
    expect(screen.getByTestId('industry-publish-2')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/industry/page'))?.input).toMatchObject({ kind: 'digital' });
    expect(screen.getByTestId('industry-create').textContent).toContain('course');
  }, 20_000);

  it('refuses a missing title and an end before the start in the browser, then sends the course with the fee in fen', async () => {
    const { route, pages } = consoleResource('industryManagement');
    mountConsolePage(`${route}/create?kind=digital`, `${route}/create`, pages.create!);
    await shown('industry-field-startDate');
    pickDay('industry-field-startDate', '2026-03-10');
    pickDay('industry-field-endDate', '2026-03-01');
    pickDay('industry-field-signUpDeadline', '2026-02-25');
    type('industry-field-hours', '16');
    type('industry-field-seats', '30');
    type('industry-field-fee', '1280.5');
    fireEvent.click(screen.getByTestId('industry-save'));
    await waitFor(() => expect(screen.getByText('Enter a title in at least one language')).toBeTruthy());
    expect(screen.getByText(enMessages.industryEndBeforeStart)).toBeTruthy();
    expect(saves()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('industry-title-zh'), { target: { value: '材料数据分析' } });
    pickDay('industry-field-endDate', '2026-03-12');
    type('industry-field-location', '上海');
    fireEvent.click(screen.getByTestId('industry-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].input).toMatchObject({
      kind: 'digital',
      titleZh: '材料数据分析',
      titleEn: '',
      coverFileId: null,
      fields: { startDate: '2026-03-10', endDate: '2026-03-12', signUpDeadline: '2026-02-25', hours: 16, seats: 30, feeFen: 128050, mode: 'offline', location: '上海' },
    });
  }, 30_000);
});
