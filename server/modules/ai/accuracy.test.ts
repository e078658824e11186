import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import questionSet from '../../../tests/fixtures/ai-questions.json';
import { scoreAnswer } from '../../../scripts/ai/score.mjs';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';

/**
 * The accuracy set (tests/fixtures/ai-questions.json, expected values from the seeded catalogue) as a regression
 * test: every question asked through the API answers with the expected values and citations, or says the data does
 * not answer it. `npm run bench` reports the same set's accuracy and latency over HTTP.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ ai: { dailyQuota: 1000 } });
  token = await t.loginAs('demo-company');
});
afterAll(async () => {
  await t?.close();
});

describe('the built-in engine on the accuracy set', () => {
  it('holds at least 60 questions in both languages, some unanswerable', () => {
    const { questions } = questionSet;
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(questions.filter((question) => question.lang === 'zh').length).toBeGreaterThanOrEqual(25);
    expect(questions.filter((question) => question.lang === 'en').length).toBeGreaterThanOrEqual(25);
    expect(questions.filter((question) => !question.expect.answered).length).toBeGreaterThanOrEqual(8);
  });

  it.each(questionSet.questions.map((question) => [question.q, question] as const))('%s', async (_, question) => {
    const asked = await t.call(
      API.aiConversations.conversationDetailSave,
      { question: question.q, tool: question.tool },
      { token, lang: question.lang as 'zh' | 'en', ip: uniqueIp() },
    );
    expect(asked.body.code).toBe(200);
    const score = scoreAnswer(question, asked.body.data.answer);
    expect(score.failures, asked.body.data.answer.text).toEqual([]);
  });
});
