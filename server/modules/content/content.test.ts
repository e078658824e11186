import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, fileViewUrl, type AdminArticle, type ArticleInput, type StoredFile } from '@contract';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { multipart, pngImage } from '../../../tests/support/files';
import { pageCheckOf } from '../../plugins/pageChecks';

const admin = API.contentAdmin;
const pub = API.contentPublic;

const clock = fakeClock();
let t: TestApp;
let auditor: string;
let individual: string;

const zh = (token?: string) => ({ token, lang: 'zh' as const });
const en = (token?: string) => ({ token, lang: 'en' as const });

beforeAll(async () => {
  t = await createTestApp({ clock });
  [auditor, individual] = await Promise.all(['demo-auditor', 'demo-individual'].map((name) => t.loginAs(name)));
});
afterAll(() => t?.close());
beforeEach(async () => {
  // The seed's help centre is not part of these tests.
  await t.db.execute(sql`delete from content_articles`);
  await t.db.execute(sql`delete from content_catalogues`);
});

async function upload(token: string): Promise<StoredFile> {
  const { payload, headers } = multipart({ name: 'picture.png', bytes: pngImage() });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.files.upload.path}?purpose=contentPicture`,
    headers: { ...authHeaders(en(token)), ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** What a visitor gets for a stored file. */
const viewStatus = async (id: string) => (await t.app.inject({ method: 'GET', url: fileViewUrl(id) })).statusCode;

const news = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  kind: 'news',
  titleZh: '平台上线材料匹配',
  titleEn: 'Material matching is live',
  summaryZh: '中文摘要',
  summaryEn: 'English summary',
  bodyZh: '<p>中文正文</p>',
  bodyEn: '<p>English body</p>',
  ...overrides,
});

async function save(input: ArticleInput): Promise<AdminArticle> {
  clock.advance(1000);
  const response = await t.call(admin.save, input, en(auditor));
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}
async function publish(id: number, publishAt?: string) {
  clock.advance(1000);
  const response = await t.call(admin.publish, { id, publishAt }, en(auditor));
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}
const saveAndPublish = async (input: ArticleInput) => publish((await save(input)).id);

describe('content: writing', () => {
  it('sanitises bodies through the API: scripts, handlers, javascript: links and foreign pictures go, our pictures stay', async () => {
    const picture = await upload(auditor);
    const ours = fileViewUrl(picture.id);
    const saved = await save(
      news({
        bodyZh: `<p onclick="steal()">正文<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><img src="https://evil.example/a.png"><img src="${ours}" alt="图">`,
        bodyEn: '<p>Body <a href="https://example.com" target="_blank">site</a></p><iframe src="https://evil.example"></iframe>',
      }),
    );
    expect(saved.bodyZh).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/);
    expect(saved.bodyZh).toContain(`<img src="${ours.replace('&', '&amp;')}" alt="图" />`);
    expect(saved.bodyZh).toContain('<a>链接</a>');
    expect(saved.bodyEn).toBe('<p>Body <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></p>');
    const [row] = (await t.db.execute<{ picture_ids: string[] }>(sql`select picture_ids from content_articles where id = ${saved.id}`)).rows;
    expect(row.picture_ids).toEqual([picture.id]);
    // Content pictures are readable by anyone with the id (the editor shows them before publishing).
    expect(await viewStatus(picture.id)).toBe(200);
  });

  it('accepts only contentPicture uploads as cover or body pictures', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const input of [news({ coverFileId: unknown }), news({ bodyEn: `<img src="${fileViewUrl(unknown)}">` })]) {
      const response = await t.call(admin.save, input, en(auditor));
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe('Invalid picture');
    }
    expect((await t.call(admin.page, {}, en(auditor))).body.data.total).toBe(0);
  });

  it('keeps the kind of a saved row, one row per fixed page, a cover for banners and a body to publish', async () => {
    const article = await save(news());
    const changed = await t.call(admin.save, { ...news(), id: article.id, kind: 'story' }, en(auditor));
    expect(changed.status).toBe(400);
    expect(changed.body.msg).toBe('The type of saved content cannot change');

    await save({ kind: 'page', slug: 'about', titleZh: '关于我们' });
    const second = await t.call(admin.save, { kind: 'page', slug: 'about', titleZh: '关于' }, en(auditor));
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('This page already exists; edit it instead');

    const banner = await t.call(admin.save, { kind: 'banner', titleZh: '横幅' }, en(auditor));
    expect(banner.status).toBe(400);
    expect(banner.body.msg).toBe('Please upload a cover picture');

    const empty = await save(news({ bodyZh: '<p> </p>', bodyEn: '<script>x</script>' }));
    const refused = await t.call(admin.publish, { id: empty.id }, en(auditor));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Write the body in at least one language before publishing');
    expect((await t.call(admin.get, { id: empty.id }, en(auditor))).body.data.state).toBe('draft');
    // A published row cannot lose its body.
    const published = await saveAndPublish(news());
    const emptied = await t.call(admin.save, { ...news({ bodyZh: '', bodyEn: '' }), id: published.id }, en(auditor));
    expect(emptied.status).toBe(400);
  });

  it('removes pictures an article no longer shows, and those of a deleted article', async () => {
    const [cover, inBody] = [await upload(auditor), await upload(auditor)];
    const article = await save(news({ coverFileId: cover.id, bodyEn: `<p>x</p><img src="${fileViewUrl(inBody.id)}">` }));
    await save({ ...news({ coverFileId: cover.id }), id: article.id });
    expect(await viewStatus(inBody.id)).toBe(404);
    expect(await viewStatus(cover.id)).toBe(200);
    expect((await t.call(admin.remove, { id: article.id }, en(auditor))).body.msg).toBe('Deleted');
    expect(await viewStatus(cover.id)).toBe(404);
    expect((await t.call(admin.get, { id: article.id }, en(auditor))).status).toBe(404);
  });

  it('lists by kind, state and keyword, last changed first', async () => {
    const first = await save(news({ titleZh: '钢材检测', titleEn: 'Steel testing' }));
    await save(news({ kind: 'story', titleZh: '用户故事', titleEn: '' }));
    await publish(first.id);
    const byKind = await t.call(admin.page, { kind: 'news' }, en(auditor));
    expect(byKind.body.data.list.map((row) => row.id)).toEqual([first.id]);
    expect(byKind.body.data.list[0]).toMatchObject({ state: 'published', authorName: '杨磊' });
    expect((await t.call(admin.page, { state: 'draft' }, en(auditor))).body.data.list.map((row) => row.kind)).toEqual(['story']);
    expect((await t.call(admin.page, { keyword: 'steel TEST' }, en(auditor))).body.data.total).toBe(1);
    expect((await t.call(admin.page, { keyword: '故事' }, en(auditor))).body.data.total).toBe(1);
  });

  it('answers 401 to visitors and 403 to users without content:manage', async () => {
    for (const endpoint of [admin.page, admin.catalogueTree]) {
      expect((await t.call(endpoint, {}, en())).status).toBe(401);
      expect((await t.call(endpoint, {}, en(individual))).status).toBe(403);
    }
    const refused = await t.call(admin.save, news(), en(individual));
    expect(refused.status).toBe(403);
    expect((await t.call(admin.page, {}, en(auditor))).body.data.total).toBe(0);
  });
});

describe('content: reading', () => {
  it('shows published rows whose time has come; drafts, scheduled and unpublished rows answer 404', async () => {
    const draft = await save(news({ titleEn: 'Draft' }));
    const live = await saveAndPublish(news({ titleEn: 'Live' }));
    const scheduled = await save(news({ titleEn: 'Later' }));
    await publish(scheduled.id, new Date(clock.now().getTime() + 3_600_000).toISOString());

    const titles = async () => (await t.call(pub.articlePage, { kind: 'news' }, en())).body.data.list.map((row) => row.title);
    expect(await titles()).toEqual(['Live']);
    expect((await t.call(pub.articleDetail, { id: draft.id }, en())).status).toBe(404);
    const early = await t.call(pub.articleDetail, { id: scheduled.id }, en());
    expect(early.status).toBe(404);
    expect(early.body.msg).toBe('The content does not exist or is not published');
    expect(await pageCheckOf('/other/journalismDetail')!(t.db, {}, new URLSearchParams({ id: String(scheduled.id) }))).toBe(false);

    clock.advance(3_600_000);
    expect(await titles()).toEqual(['Later', 'Live']);
    expect(await pageCheckOf('/other/journalismDetail')!(t.db, {}, new URLSearchParams({ id: String(scheduled.id) }))).toBe(true);

    expect((await t.call(admin.unpublish, { id: live.id }, en(auditor))).body.msg).toBe('Taken back to draft');
    expect(await titles()).toEqual(['Later']);
    expect((await t.call(pub.articleDetail, { id: live.id }, en())).status).toBe(404);
  });

  it('reads the page language, or the other one with shownLanguage', async () => {
    const onlyEn = await saveAndPublish(news({ titleZh: '', summaryZh: '', bodyZh: '', titleEn: 'English only' }));
    const detail = await t.call(pub.articleDetail, { id: onlyEn.id }, zh());
    expect(detail.body.data).toMatchObject({ title: 'English only', summary: 'English summary', body: '<p>English body</p>', shownLanguage: 'en' });
    const both = await saveAndPublish(news());
    expect((await t.call(pub.articleDetail, { id: both.id }, zh())).body.data).toMatchObject({ title: '平台上线材料匹配', body: '<p>中文正文</p>', shownLanguage: 'zh' });
    expect((await t.call(pub.articleDetail, { id: both.id }, en())).body.data).toMatchObject({ title: 'Material matching is live', shownLanguage: 'en' });
    const list = await t.call(pub.articlePage, { kind: 'news' }, zh());
    expect(list.body.data.list.map((row) => row.shownLanguage)).toEqual(['zh', 'en']);
  });

  it('counts views and links the neighbours in the same list', async () => {
    const [a, b, c] = [await saveAndPublish(news({ titleEn: 'A' })), await saveAndPublish(news({ titleEn: 'B' })), await saveAndPublish(news({ titleEn: 'C' }))];
    await saveAndPublish(news({ kind: 'story', titleEn: 'Another list' }));
    const middle = await t.call(pub.articleDetail, { id: b.id }, en());
    // Newest first: C, B, A.
    expect(middle.body.data).toMatchObject({ views: 1, previous: { id: c.id, title: 'C' }, next: { id: a.id, title: 'A' } });
    expect((await t.call(pub.articleDetail, { id: b.id }, en())).body.data.views).toBe(2);
    expect((await t.call(pub.articleDetail, { id: c.id }, en())).body.data).toMatchObject({ previous: null, next: { id: b.id } });
    expect((await t.call(admin.get, { id: b.id }, en(auditor))).body.data.views).toBe(2);
  });

  it('lists help by catalogue (with its sub-catalogues) and order; serves pages and banners', async () => {
    const top = (await t.call(admin.catalogueSave, { nameZh: '入门', nameEn: 'Getting started' }, en(auditor))).body.data;
    const sub = (await t.call(admin.catalogueSave, { nameZh: '注册', parentId: top.id }, en(auditor))).body.data;
    const other = (await t.call(admin.catalogueSave, { nameZh: '订单' }, en(auditor))).body.data;
    const help = (title: string, catalogueId: number, sort: number) => saveAndPublish({ kind: 'help', titleEn: title, bodyEn: '<p>x</p>', catalogueId, sort });
    const second = await help('Second', top.id, 2);
    const first = await help('First', top.id, 1);
    await help('Nested', sub.id, 0);
    await help('Elsewhere', other.id, 0);
    const inTop = await t.call(pub.articlePage, { kind: 'help', catalogueId: top.id }, en());
    expect(inTop.body.data.list.map((row) => row.title).sort()).toEqual(['First', 'Nested', 'Second']);
    const detail = await t.call(pub.articleDetail, { id: first.id }, en());
    expect(detail.body.data).toMatchObject({ previous: null, next: { id: second.id } });
    expect(await pageCheckOf('/help/:id')!(t.db, { id: String(first.id) }, new URLSearchParams())).toBe(true);
    expect(await pageCheckOf('/solution/:id')!(t.db, { id: String(first.id) }, new URLSearchParams())).toBe(false);
    // A `?id=` page answers 200 without an id (it says what is missing), 404 for a bad or unknown one.
    expect(await pageCheckOf('/other/storyDetail')!(t.db, {}, new URLSearchParams())).toBe(true);
    expect(await pageCheckOf('/other/storyDetail')!(t.db, {}, new URLSearchParams({ id: 'x' }))).toBe(false);
    expect(await pageCheckOf('/other/solutionDetail')!(t.db, {}, new URLSearchParams({ id: String(first.id) }))).toBe(false);

    expect((await t.call(pub.page, { slug: 'about' }, en())).status).toBe(404);
    const about = await save({ kind: 'page', slug: 'about', titleZh: '关于我们', bodyZh: '<p>平台</p>' });
    await publish(about.id);
    expect((await t.call(pub.page, { slug: 'about' }, en())).body.data).toMatchObject({ slug: 'about', title: '关于我们', shownLanguage: 'zh', previous: null });

    const cover = await upload(auditor);
    await saveAndPublish({ kind: 'banner', titleEn: 'Banner', coverFileId: cover.id, linkUrl: '/help/helpList' });
    expect((await t.call(pub.covers, {}, en())).body.data).toMatchObject([{ title: 'Banner', coverFileId: cover.id, linkUrl: '/help/helpList' }]);
    // Banners and pages are not articles of their own.
    expect((await t.call(pub.articleDetail, { id: about.id }, en())).status).toBe(404);
  });
});

describe('content: the help centre catalogue', () => {
  const saveCatalogue = (input: object) => t.call(admin.catalogueSave, input, en(auditor));

  it('keeps the tree at most three levels deep and free of cycles', async () => {
    const a = (await saveCatalogue({ nameZh: 'A' })).body.data;
    const b = (await saveCatalogue({ nameZh: 'B', parentId: a.id })).body.data;
    const c = (await saveCatalogue({ nameZh: 'C', parentId: b.id })).body.data;
    const tooDeep = await saveCatalogue({ nameZh: 'D', parentId: c.id });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.msg).toBe('Catalogues go at most 3 levels deep');
    const cycle = await saveCatalogue({ id: a.id, nameZh: 'A', parentId: c.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe('A catalogue cannot sit under itself or its children');
    // Moving B (with C under it) under a new top catalogue E would make four levels.
    const e = (await saveCatalogue({ nameZh: 'E' })).body.data;
    const f = (await saveCatalogue({ nameZh: 'F', parentId: e.id })).body.data;
    expect((await saveCatalogue({ id: b.id, nameZh: 'B', parentId: f.id })).status).toBe(400);
    const moved = await saveCatalogue({ id: b.id, nameZh: 'B2', parentId: e.id });
    expect(moved.body.data).toMatchObject({ id: b.id, nameZh: 'B2', parentId: e.id, children: [{ id: c.id }] });
    const tree = (await t.call(pub.catalogueTree, {}, en())).body.data;
    expect(tree.map((node) => node.nameZh)).toEqual(['A', 'E']);
    expect(tree[1].children.map((node) => node.nameZh).sort()).toEqual(['B2', 'F']);
  });

  it('deletes only empty catalogues', async () => {
    const a = (await saveCatalogue({ nameZh: 'A' })).body.data;
    const b = (await saveCatalogue({ nameZh: 'B', parentId: a.id })).body.data;
    const holding = await t.call(admin.catalogueRemove, { id: a.id }, en(auditor));
    expect(holding.status).toBe(409);
    expect(holding.body.msg).toBe('The catalogue still holds catalogues or articles');
    const article = await save({ kind: 'help', titleZh: '帮助', catalogueId: b.id });
    expect((await t.call(admin.catalogueRemove, { id: b.id }, en(auditor))).status).toBe(409);
    await t.call(admin.remove, { id: article.id }, en(auditor));
    expect((await t.call(admin.catalogueRemove, { id: b.id }, en(auditor))).status).toBe(200);
    expect((await t.call(admin.catalogueRemove, { id: a.id }, en(auditor))).status).toBe(200);
    expect((await t.call(admin.catalogueTree, {}, en(auditor))).body.data).toEqual([]);
  });
});
