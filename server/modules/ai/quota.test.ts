import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { askStreamed } from '../../../tests/support/ai';

const { aiConversations: ai } = API;

// 2026-11-22 23:00 in Beijing (15:00 UTC): the next Beijing day starts an hour later.
const clock = fakeClock(new Date('2026-11-22T15:00:00.000Z'));
let t: TestApp;
let asker: string;
let someoneElse: string;

beforeAll(async () => {
  // The test app's deps take the AI settings as they are (tests/support/app.ts spreads its options into them).
  t = await createTestApp({ clock, ai: { dailyQuota: 2 } });
  [asker, someoneElse] = await Promise.all([t.loginAs('demo-lab'), t.loginAs('demo-employee')]);
});
afterAll(() => t?.close());

const stored = async () => {
  const { rows } = await t.db.execute<{ conversations: string; messages: string }>(
    sql`select (select count(*) from ai_conversations) as conversations, (select count(*) from ai_messages) as messages`,
  );
  return rows[0];
};

describe('the daily quota', () => {
  it('refuses the question after the quota with 429, stores nothing, and resets on the next Beijing day', async () => {
    const first = await t.call(ai.conversationDetailSave, { question: 'Q355B 的屈服强度' }, { token: asker });
    expect(first.status).toBe(200);
    const conversationId = first.body.data.conversation.id;
    expect((await t.call(ai.conversationDetailSave, { conversationId, question: 'S355J2 呢' }, { token: asker })).status).toBe(200);

    const before = await stored();
    const refused = await t.call(ai.conversationDetailSave, { conversationId, question: '304 呢' }, { token: asker, lang: 'zh' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: -1, data: null, msg: '今日提问次数已用完，请明天再试' });
    const refusedEn = await t.call(ai.conversationDetailSave, { question: '304?' }, { token: asker, lang: 'en' });
    expect(refusedEn.body.msg).toBe("You have reached today's limit of questions; please try again tomorrow");
    // Streamed asking is refused before the first piece: the envelope, with its status.
    const streamed = await askStreamed(t, { question: '304?' }, asker, 'en');
    expect(streamed.status).toBe(429);
    expect(JSON.parse(streamed.body).msg).toBe("You have reached today's limit of questions; please try again tomorrow");
    expect(await stored()).toEqual(before);
    expect((await t.call(ai.conversationDetailList, { id: conversationId }, { token: asker })).body.data.conversation.messageCount).toBe(4);

    // Each user has a quota of their own.
    expect((await t.call(ai.conversationDetailSave, { question: 'Q355B' }, { token: someoneElse })).status).toBe(200);

    clock.advance(60 * 60 * 1000);
    const nextDay = await t.call(ai.conversationDetailSave, { conversationId, question: '304 呢' }, { token: asker });
    expect(nextDay.status).toBe(200);
    const usage = await t.db.execute<{ day: string; questions: number }>(sql`select day::text as day, questions from ai_usage where user_id = (select id from users where user_name = 'demo-lab') order by day`);
    expect(usage.rows).toEqual([
      { day: '2026-11-22', questions: 2 },
      { day: '2026-11-23', questions: 1 },
    ]);
  });
});
