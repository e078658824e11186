import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AiTool } from '@contract';
import { createTestApp, type TestApp } from '../../../../../tests/support/app';
import { fakeClock } from '../../../../../tests/support/clock';
import type { EngineAnswer, HistoryMessage, Language } from '../types';
import { builtinEngine } from '.';
import { contextOf } from './testContext';

/**
 * The engine's cases (engineCases.json): questions with the exact page each must cite, follow-ups with their history,
 * chart, table and draft shapes, asked of the engine directly. The benchmark's accuracy set over HTTP is
 * tests/fixtures/ai-questions.json (server/modules/ai/accuracy.test.ts).
 */
interface Question {
  q: string;
  lang: Language;
  tool: AiTool;
  history?: HistoryMessage[];
  expect: {
    answered: boolean;
    intent?: string;
    values?: string[];
    cite?: { grade?: string; standard?: string; kind?: string; hrefPrefix?: string };
    chart?: boolean;
    table?: boolean;
    draft?: string;
  };
}
const { questions } = JSON.parse(readFileSync(new URL('./engineCases.json', import.meta.url), 'utf8')) as { questions: Question[] };

// Help articles are public from their seeding time on: the clock stands a day later.
const clock = fakeClock(new Date(Date.now() + 86_400_000));
let t: TestApp;
let contextFor: Awaited<ReturnType<typeof contextOf>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  contextFor = await contextOf(t.db, 'demo-company', clock);
});
afterAll(() => t?.close());

/** The portal path a citation must have: a grade's or a standard's page, by name (ids differ per database). */
async function expectedHref(cite: NonNullable<Question['expect']['cite']>): Promise<string | null> {
  if (cite.grade) {
    const { rows } = await t.db.execute<{ id: number; type: string }>(sql`
      select g.id, g.type from material_grades g join material_standards s on s.id = g.standard_id where g.name = ${cite.grade} and s.code = ${cite.standard!}`);
    expect(rows, `${cite.grade} (${cite.standard}) is in the catalogue`).toHaveLength(1);
    return `/material/detail/${rows[0].type}/${rows[0].id}`;
  }
  if (cite.standard) {
    const { rows } = await t.db.execute<{ id: number; type: string }>(sql`
      select s.id, min(g.type) as type from material_standards s join material_grades g on g.standard_id = s.id where s.code = ${cite.standard} group by s.id`);
    return `/material/standard/${rows[0].type}/${rows[0].id}`;
  }
  return null;
}

async function check(question: Question, answer: EngineAnswer) {
  const { expect: wanted } = question;
  expect(answer.answered, answer.text).toBe(wanted.answered);
  if (!wanted.answered) {
    expect(answer.intent).toBe('unanswerable');
    expect(answer.citations).toEqual([]);
    return;
  }
  if (wanted.intent) expect(answer.intent, answer.text).toBe(wanted.intent);
  for (const value of wanted.values ?? []) expect(answer.text, `states ${value}`).toContain(value);
  // Every [n] refers to a citation.
  for (const [, n] of answer.text.matchAll(/\[(\d+)\]/g)) expect(Number(n)).toBeLessThanOrEqual(answer.citations.length);
  expect(answer.citations.length).toBeGreaterThan(0);
  const cite = wanted.cite;
  if (cite) {
    const href = await expectedHref(cite);
    if (href) expect(answer.citations.map((citation) => citation.href)).toContain(href);
    if (cite.kind) expect(answer.citations.map((citation) => citation.kind)).toContain(cite.kind);
    if (cite.hrefPrefix) expect(answer.citations.some((citation) => citation.href?.startsWith(cite.hrefPrefix!))).toBe(true);
    if (cite.grade) expect(answer.citations.find((citation) => citation.href === href)?.source).toMatch(/\S/);
  }
  if (wanted.chart) expect(answer.chart?.series.length).toBeGreaterThan(0);
  if (wanted.table) expect(answer.table?.rows.length).toBeGreaterThan(0);
  if (wanted.draft) expect(answer.draft?.kind).toBe(wanted.draft);
}

describe('the accuracy set through the built-in engine', () => {
  it('has at least 60 questions, 8 of them unanswerable, in both languages', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(questions.filter((question) => !question.expect.answered).length).toBeGreaterThanOrEqual(8);
    expect(questions.filter((question) => question.lang === 'en').length).toBeGreaterThanOrEqual(25);
  });

  it.each(questions.map((question) => [question.q, question] as const))('%s', async (_q, question) => {
    const pieces: string[] = [];
    const answer = await builtinEngine.answer(question.q, question.history ?? [], contextFor(question.lang, question.tool), (piece) => pieces.push(piece));
    expect(pieces.join('')).toBe(answer.text);
    await check(question, answer);
  });
});
