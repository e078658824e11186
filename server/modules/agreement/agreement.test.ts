import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_TYPES, API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

const { agreement } = API.agreements;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
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
      expect(answer.body.data).toMatchObject({ type, title, version: '2026-11', effectiveDate: '2026-11-01' });
      expect(answer.body.data.content.length).toBeGreaterThan(800);
    }
    // The same structure in both languages: as many sections.
    const sections = (text: string) => text.split('\n').filter((line) => line.startsWith('## ')).length;
    expect(sections(zh.body.data.content)).toBe(sections(en.body.data.content));
    expect(zh.body.data.content).toMatch(/[\u4e00-\u9fff]/);
    expect(en.body.data.content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses an unknown agreement', async () => {
    const { status } = await t.call(agreement, { type: 'cookies' }, { lang: 'en' });
    expect(status).toBe(400);
  });
});
