import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Document, Packer, PageBreak, Paragraph } from 'docx';
import { PDFDocument } from 'pdf-lib';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { pngImage } from '../../../tests/support/files';
import { ReportWriter } from '../../lib/pdf/layout';
import type { SessionUser } from '../../plugins/auth';
import { matchingFor } from '../matching/service';
import { skillNamed } from './skills';
import { searchDocument } from './skills/documentPassages';
import type { EngineContext } from './engine/types';
import { fakeModel, uploadAiDocument } from '../../../tests/support/ai';

const { aiConversations: ai, aiDocuments: docs, files } = API;

const clock = fakeClock();
let t: TestApp;
let model: Awaited<ReturnType<typeof fakeModel>>;
let owner: string;
let other: string;
let ownerId: number;
let otherId: number;

/** A PDF (the report writer, CJK font) whose second page holds the passage asked about. */
async function twoPagePdf() {
  const writer = await ReportWriter.create('测试文档', 'atsteel test');
  writer.paragraph('第一页：本文件的范围与目录。', 10);
  writer.newPage();
  writer.paragraph('第二页：Q355B 钢板的屈服强度不低于 355 MPa，适用于厚度不大于 16 mm 的钢板。', 10);
  return Buffer.from(await writer.document.save());
}

/** A DOCX whose explicit page break puts the passage asked about on page 2. */
const twoPageDocx = () =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph('General scope of this procurement specification.'),
            new Paragraph({ children: [new PageBreak()] }),
            new Paragraph('The impact energy of S355J2 at -20 °C shall be at least 27 J.'),
          ],
        },
      ],
    }),
  );

const userIdOf = async (userName: string) =>
  Number((await t.db.execute<{ id: number }>(sql`select id from users where user_name = ${userName}`)).rows[0].id);

const contextOf = (userId: number, documentId: number | null, language: 'zh' | 'en' = 'zh'): EngineContext => ({
  db: t.db,
  matching: matchingFor({ db: t.db, clock }),
  user: { userId } as SessionUser,
  language,
  tool: 'file',
  documentId,
  now: clock.now(),
});

async function savedDocument(token: string, name: string, bytes: Buffer) {
  const uploaded = await uploadAiDocument(t, token, name, bytes);
  expect(uploaded.status, uploaded.body.msg).toBe(200);
  return t.call(docs.documentSave, { fileId: uploaded.body.data.id }, { token, lang: 'en' });
}

beforeAll(async () => {
  model = await fakeModel();
  const llm = { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 2000, maxRetries: 0 };
  t = await createTestApp({ clock, ai: { llm } });
  [owner, other] = await Promise.all([t.loginAs('demo-company'), t.loginAs('demo-individual')]);
  [ownerId, otherId] = await Promise.all([userIdOf('demo-company'), userIdOf('demo-individual')]);
  // The lead registers the skill in SKILLS; here it is added for this file only.
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});

