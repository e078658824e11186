import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

const { updateLanguageType } = API.homePage;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('demo-regionhead');
});
afterAll(() => t?.close());

const languageOf = async (userName: string) =>
  (await t.db.execute<{ language: string }>(sql`select language from users where user_name = ${userName}`)).rows[0]
    .language;

describe('updateLanguageType', () => {
  it("stores the caller's language, and only theirs", async () => {
    expect(await languageOf('demo-regionhead')).toBe('zh');
    const { status, body } = await t.call(updateLanguageType, { languageType: 'en' }, { token });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(await languageOf('demo-regionhead')).toBe('en');
    expect(await languageOf('demo-cloudhead')).toBe('zh');

    await t.call(updateLanguageType, { languageType: 'zh' }, { token });
    expect(await languageOf('demo-regionhead')).toBe('zh');
  });

  it.each([['fr'], ['EN'], ['CN'], [''], [null]])('refuses %j and keeps the language', async (languageType) => {
    const { status, body } = await t.call(updateLanguageType, { languageType }, { token, lang: 'en' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: -1, msg: 'Unsupported language' });
    expect(await languageOf('demo-regionhead')).toBe('zh');
  });

  it('refuses a missing value', async () => {
    const { status, body } = await t.call(updateLanguageType, {}, { token, lang: 'zh' });
    expect(status).toBe(400);
    expect(body.msg).toBe('不支持的语言');
  });

  it('refuses a visitor with 401', async () => {
    const { status, body } = await t.call(updateLanguageType, { languageType: 'en' });
    expect(status).toBe(401);
    expect(body.code).toBe(-100);
  });
});
