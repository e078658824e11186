import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, type AskOutput, type Citation } from '@contract';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { SKILLS } from '../skills';
import { askStreamed, fakeModel } from '../../../../tests/support/ai';
import type { Skill } from './types';

const { aiConversations: ai } = API;

/** Test doubles of skills: each answers one citation, numbered [1] in its own facts and text. */
const testSkill = (name: string, label: string): Skill<{ grade: string }> => ({
  name,
  description: `Test double ${name}`,
  parameters: z.object({ grade: z.string().min(1) }),
  async run({ grade }) {
    const citation: Citation = { kind: 'grade', label: `${grade} ${label}`, source: `${label} source`, href: `/test/${name}`, page: null, quote: null };
    return { answered: true, facts: { grade, value: { amount: 355, unit: 'MPa', citation: 1 } }, citations: [citation], text: `${grade}: 355 MPa [1]` };
  },
});
const first = testSkill('testFirst', 'first');
const second = testSkill('testSecond', 'second');

let t: TestApp;
let model: Awaited<ReturnType<typeof fakeModel>>;
let token: string;

beforeAll(async () => {
  model = await fakeModel();
  SKILLS.push(first as Skill<never>, second as Skill<never>);
  const llm = { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 400, maxRetries: 2 };
  t = await createTestApp({ ai: { llm } });
  token = await t.loginAs('demo-company');
});
afterAll(async () => {
  SKILLS.splice(SKILLS.indexOf(first as Skill<never>), 2);
  await t?.close();
  await model?.close();
});

const ask = (input: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => t.call(ai.conversationDetailSave, input, { token, lang });

describe('the language model engine', () => {
  it('calls a skill as a tool, then answers citing its result', async () => {
    model.script([{ toolCall: { name: 'testFirst', arguments: { grade: 'Q355B' } } }, { content: 'Q355B 的屈服强度为 355 MPa [1]。' }]);
    const { status, lines } = await askStreamed(t, { question: 'Q355B 的屈服强度' }, token);
    expect(status).toBe(200);
    const done = lines.at(-1) as { type: 'done'; data: AskOutput };
    expect(done.type).toBe('done');
    expect(done.data.answer).toMatchObject({ engine: 'llm', answered: true, intent: 'testFirst', text: 'Q355B 的屈服强度为 355 MPa [1]。' });
    expect(done.data.answer.citations).toEqual([expect.objectContaining({ label: 'Q355B first', href: '/test/testFirst' })]);
    expect(lines.filter((line) => line.type === 'delta').map((line) => (line as { text: string }).text).join('')).toBe(done.data.answer.text);

    const [asked, answered] = model.requests;
    expect(asked.model).toBe('fake-model');
    expect(asked.messages[0]).toMatchObject({ role: 'system' });
    expect(asked.messages[0].content).toContain('只能根据');
    expect(asked.messages.at(-1)).toEqual({ role: 'user', content: 'Q355B 的屈服强度' });
    const tool = asked.tools?.find((candidate) => candidate.function.name === 'testFirst');
    expect(tool?.function.parameters).toMatchObject({ type: 'object', properties: { grade: { type: 'string' } }, required: ['grade'] });
    expect(tool?.function.parameters).not.toHaveProperty('$schema');
    const result = JSON.parse(answered.messages.at(-1)!.content!);
    expect(answered.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(result).toMatchObject({ answered: true, summary: 'Q355B: 355 MPa [1]', citations: [{ n: 1, label: 'Q355B first' }] });
  });

  it('numbers the citations of several skills in one sequence and keeps those the answer cites', async () => {
    model.script([
      { toolCall: { name: 'testFirst', arguments: { grade: 'Q355B' } } },
      { toolCall: { name: 'testSecond', arguments: { grade: 'S355J2' } } },
      { content: 'S355J2: 355 MPa [2].' },
    ]);
    const asked = await ask({ question: 'Compare Q355B and S355J2' }, 'en');
    expect(asked.body.data.answer).toMatchObject({ engine: 'llm', text: 'S355J2: 355 MPa [1].' });
    expect(asked.body.data.answer.citations.map((citation) => citation.label)).toEqual(['S355J2 second']);
    const secondResult = JSON.parse(model.requests[2].messages.at(-1)!.content!);
    expect(secondResult).toMatchObject({ summary: 'S355J2: 355 MPa [2]', facts: { value: { citation: 2 } }, citations: [{ n: 2 }] });
    expect(model.requests[0].messages[0].content).toContain('Answer only from the results of the tools');
  });

  it('gives the model the conversation so far', async () => {
    model.script([{ toolCall: { name: 'testFirst', arguments: { grade: 'Q355B' } } }, { content: '355 MPa [1]' }]);
    const firstAsk = await ask({ question: 'Q355B 的屈服强度' });
    model.script([{ toolCall: { name: 'testFirst', arguments: { grade: 'Q355B' } } }, { content: '仍是 355 MPa [1]' }]);
    await ask({ conversationId: firstAsk.body.data.conversation.id, question: '那么厚度 20 mm 呢' });
    expect(model.requests[0].messages.slice(1).map((message) => [message.role, message.content])).toEqual([
      ['user', 'Q355B 的屈服强度'],
      ['assistant', '355 MPa [1]'],
      ['user', '那么厚度 20 mm 呢'],
    ]);
  });

  it('retries a failing endpoint, then the built-in engine answers', async () => {
    model.script([{ status: 500 }, { status: 503 }, { status: 500 }]);
    const asked = await ask({ question: 'Q355B 的屈服强度' });
    expect(asked.status).toBe(200);
    expect(asked.body.data.answer.engine).toBe('builtin');
    expect(model.requests).toHaveLength(3);
  });

  it('does not trust an answer citing nothing', async () => {
    model.script([{ content: 'Q355B 的屈服强度为 355 MPa。' }]);
    const asked = await ask({ question: 'Q355B 的屈服强度' });
    expect(asked.body.data.answer.engine).toBe('builtin');
    expect(asked.body.data.answer.text).not.toBe('Q355B 的屈服强度为 355 MPa。');
  });

  it('falls back when the model does not answer in time', async () => {
    model.script([{ hang: true }, { hang: true }, { hang: true }]);
    const asked = await ask({ question: 'Q355B 的屈服强度' });
    expect(asked.body.data.answer.engine).toBe('builtin');
  });

  it('ends a stream that has begun with an error line when the answer cannot be stored', async () => {
    const { id } = (await t.call(ai.conversationsSave, { title: '将被删除' }, { token })).body.data;
    model.script([
      { toolCall: { name: 'testFirst', arguments: { grade: 'Q355B' } } },
      { content: '355 MPa [1]', before: () => t.call(ai.conversationsDel, { id }, { token }) },
    ]);
    const { status, lines } = await askStreamed(t, { conversationId: id, question: 'Q355B' }, token, 'en');
    expect(status).toBe(200);
    expect(lines[0].type).toBe('delta');
    expect(lines.at(-1)).toEqual({ type: 'error', code: -1, msg: 'The conversation does not exist' });
  });

  it('answers with the built-in engine when the endpoint cannot be reached', async () => {
    await model.close();
    const asked = await ask({ question: 'Q355B 的屈服强度' });
    expect(asked.status).toBe(200);
    expect(asked.body.data.answer.engine).toBe('builtin');
  });
});
