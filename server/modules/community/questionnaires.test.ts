import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, type QuestionnaireInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';

/** Questionnaires: define (drafts only), publish (one at a time), answer once, the checks of answers, results. */
const { questionnaireAdmin: admin, questionnairePublic: pub } = API;
const clock = fakeClock();
let t: TestApp;
let auditor: string;
let individual: string;
let employee: string;
const en = (token?: string) => ({ token, lang: 'en' as const });

const survey = (overrides: Partial<QuestionnaireInput> = {}): QuestionnaireInput => ({
  titleZh: '平台使用调查',
  titleEn: 'How do you use atsteel',
  introZh: '',
  introEn: '',
  questions: [
    { id: 'q1', kind: 'single', textZh: '您的身份', textEn: 'You are', required: true, options: [{ id: 'a', zh: '企业', en: 'Company' }, { id: 'b', zh: '个人', en: 'Individual' }] },
    { id: 'q2', kind: 'multiple', textZh: '常用功能', textEn: '', required: false, options: [{ id: 'm', zh: '材料库', en: '' }, { id: 'n', zh: '检测', en: 'Testing' }, { id: 'o', zh: '定制', en: 'Custom' }] },
    { id: 'q3', kind: 'rating', textZh: '满意度', textEn: 'Satisfaction', required: true, options: [] },
    { id: 'q4', kind: 'text', textZh: '其他意见', textEn: 'Anything else', required: false, options: [] },
  ],
  ...overrides,
});

