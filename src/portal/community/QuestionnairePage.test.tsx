import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import enCommunity from '../../../locales/en/community.json';
import { initTestI18n } from '../../test/i18n';
import { session } from '../../providers/session';

/** The questionnaire page's states: nothing published, visitor, already answered, the form (in English, falling back), thanks. */
const http = vi.hoisted(() => ({ call: vi.fn(), callFile: vi.fn() }));
vi.mock('../../providers/http', () => http);
const { default: QuestionnairePage } = await import('./QuestionnairePage');

const questionnaire = {
  id: 4,
  titleZh: '平台使用调查',
  titleEn: '',
  introZh: '',
  introEn: 'Three questions',
  questions: [
    { id: 'q1', kind: 'single', textZh: '您的身份', textEn: 'You are', required: true, options: [{ id: 'a', zh: '企业', en: 'Company' }, { id: 'b', zh: '个人', en: '' }] },
    { id: 'q2', kind: 'text', textZh: '其他意见', textEn: 'Anything else', required: false, options: [] },
  ],
  state: 'published',
  publishTime: '2026-11-20T00:00:00.000Z',
};
const current = (data: unknown) => http.call.mockImplementation(async (endpoint?: { path: string }) => (endpoint?.path.endsWith('/current') ? data : null));
const renderPage = () => render(<MemoryRouter initialEntries={['/questionnaire']}><QuestionnairePage /></MemoryRouter>);
const flush = () => act(async () => undefined);

describe('the questionnaire page', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'community', enCommunity);
  });
  beforeEach(() => http.call.mockReset());
  afterEach(() => session.signOut());

  it('says so when nothing is published', async () => {
    current({ questionnaire: null, answered: false });
    renderPage();
    await flush();
    expect(screen.getByTestId('questionnaire-empty').textContent).toContain('There is no questionnaire at the moment');
  });

  it('asks a visitor to sign in, in the page language with the other as fallback', async () => {
    current({ questionnaire, answered: false });
    renderPage();
    await flush();
    expect(screen.getByTestId('questionnaire-title').textContent).toBe('平台使用调查');
    expect(screen.getByTestId('questionnaire-visitor')).toBeTruthy();
    expect(screen.queryByTestId('questionnaire-form')).toBeNull();
  });

  it('tells a user who answered, and lets another answer and thanks them', async () => {
    session.signIn('token', 'demo');
    current({ questionnaire, answered: true });
    const { unmount } = renderPage();
    await flush();
    expect(screen.getByTestId('questionnaire-answered')).toBeTruthy();
    unmount();

    current({ questionnaire, answered: false });
    renderPage();
    await flush();
    expect(screen.getByTestId('question-q1').textContent).toContain('You are');
    expect(screen.getByTestId('question-q1').textContent).toContain('个人');
    fireEvent.click(screen.getByTestId('questionnaire-submit'));
    await waitFor(() => expect(screen.getByText('Please answer this question')).toBeTruthy());
    fireEvent.click(screen.getByLabelText('Company'));
    fireEvent.click(screen.getByTestId('questionnaire-submit'));
    await waitFor(() => expect(screen.getByTestId('questionnaire-thanks')).toBeTruthy());
    expect(http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/atsteel/question/save' }), { questionnaireId: 4, answers: { q1: 'a' } });
  }, 20_000);
});
