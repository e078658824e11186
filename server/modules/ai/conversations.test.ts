import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AI_LIMITS, API, type AskOutput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { askStreamed } from '../../../tests/support/ai';

const { aiConversations: ai } = API;

let t: TestApp;
let owner: string;
let other: string;
const zh = (token: string) => ({ token, lang: 'zh' as const });
const en = (token: string) => ({ token, lang: 'en' as const });

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock() });
  [owner, other] = await Promise.all([t.loginAs('demo-company'), t.loginAs('demo-individual')]);
});
afterAll(() => t?.close());

const messageCount = async () => Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from ai_messages`)).rows[0].n);

describe('conversations', () => {
  it('starts, lists, renames and deletes the caller\'s own conversations', async () => {
    const created = await t.call(ai.conversationsSave, { title: '选材笔记', tool: 'chart' }, zh(owner));
    expect(created.status, created.body.msg).toBe(200);
    expect(created.body.data).toMatchObject({ title: '选材笔记', tool: 'chart', documentId: null, messageCount: 0 });
    const id = created.body.data.id;

    const listed = await t.call(ai.conversationsList, { tool: 'chart' }, zh(owner));
    expect(listed.body.data.list.map((c) => c.id)).toContain(id);
    expect((await t.call(ai.conversationsList, { tool: 'doc' }, zh(owner))).body.data.list.map((c) => c.id)).not.toContain(id);
    expect((await t.call(ai.conversationsList, { keyword: '选材' }, zh(owner))).body.data.list.map((c) => c.id)).toContain(id);
    expect((await t.call(ai.conversationsList, { keyword: '100%' }, zh(owner))).body.data.total).toBe(0);

    const renamed = await t.call(ai.conversationsSave, { id, title: '新标题', tool: 'chart' }, zh(owner));
    expect(renamed.body.data).toMatchObject({ id, title: '新标题', tool: 'chart' });
    const detail = await t.call(ai.conversationDetailList, { id }, zh(owner));
    expect(detail.body.data).toMatchObject({ conversation: { id, title: '新标题' }, messages: [] });

    expect((await t.call(ai.conversationsDel, { id }, zh(owner))).status).toBe(200);
    const gone = await t.call(ai.conversationDetailList, { id }, en(owner));
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('The conversation does not exist');
  });

  it('lists the latest first, paged in SQL', async () => {
    const ids: number[] = [];
    for (const title of ['一', '二', '三']) ids.push((await t.call(ai.conversationsSave, { title: `分页${title}` }, zh(owner))).body.data.id);
    // Same clock instant: the later id comes first.
    const page = await t.call(ai.conversationsList, { keyword: '分页', pageNum: 1, pageSize: 2 }, zh(owner));
    expect(page.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page.body.data.list.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const second = await t.call(ai.conversationsList, { keyword: '分页', pageNum: 2, pageSize: 2 }, zh(owner));
    expect(second.body.data.list.map((c) => c.id)).toEqual([ids[0]]);
  });

  it('answers 404 for another user\'s conversation: detail, rename, delete, ask; their list does not show it', async () => {
    const { id } = (await t.call(ai.conversationsSave, { title: '私人会话' }, zh(owner))).body.data;
    for (const response of [
      await t.call(ai.conversationDetailList, { id }, zh(other)),
      await t.call(ai.conversationsSave, { id, title: '偷改' }, zh(other)),
      await t.call(ai.conversationsDel, { id }, zh(other)),
      await t.call(ai.conversationDetailSave, { conversationId: id, question: 'Q355B 的屈服强度' }, zh(other)),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('会话不存在');
    }
    expect((await t.call(ai.conversationsList, { pageSize: 100 }, zh(other))).body.data.list.map((c) => c.id)).not.toContain(id);
    expect((await t.call(ai.conversationDetailList, { id }, zh(owner))).body.data.conversation.title).toBe('私人会话');
  });

  it('needs the caller\'s own document for a file conversation', async () => {
    const missing = await t.call(ai.conversationsSave, { title: '文档', tool: 'file' }, zh(owner));
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请先选择文档');
    const unknown = await t.call(ai.conversationsSave, { title: 'Doc', tool: 'file', documentId: 999999 }, en(owner));
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('The document does not exist');
    const asked = await t.call(ai.conversationDetailSave, { tool: 'file', question: '第二页说了什么' }, en(owner));
    expect(asked.status).toBe(400);
    expect(asked.body.msg).toBe('Please choose a document first');
  });

  it('says what is wrong with the input in the caller\'s language', async () => {
    const cases = [
      [ai.conversationsSave, { title: '  ' }, '请输入标题', 'Please enter a title'],
      [ai.conversationDetailSave, { question: '' }, '请输入问题', 'Please enter a question'],
      [ai.conversationDetailSave, { question: '问'.repeat(AI_LIMITS.questionMax + 1) }, '问题最多 1000 个字符', 'A question may have at most 1,000 characters'],
    ] as const;
    for (const [endpoint, input, textZh, textEn] of cases) {
      const inZh = await t.call(endpoint, input, zh(owner));
      expect(inZh.status).toBe(400);
      expect(inZh.body.msg).toBe(textZh);
      expect((await t.call(endpoint, input, en(owner))).body.msg).toBe(textEn);
    }
  });
});

describe('asking', () => {
  it('creates a conversation titled after the question and stores the question and the answer', async () => {
    const question = 'Q355B 的屈服强度是多少？请同时说明它对应的标准和厚度分段，以及与 S355J2 的区别';
    const asked = await t.call(ai.conversationDetailSave, { question }, zh(owner));
    expect(asked.status, asked.body.msg).toBe(200);
    const { conversation, question: stored, answer } = asked.body.data;
    expect(conversation).toMatchObject({ tool: 'chat', title: question.slice(0, AI_LIMITS.autoTitleLength), messageCount: 2 });
    expect(stored).toMatchObject({ role: 'user', text: question, engine: null, answered: null });
    expect(answer).toMatchObject({ role: 'assistant', engine: 'builtin' });
    expect(answer.text.length).toBeGreaterThan(0);

    const again = await t.call(ai.conversationDetailSave, { conversationId: conversation.id, question: 'S355J2 呢' }, zh(owner));
    expect(again.body.data.conversation.messageCount).toBe(4);
    const detail = await t.call(ai.conversationDetailList, { id: conversation.id }, zh(owner));
    expect(detail.body.data.messages.map((m) => [m.role, m.text])).toEqual([
      ['user', question],
      ['assistant', answer.text],
      ['user', 'S355J2 呢'],
      ['assistant', again.body.data.answer.text],
    ]);
  });

  it('answers a catalogue question with cited values', async () => {
    const asked = await t.call(ai.conversationDetailSave, { question: 'Q355B 的屈服强度' }, zh(owner));
    expect(asked.body.data.answer).toMatchObject({ answered: true, engine: 'builtin' });
    expect(asked.body.data.answer.citations.length).toBeGreaterThan(0);
    expect(asked.body.data.answer.text).toMatch(/\[1\]/);
  });

  it('refuses to ask in a conversation of another tool', async () => {
    const { id } = (await t.call(ai.conversationsSave, { title: '图表', tool: 'chart' }, zh(owner))).body.data;
    const before = await messageCount();
    const asked = await t.call(ai.conversationDetailSave, { conversationId: id, tool: 'chat', question: 'Q355B' }, en(owner));
    expect(asked.status).toBe(400);
    expect(asked.body.msg).toBe('This conversation belongs to another tool');
    expect(await messageCount()).toBe(before);
  });
});

describe('streaming', () => {
  it('streams deltas that make up the answer, then one done line', async () => {
    const { status, contentType, lines } = await askStreamed(t, { question: 'Q355B 的屈服强度' }, owner);
    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/x-ndjson/);
    const deltas = lines.filter((line) => line.type === 'delta');
    expect(deltas.length).toBeGreaterThan(0);
    expect(lines.at(-1)?.type).toBe('done');
    expect(lines.filter((line) => line.type === 'done' || line.type === 'error')).toHaveLength(1);
    const done = lines.at(-1) as { type: 'done'; data: AskOutput };
    expect(deltas.map((line) => (line as { text: string }).text).join('')).toBe(done.data.answer.text);
    const detail = await t.call(ai.conversationDetailList, { id: done.data.conversation.id }, zh(owner));
    expect(detail.body.data.messages.at(-1)?.text).toBe(done.data.answer.text);
  });

  it('answers a refusal found before the first piece with the ordinary envelope', async () => {
    const { id } = (await t.call(ai.conversationsSave, { title: '别人的' }, zh(owner))).body.data;
    const refused = await askStreamed(t, { conversationId: id, question: 'Q355B' }, other, 'en');
    expect(refused.status).toBe(404);
    expect(refused.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(refused.body)).toEqual({ code: -1, data: null, msg: 'The conversation does not exist' });
    const invalid = await askStreamed(t, { question: '' }, owner, 'zh');
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body)).toMatchObject({ code: -1, msg: '请输入问题' });
  });
});

describe('drafts', () => {
  const blocks = [
    { type: 'heading', text: 'Q355B 数据表' },
    { type: 'paragraph', text: '来源：GB/T 1591-2018' },
    { type: 'table', columns: ['厚度 mm', '屈服强度 MPa'], rows: [['≤16', '355'], ['16–40', '345']] },
  ];
  const exportDraft = (input: Record<string, unknown>, token: string) =>
    t.app.inject({ method: 'POST', url: API.aiDocuments.draftExport.path, headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh' }, payload: input });

  it('exports a draft as DOCX and PDF named after its title', async () => {
    const docx = await exportDraft({ title: 'Q355B 数据表', blocks, format: 'docx' }, owner);
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Q355B 数据表.docx')}`);
    const pdf = await exportDraft({ title: 'A/B: memo', blocks, format: 'pdf', language: 'en' }, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('A_B_ memo.pdf')}`);
  });

  it('refuses an empty draft', async () => {
    const empty = await exportDraft({ title: '空', blocks: [], format: 'docx' }, owner);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('草稿内容为空');
  });
});