async function published(overrides: Partial<QuestionnaireInput> = {}) {
  const saved = await t.call(admin.save, survey(overrides), en(auditor));
  expect(saved.status, saved.body.msg).toBe(200);
  const { status, body } = await t.call(admin.publish, { id: saved.body.data.id }, en(auditor));
  expect(status, body.msg).toBe(200);
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  [auditor, individual, employee] = await Promise.all(['demo-auditor', 'demo-individual', 'demo-employee'].map((name) => t.loginAs(name)));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from questionnaire_answers`);
  await t.db.execute(sql`delete from questionnaires`);
});

describe('defining questionnaires', () => {
  it('needs content:manage, checks the questions, and edits drafts only', async () => {
    expect((await t.call(admin.save, survey(), en(individual))).status).toBe(403);
    expect((await t.call(admin.save, survey({ titleZh: '', titleEn: '' }), en(auditor))).status).toBe(400);
    const oneOption = survey().questions!.map((q) => (q.id === 'q1' ? { ...q, options: q.options!.slice(0, 1) } : q));
    expect((await t.call(admin.save, survey({ questions: oneOption }), en(auditor))).status).toBe(400);
    const ratingWithOptions = [{ id: 'r', kind: 'rating' as const, textZh: '评分', textEn: '', required: true, options: [{ id: 'x', zh: '1', en: '1' }, { id: 'y', zh: '2', en: '2' }] }];
    expect((await t.call(admin.save, survey({ questions: ratingWithOptions }), en(auditor))).status).toBe(400);

    const empty = await t.call(admin.save, survey({ questions: [] }), en(auditor));
    expect(empty.body.data.state).toBe('draft');
    expect((await t.call(admin.publish, { id: empty.body.data.id }, en(auditor))).status).toBe(400);
    const edited = await t.call(admin.save, { ...survey(), id: empty.body.data.id }, en(auditor));
    expect(edited.body.data.questions).toHaveLength(4);
    expect((await t.call(admin.publish, { id: empty.body.data.id }, en(auditor))).body.data.state).toBe('published');
    expect((await t.call(admin.save, { ...survey(), id: empty.body.data.id }, en(auditor))).status).toBe(409);
    expect((await t.call(admin.remove, { id: empty.body.data.id }, en(auditor))).status).toBe(409);
  });

  it('shows one published questionnaire: publishing another closes the first', async () => {
    expect((await t.call(pub.current, {}, en())).body.data).toEqual({ questionnaire: null, answered: false });
    const first = await published();
    expect((await t.call(pub.current, {}, en())).body.data.questionnaire?.id).toBe(first.id);
    const second = await published({ titleEn: 'Second' });
    expect((await t.call(admin.get, { id: first.id }, en(auditor))).body.data.state).toBe('closed');
    expect((await t.call(pub.current, {}, en())).body.data.questionnaire).toMatchObject({ id: second.id, titleEn: 'Second', titleZh: '平台使用调查' });
  });
});

describe('answering', () => {
  it('takes answers once per user, signed-in only', async () => {
    const q = await published();
    const answers = { q1: 'a', q2: ['m', 'n'], q3: 4, q4: '希望增加英文资料' };
    expect((await t.call(pub.save, { questionnaireId: q.id, answers }, en())).status).toBe(401);
    expect((await t.call(pub.current, {}, en(individual))).body.data.answered).toBe(false);
    expect((await t.call(pub.save, { questionnaireId: q.id, answers }, en(individual))).status).toBe(200);
    expect((await t.call(pub.current, {}, en(individual))).body.data.answered).toBe(true);
    const again = await t.call(pub.save, { questionnaireId: q.id, answers }, en(individual));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('You have already answered this questionnaire');
  });

  it('refuses missing required answers, unknown options or questions, ratings outside 1–5, and stores nothing', async () => {
    const q = await published();
    const refuse = async (answers: Record<string, unknown>) => (await t.call(pub.save, { questionnaireId: q.id, answers }, en(individual))).status;
    expect(await refuse({ q3: 4 })).toBe(400);
    expect(await refuse({ q1: 'z', q3: 4 })).toBe(400);
    expect(await refuse({ q1: 'a', q2: ['m', 'zz'], q3: 4 })).toBe(400);
    expect(await refuse({ q1: 'a', q2: ['m', 'm'], q3: 4 })).toBe(400);
    expect(await refuse({ q1: 'a', q3: 6 })).toBe(400);
    expect(await refuse({ q1: 'a', q3: 0 })).toBe(400);
    expect(await refuse({ q1: 'a', q3: 3, q9: 'x' })).toBe(400);
    expect(await refuse({ q1: 'a', q3: 3, q4: 'x'.repeat(501) })).toBe(400);
    expect(await refuse({ q1: ['a'], q3: 3 })).toBe(400);
    expect((await t.call(admin.results, { id: q.id }, en(auditor))).body.data.answers).toBe(0);
    expect(await refuse({ q1: 'a', q3: 3 })).toBe(200);
  });

  it('a closed questionnaire refuses answers', async () => {
    const q = await published();
    expect((await t.call(admin.close, { id: q.id }, en(auditor))).body.data.state).toBe('closed');
    expect((await t.call(pub.current, {}, en())).body.data.questionnaire).toBeNull();
    expect((await t.call(pub.save, { questionnaireId: q.id, answers: { q1: 'a', q3: 3 } }, en(individual))).status).toBe(409);
  });
});

describe('results', () => {
  it('counts answers per option and per rating, and pages the text answers', async () => {
    const q = await published();
    await t.call(pub.save, { questionnaireId: q.id, answers: { q1: 'a', q2: ['m', 'n'], q3: 5, q4: '好用' } }, en(individual));
    await t.call(pub.save, { questionnaireId: q.id, answers: { q1: 'b', q2: ['n'], q3: 5 } }, en(employee));
    await t.call(pub.save, { questionnaireId: q.id, answers: { q1: 'a', q3: 2, q4: '' } }, en(auditor));
    const { body } = await t.call(admin.results, { id: q.id }, en(auditor));
    expect(body.data.answers).toBe(3);
    const byQuestion = Object.fromEntries(body.data.questions.map((row) => [row.questionId, row]));
    expect(byQuestion.q1.counts).toEqual([{ key: 'a', count: 2 }, { key: 'b', count: 1 }]);
    expect(byQuestion.q2).toMatchObject({ answered: 2, counts: [{ key: 'm', count: 1 }, { key: 'n', count: 2 }, { key: 'o', count: 0 }] });
    expect(byQuestion.q3.counts).toEqual([1, 2, 3, 4, 5].map((value) => ({ key: String(value), count: value === 5 ? 2 : value === 2 ? 1 : 0 })));
    const texts = await t.call(admin.textAnswers, { id: q.id, questionId: 'q4' }, en(auditor));
    expect(texts.body.data.list.map((row) => row.text)).toEqual(['好用']);
    expect((await t.call(admin.textAnswers, { id: q.id, questionId: 'q1' }, en(auditor))).status).toBe(404);
    expect((await t.call(admin.results, { id: q.id }, en(individual))).status).toBe(403);
  });
});