describe('documents', () => {
  it('refuses an upload that is neither PDF nor DOCX', async () => {
    const uploaded = await uploadAiDocument(t, owner, 'picture.pdf', pngImage());
    expect(uploaded.status).toBe(400);
    expect(uploaded.body.msg).toBe('Please upload a PDF or Word (DOCX) document');
  });

  it('reads a PDF into passages with their pages and quotes page 2', async () => {
    const saved = await savedDocument(owner, '采购规范.pdf', await twoPagePdf());
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.msg).toBe('The document is ready for questions');
    expect(saved.body.data).toMatchObject({ name: '采购规范.pdf', contentType: 'application/pdf', pages: 2, state: 'ready' });
    expect(saved.body.data.passages).toBeGreaterThanOrEqual(2);
    const id = saved.body.data.id;
    // Registering the same upload again answers the same document.
    expect((await t.call(docs.documentSave, { fileId: saved.body.data.fileId }, { token: owner })).body.data.id).toBe(id);
    expect((await t.call(docs.documentList, {}, { token: owner })).body.data.list.map((d) => d.id)).toContain(id);
    expect((await t.call(docs.documentList, {}, { token: other })).body.data.list.map((d) => d.id)).not.toContain(id);

    const found = await skillNamed('searchDocument')!.run({ query: 'Q355B 的屈服强度是多少' } as never, contextOf(ownerId, id));
    expect(found.answered).toBe(true);
    expect(found.citations[0]).toMatchObject({ kind: 'document', page: 2, label: '采购规范.pdf · 第 2 页', href: `/ai/aiDoc?document=${id}&page=2` });
    expect(found.citations[0].quote).toContain('355 MPa');
    expect(found.text).toContain('[1]');

    const unrelated = await searchDocument.run({ query: '铝合金的疲劳寿命' }, contextOf(ownerId, id));
    expect(unrelated).toMatchObject({ answered: false, citations: [] });
    expect(unrelated.text).toContain('似乎没有涉及');
    // Another user's search finds nothing in it.
    expect((await searchDocument.run({ query: 'Q355B 屈服强度' }, contextOf(otherId, id))).answered).toBe(false);
  });

  it('reads a DOCX, counting its explicit page breaks', async () => {
    const saved = await savedDocument(owner, 'spec.docx', await twoPageDocx());
    expect(saved.body.data).toMatchObject({ name: 'spec.docx', pages: 2, state: 'ready' });
    const found = await searchDocument.run({ query: 'What impact energy does S355J2 need?' }, contextOf(ownerId, saved.body.data.id, 'en'));
    expect(found.answered).toBe(true);
    expect(found.citations[0]).toMatchObject({ page: 2, label: 'spec.docx, page 2' });
    expect(found.citations[0].quote).toContain('27 J');
  });

  it('keeps a document without text as failed and refuses it', async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    const saved = await savedDocument(owner, 'scan.pdf', Buffer.from(await blank.save()));
    expect(saved.status).toBe(400);
    expect(saved.body.msg).toBe('No text could be read from this document (a scanned PDF needs text recognition first)');
    const listed = (await t.call(docs.documentList, {}, { token: owner })).body.data.list.find((d) => d.name === 'scan.pdf');
    expect(listed).toMatchObject({ state: 'failed', passages: 0 });
    const conversation = await t.call(ai.conversationsSave, { title: 'scan', tool: 'file', documentId: listed!.id }, { token: owner, lang: 'en' });
    expect(conversation.status).toBe(400);
  });

  it('answers questions about the document in a file conversation, quoting its page', async () => {
    const { id } = (await savedDocument(owner, '规范二.pdf', await twoPagePdf())).body.data;
    model.script([{ toolCall: { name: 'searchDocument', arguments: { query: 'Q355B 屈服强度' } } }, { content: '文档第 2 页规定 Q355B 的屈服强度不低于 355 MPa [1]。' }]);
    const asked = await t.call(ai.conversationDetailSave, { tool: 'file', documentId: id, question: 'Q355B 的屈服强度是多少？' }, { token: owner });
    expect(asked.status, asked.body.msg).toBe(200);
    expect(asked.body.data.conversation).toMatchObject({ tool: 'file', documentId: id, documentName: '规范二.pdf' });
    expect(asked.body.data.answer).toMatchObject({ engine: 'llm', answered: true });
    expect(asked.body.data.answer.citations).toEqual([expect.objectContaining({ kind: 'document', page: 2 })]);
  });

  it('refuses another user\'s document', async () => {
    const saved = await savedDocument(owner, '私有.pdf', await twoPagePdf());
    const { id, fileId } = saved.body.data;
    for (const response of [
      await t.call(docs.documentSave, { fileId }, { token: other, lang: 'en' }),
      await t.call(ai.conversationsSave, { title: 'x', tool: 'file', documentId: id }, { token: other, lang: 'en' }),
      await t.call(ai.conversationDetailSave, { tool: 'file', documentId: id, question: 'Q355B' }, { token: other, lang: 'en' }),
      await t.call(docs.documentDel, { id }, { token: other, lang: 'en' }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('The document does not exist');
    }
  });

  it('deletes a document with its passages, its conversations and its file', async () => {
    const saved = await savedDocument(owner, '删除.pdf', await twoPagePdf());
    const { id, fileId } = saved.body.data;
    const conversation = (await t.call(ai.conversationsSave, { title: '关于删除', tool: 'file', documentId: id }, { token: owner })).body.data;
    expect((await t.call(docs.documentDel, { id }, { token: owner })).status).toBe(200);
    expect((await t.call(ai.conversationDetailList, { id: conversation.id }, { token: owner })).status).toBe(404);
    expect((await t.call(files.view, { id: fileId }, { token: owner })).status).toBe(404);
    const left = await t.db.execute<{ n: string }>(sql`select count(*) as n from ai_passages where document_id = ${id}`);
    expect(Number(left.rows[0].n)).toBe(0);
  });
});
