import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, fileViewUrl, type StoredFile, type SuggestionInput } from '@contract';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { multipart, pngImage } from '../../../tests/support/files';

/** Suggestions: the user's own list and rules, the platform's queue and reply, and the reply in the message centre. */
const { mySuggestions: mine, suggestionQueue: queue, notifications } = API;
const clock = fakeClock();
let t: TestApp;
let individual: string;
let employee: string;
let auditor: string;
const en = (token?: string) => ({ token, lang: 'en' as const });

beforeAll(async () => {
  t = await createTestApp({ clock });
  [individual, employee, auditor] = await Promise.all(['demo-individual', 'demo-employee', 'demo-auditor'].map((name) => t.loginAs(name)));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from suggestions`);
  await t.db.execute(sql`delete from notifications`);
});

async function upload(token: string): Promise<StoredFile> {
  const { payload, headers } = multipart({ name: 'screen.png', bytes: pngImage() });
  const response = await t.app.inject({ method: 'POST', url: `${API.files.upload.path}?purpose=suggestionFile`, headers: { ...authHeaders(en(token)), ...headers }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const viewStatus = async (token: string, id: string) => (await t.app.inject({ method: 'GET', url: fileViewUrl(id), headers: authHeaders(en(token)) })).statusCode;

const aSuggestion = (overrides: Partial<SuggestionInput> = {}): SuggestionInput => ({ type: 'function', content: '希望支持按牌号批量导出', contact: '', ...overrides });
async function send(token: string, overrides: Partial<SuggestionInput> = {}) {
  const { status, body } = await t.call(mine.save, aSuggestion(overrides), en(token));
  expect(status, body.msg).toBe(200);
  return body.data;
}

describe('a user’s suggestions', () => {
  it('checks type, lengths and attachments; an attachment of someone else’s answers 400 and stores nothing', async () => {
    expect((await t.call(mine.save, aSuggestion({ content: '' }), en(individual))).status).toBe(400);
    expect((await t.call(mine.save, aSuggestion({ content: 'x'.repeat(501) }), en(individual))).status).toBe(400);
    expect((await t.call(mine.save, aSuggestion({ contact: 'x'.repeat(51) }), en(individual))).status).toBe(400);
    expect((await t.call(mine.save, { ...aSuggestion(), type: 'wish' }, en(individual))).status).toBe(400);
    const others = await upload(employee);
    const refused = await t.call(mine.save, aSuggestion({ attachmentIds: [others.id] }), en(individual));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('An attachment is not one of your uploads');
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(individual)));
    expect((await t.call(mine.save, aSuggestion({ attachmentIds: four.map((file) => file.id) }), en(individual))).status).toBe(400);
    expect((await t.call(mine.page, {}, en(individual))).body.data.total).toBe(0);

    const saved = await send(individual, { content: 'x'.repeat(500), contact: '13800000000', attachmentIds: four.slice(0, 3).map((file) => file.id) });
    expect(saved).toMatchObject({ state: 'noReply', reply: null, contact: '13800000000' });
    expect(saved.attachmentIds).toHaveLength(3);
  });

  it('lists only the caller’s own; another’s suggestion answers 404 to detail and delete', async () => {
    const own = await send(individual);
    await send(employee, { content: '别人的建议' });
    const page = await t.call(mine.page, {}, en(individual));
    expect(page.body.data.list.map((row) => row.id)).toEqual([own.id]);
    expect((await t.call(mine.detail, { id: own.id }, en(employee))).status).toBe(404);
    expect((await t.call(mine.remove, { id: own.id }, en(employee))).status).toBe(404);
    expect((await t.call(mine.detail, { id: own.id }, en(individual))).body.data.id).toBe(own.id);
  });

  it('deletes an own suggestion while it waits; a replied one stays (409)', async () => {
    const waiting = await send(individual);
    expect((await t.call(mine.remove, { id: waiting.id }, en(individual))).status).toBe(200);
    expect((await t.call(mine.detail, { id: waiting.id }, en(individual))).status).toBe(404);
    const answered = await send(individual);
    expect((await t.call(queue.reply, { id: answered.id, reply: '已收到' }, en(auditor))).status).toBe(200);
    expect((await t.call(mine.remove, { id: answered.id }, en(individual))).status).toBe(409);
  });
});

describe('the platform’s queue', () => {
  it('needs suggestion:reply', async () => {
    const own = await send(individual);
    expect((await t.call(queue.page, {}, en(individual))).status).toBe(403);
    expect((await t.call(queue.reply, { id: own.id, reply: 'me' }, en(employee))).status).toBe(403);
    expect((await t.call(queue.page, {}, {})).status).toBe(401);
  });

  it('lists the longest waiting first, by state', async () => {
    const first = await send(individual, { content: '第一条' });
    clock.advance(60_000);
    const second = await send(employee, { content: '第二条' });
    const page = await t.call(queue.page, { state: 'noReply' }, en(auditor));
    expect(page.body.data.list.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(page.body.data.list[0].userName).toBe('demo-individual');
    await t.call(queue.reply, { id: first.id, reply: '谢谢' }, en(auditor));
    expect((await t.call(queue.page, { state: 'noReply' }, en(auditor))).body.data.list.map((row) => row.id)).toEqual([second.id]);
    expect((await t.call(queue.page, { state: 'replied' }, en(auditor))).body.data.list[0]).toMatchObject({ id: first.id, repliedByName: 'demo-auditor' });
  });

  it('replies once (1–1000 characters; twice 409), and the reply reaches the user’s message centre unread', async () => {
    const own = await send(individual);
    expect((await t.call(queue.reply, { id: own.id, reply: '' }, en(auditor))).status).toBe(400);
    expect((await t.call(queue.reply, { id: own.id, reply: 'x'.repeat(1001) }, en(auditor))).status).toBe(400);
    expect((await t.call(queue.reply, { id: 999_999, reply: 'ok' }, en(auditor))).status).toBe(404);
    const replied = await t.call(queue.reply, { id: own.id, reply: '下个版本支持' }, en(auditor));
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ state: 'replied', reply: '下个版本支持', repliedByName: 'demo-auditor' });
    expect((await t.call(queue.reply, { id: own.id, reply: 'again' }, en(auditor))).status).toBe(409);
    expect((await t.call(mine.detail, { id: own.id }, en(individual))).body.data).toMatchObject({ state: 'replied', reply: '下个版本支持' });

    const notices = await t.call(notifications.page, { type: 'reply' }, en(individual));
    expect(notices.body.data.list).toHaveLength(1);
    expect(notices.body.data.list[0]).toMatchObject({ subject: 'suggestion', subjectId: own.id, event: 'reply', read: false });
    expect(notices.body.data.unread).toBe(1);
    expect((await t.call(notifications.types, {}, en(individual))).body.data.types.find((row) => row.type === 'reply')).toEqual({ type: 'reply', total: 1, unread: 1 });
  });

  it('repliers read the attachments; other users do not', async () => {
    const file = await upload(individual);
    await send(individual, { attachmentIds: [file.id] });
    expect(await viewStatus(individual, file.id)).toBe(200);
    expect(await viewStatus(auditor, file.id)).toBe(200);
    expect(await viewStatus(employee, file.id)).toBe(404);
  });
});
