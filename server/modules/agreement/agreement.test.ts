import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_TYPES, API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { currentAgreementVersion } from './service';

const { agreement } = API.agreements;
const { contentAdmin } = API;
let t: TestApp;
const clock = fakeClock(new Date('2026-11-25T04:00:00.000Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const TITLES = {
  technicalService: ['技术服务协议', 'Technical Service Agreement'],
  user: ['用户协议', 'User Agreement'],
  privacy: ['隐私政策', 'Privacy Policy'],
  platformService: ['平台服务协议', 'Platform Service Agreement'],
} as const;

describe('agreement texts', () => {
  it.each(AGREEMENT_TYPES)('serves the %s agreement in both languages', async (type) => {
    const zh = await t.call(agreement, { type }, { lang: 'zh' });
    const en = await t.call(agreement, { type }, { lang: 'en' });
    for (const [answer, title] of [
      [zh, TITLES[type][0]],
      [en, TITLES[type][1]],
    ] as const) {
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ type, title, version: '2026-11-01', effectiveDate: '2026-11-01' });
      expect(answer.body.data.content.length).toBeGreaterThan(800);
    }
    // The same structure in both languages: as many sections.
    const sections = (text: string) => text.split('\n').filter((line) => line.startsWith('## ')).length;
    expect(sections(zh.body.data.content)).toBeGreaterThan(3);
    expect(sections(zh.body.data.content)).toBe(sections(en.body.data.content));
    expect(zh.body.data.content).toMatch(/[\u4e00-\u9fff]/);
    expect(en.body.data.content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses an unknown agreement', async () => {
    const { status } = await t.call(agreement, { type: 'cookies' }, { lang: 'en' });
    expect(status).toBe(400);
  });
});

describe('agreements kept in the content console', () => {
  const pageId = async (slug: string) =>
    (await t.db.execute<{ id: number }>(sql`select id from content_articles where kind = 'page' and slug = ${slug}`)).rows[0].id;

  it('serves the page an administrator changed, versioned by the day of the change, and registrants accept that version', async () => {
    const auditor = await t.loginAs('demo-auditor');
    const id = await pageId('userAgreement');
    clock.set(new Date('2026-11-25T17:00:00.000Z')); // 01:00 on the 26th in Beijing
    const saved = await t.call(
      contentAdmin.save,
      {
        id,
        kind: 'page',
        slug: 'userAgreement',
        titleZh: '用户协议（修订）',
        titleEn: 'User Agreement (revised)',
        bodyZh: '<h2>一、账号</h2><p>第一条<br>第二条</p><script>alert(1)</script>',
        bodyEn: '<h2>1. Accounts</h2><p>First</p>',
      },
      { token: auditor, lang: 'en' },
    );
    expect(saved.status).toBe(200);
    const zh = await t.call(agreement, { type: 'user' }, { lang: 'zh' });
    expect(zh.body.data).toEqual({ type: 'user', title: '用户协议（修订）', version: '2026-11-26', effectiveDate: '2026-11-01', content: '## 一、账号\n\n第一条\n第二条' });
    expect(await currentAgreementVersion(t.db, clock.now())).toBe('2026-11-26');
    // The other agreements are unchanged.
    expect((await t.call(agreement, { type: 'privacy' }, { lang: 'en' })).body.data.version).toBe('2026-11-01');
  });

  it('serves the shipped text while the page is not published', async () => {
    const auditor = await t.loginAs('demo-auditor');
    const id = await pageId('privacyAgreement');
    expect((await t.call(contentAdmin.unpublish, { id }, { token: auditor, lang: 'en' })).status).toBe(200);
    const en = await t.call(agreement, { type: 'privacy' }, { lang: 'en' });
    expect(en.body.data).toMatchObject({ title: 'Privacy Policy', version: '2026-11', effectiveDate: '2026-11-01' });
  });
});
