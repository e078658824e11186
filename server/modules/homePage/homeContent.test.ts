import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, HOME_SECTIONS } from '@contract';
import { contentArticles, homeSections, libraryItems, libraryTypes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/support/app';

const { getNews, getTechnologyLibrary, getHotData, listLoactionConfig, updateLoactionConfig } = API.homePage;
let t: TestApp;
let auditor: string;
let company: string;

beforeAll(async () => {
  t = await createTestApp();
  [auditor, company] = await Promise.all([t.loginAs('demo-auditor'), t.loginAs('demo-company')]);
});
afterAll(() => t?.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe('getNews', () => {
  beforeAll(async () => {
    await t.db.delete(contentArticles);
    await t.db.insert(contentArticles).values([
      { kind: 'news', titleZh: '双语新闻', titleEn: 'Bilingual news', summaryZh: '中文摘要', summaryEn: 'English summary', state: 'published', publishAt: hoursAgo(3), tags: ['平台'] },
      { kind: 'news', titleZh: '仅中文新闻', state: 'published', publishAt: hoursAgo(2) },
      { kind: 'news', titleEn: 'English only news', state: 'published', publishAt: hoursAgo(1) },
      { kind: 'news', titleZh: '草稿', titleEn: 'A draft', state: 'draft', publishAt: null },
      { kind: 'news', titleZh: '定时发布', titleEn: 'Scheduled', state: 'published', publishAt: new Date(Date.now() + 86400_000) },
      { kind: 'story', titleZh: '故事', titleEn: 'A story', state: 'published', publishAt: hoursAgo(1) },
      { kind: 'help', titleZh: '帮助', titleEn: 'A help article', state: 'published', publishAt: hoursAgo(1) },
    ]);
  });

  it('lists only published news whose time has come, newest first, in the page language', async () => {
    const { status, body } = await t.call(getNews, { limit: 10 }, { lang: 'en' });
    expect(status).toBe(200);
    expect(body.data.map((card) => [card.title, card.shownLanguage])).toEqual([
      ['English only news', 'en'],
      ['仅中文新闻', 'zh'],
      ['Bilingual news', 'en'],
    ]);
    expect(body.data[2]).toMatchObject({ kind: 'news', summary: 'English summary', tags: ['平台'] });
  });

  it('answers in Chinese for a Chinese page, the other language only when that is all there is', async () => {
    const { body } = await t.call(getNews, {}, { lang: 'zh' });
    expect(body.data.map((card) => [card.title, card.shownLanguage])).toEqual([
      ['English only news', 'en'],
      ['仅中文新闻', 'zh'],
      ['双语新闻', 'zh'],
    ]);
  });

  it('keeps to the limit and refuses more than ten', async () => {
    expect((await t.call(getNews, { limit: 1 })).body.data).toHaveLength(1);
    const { status } = await t.call(getNews, { limit: 11 });
    expect(status).toBe(400);
  });
});

describe('getTechnologyLibrary', () => {
  it('shows only published items, newest first', async () => {
    const [type] = await t.db.select({ id: libraryTypes.id }).from(libraryTypes).limit(1);
    await t.db.insert(libraryItems).values([
      { kind: 'book', typeId: type.id, title: 'Older book', published: true, createdAt: hoursAgo(5) },
      { kind: 'document', typeId: type.id, title: 'Newer document', published: true, createdAt: hoursAgo(1) },
      { kind: 'document', typeId: type.id, title: 'Unpublished document', published: false, createdAt: hoursAgo(0) },
    ]);
    const { status, body } = await t.call(getTechnologyLibrary, {});
    expect(status).toBe(200);
    expect(body.data.map((item) => item.title)).toEqual(['Newer document', 'Older book']);
    expect((await t.call(getTechnologyLibrary, { limit: 1 })).body.data).toHaveLength(1);
  });
});

describe('getHotData', () => {
  it('counts real views and searches of the last 30 days', async () => {
    const { rows } = await t.db.execute<{ id: number; type: string }>(sql`select id, type from material_grades order by id limit 2`);
    const [first, second] = rows;
    await t.db.execute(sql`insert into grade_views (grade_id, type, created_at) values
      (${first.id}, ${first.type}, now()), (${first.id}, ${first.type}, now()), (${second.id}, ${second.type}, now()),
      (${second.id}, ${second.type}, now() - interval '40 days'), (${second.id}, ${second.type}, now() - interval '40 days')`);
    const { status, body } = await t.call(getHotData, {});
    expect(status).toBe(200);
    expect(body.data.grades.slice(0, 2).map((hot) => [hot.grade.id, hot.count])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    expect(Array.isArray(body.data.keywords)).toBe(true);
  });
});

describe('the home sections', () => {
  beforeEach(async () => {
    await t.db.delete(homeSections);
  });

  it('all show in the default order while nothing is configured', async () => {
    const { status, body } = await t.call(listLoactionConfig, {});
    expect(status).toBe(200);
    expect(body.data).toEqual(HOME_SECTIONS.map((code) => ({ code, enabled: true })));
  });

  it('keep the order and switches an administrator saves; anyone reads them', async () => {
    const sections = [
      { code: 'news', enabled: true },
      { code: 'banner', enabled: false },
      { code: 'services', enabled: true },
      { code: 'library', enabled: false },
      { code: 'hotGrades', enabled: true },
    ];
    const saved = await t.call(updateLoactionConfig, { sections }, { token: auditor, lang: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('The home page sections have been saved');
    expect(saved.body.data).toEqual(sections);
    expect((await t.call(listLoactionConfig, {})).body.data).toEqual(sections);

    const reordered = [...sections].reverse().map((section) => ({ ...section, enabled: true }));
    await t.call(updateLoactionConfig, { sections: reordered }, { token: auditor });
    expect((await t.call(listLoactionConfig, {})).body.data).toEqual(reordered);
  });

  it('put a section without a row after the stored ones, shown', async () => {
    await t.db.insert(homeSections).values([
      { code: 'library', enabled: false, sort: 0 },
      { code: 'news', enabled: true, sort: 1 },
    ]);
    const { body } = await t.call(listLoactionConfig, {});
    expect(body.data.map((s) => `${s.code}:${s.enabled}`)).toEqual(['library:false', 'news:true', 'banner:true', 'hotGrades:true', 'services:true']);
  });

  const complete = HOME_SECTIONS.map((code) => ({ code, enabled: true }));
  it.each([
    ['an unknown section', [...complete.slice(1), { code: 'weather', enabled: true }]],
    ['a missing section', complete.slice(1)],
    ['a section twice', [...complete.slice(1), complete[1]]],
    ['an extra section', [...complete, { code: 'news', enabled: false }]],
    ['no switch', complete.map(({ code }) => ({ code }))],
  ])('refuse %s and change nothing', async (_, sections) => {
    const { status, body } = await t.call(updateLoactionConfig, { sections }, { token: auditor, lang: 'zh' });
    expect(status).toBe(400);
    expect(body.msg).toContain('首页的每个板块必须且只能出现一次');
    expect(await t.db.select().from(homeSections)).toEqual([]);
  });

  it('may be changed only by the platform administrators', async () => {
    const sections = [...complete].reverse();
    expect((await t.call(updateLoactionConfig, { sections }, { token: company })).status).toBe(403);
    expect((await t.call(updateLoactionConfig, { sections })).status).toBe(401);
    expect(await t.db.select().from(homeSections)).toEqual([]);
  });
});
