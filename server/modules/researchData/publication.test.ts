import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PublicationState } from '@contract';
import { notifications, researchDataSets, workflowHistory } from '../../db/schema';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createDataSet, userIdOf } from '../../../tests/support/researchData';

/**
 * Publication (workflow.ts): every action from every state, by the owner, by others and by auditors; the auditors'
 * queue; the history and the notifications each decision writes.
 */

const key = ephemeralChainKey();
let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['demo-admin', 'demo-employee', 'demo-company', 'demo-individual', 'demo-auditor'] as const;
type User = (typeof USERS)[number];

beforeAll(async () => {
  t = await createTestApp({ chainKey: key });
  for (const user of USERS) tokens[user] = await t.loginAs(user);
});
afterAll(() => t.close());

const as = (user: User) => ({ token: tokens[user], lang: 'en' as const });
const stateOf = async (id: number) => (await t.db.select().from(researchDataSets).where(eq(researchDataSets.id, id)))[0];
const historyOf = (id: number) =>
  t.db
    .select({ action: workflowHistory.action, from: workflowHistory.fromState, to: workflowHistory.toState, note: workflowHistory.note })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.subject, 'researchData'), eq(workflowHistory.subjectId, id)))
    .orderBy(workflowHistory.id);

type Action = 'apply' | 'revoke' | 'approve' | 'reject';
const call = (action: Action, id: number, user: User) => {
  switch (action) {
    case 'apply':
      return t.call(API.researchData.publish, { id }, as(user));
    case 'revoke':
      return t.call(API.researchData.unpublish, { id }, as(user));
    case 'approve':
      return t.call(API.researchDataAudit.approve, { id }, as(user));
    case 'reject':
      return t.call(API.researchDataAudit.reject, { id, reason: '数据来源不清楚' }, as(user));
  }
};

/**
 * From each state, what each action answers when the right actor takes it: the state it leads to, or 409 (the
 * contract: apply from unpublished or rejected; approve and reject from pending; revoke from pending or published).
 * Auditors never see an unpublished data set: their actions on one answer 404.
 */
const TABLE: Record<PublicationState, Record<Action, PublicationState | 409 | 404>> = {
  unpublished: { apply: 'pending', revoke: 409, approve: 404, reject: 404 },
  pending: { apply: 409, revoke: 'unpublished', approve: 'published', reject: 'rejected' },
  published: { apply: 409, revoke: 'unpublished', approve: 409, reject: 409 },
  rejected: { apply: 'pending', revoke: 409, approve: 409, reject: 409 },
};

describe('publication states', () => {
  it.each(Object.keys(TABLE) as PublicationState[])('from %s, every action as the table says', async (from) => {
    for (const action of ['apply', 'revoke', 'approve', 'reject'] as Action[]) {
      const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', publication: from, name: `${from} ${action}` });
      const actor: User = action === 'apply' || action === 'revoke' ? 'demo-admin' : 'demo-auditor';
      const answer = await call(action, id, actor);
      const expected = TABLE[from][action];
      if (typeof expected === 'number') {
        expect([action, answer.status]).toEqual([action, expected]);
        if (expected === 409) expect(answer.body.msg).toBe("The data set's publication cannot do that now");
        expect((await stateOf(id)).publication).toBe(from);
        expect(await historyOf(id)).toEqual([]);
      } else {
        expect([action, answer.status]).toEqual([action, 200]);
        expect(answer.body.data.publication).toBe(expected);
        expect(await historyOf(id)).toEqual([{ action, from, to: expected, note: action === 'reject' ? '数据来源不清楚' : null }]);
      }
    }
  });

  it('the owner’s steps are the owner’s, the auditors’ the auditors’', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'enterprise' });
    // A colleague who sees the rows: 403; another company: 404; an auditor has no permission to manage R&D data.
    expect((await call('apply', id, 'demo-employee')).status).toBe(403);
    expect((await call('apply', id, 'demo-company')).status).toBe(404);
    expect((await call('apply', id, 'demo-auditor')).status).toBe(403);
    expect((await t.call(API.researchData.publish, { id })).status).toBe(401);
    expect((await call('apply', id, 'demo-admin')).status).toBe(200);
    expect((await call('approve', id, 'demo-admin')).status).toBe(403);
    expect((await call('reject', id, 'demo-employee')).status).toBe(403);
    expect((await call('revoke', id, 'demo-employee')).status).toBe(403);
    expect((await stateOf(id)).publication).toBe('pending');
  });

  it('a draft, a data set without rows, a recycled one cannot apply', async () => {
    const draft = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'draft' });
    const empty = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', rows: [] });
    const recycled = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', recycled: true });
    for (const id of [draft.id, empty.id]) {
      const answer = await call('apply', id, 'demo-admin');
      expect([answer.status, answer.body.msg]).toEqual([409, 'Save the draft and import its data before applying for publication']);
      expect((await stateOf(id)).publication).toBe('unpublished');
    }
    expect((await call('apply', recycled.id, 'demo-admin')).status).toBe(409);
    expect((await stateOf(recycled.id)).publication).toBe('unpublished');
  });

  it('a rejection needs a reason, is kept until the next application, and the owner is told of each decision', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', name: 'Q355B 发布' });
    await call('apply', id, 'demo-admin');
    expect((await stateOf(id)).submittedAt).not.toBeNull();
    const noReason = await t.call(API.researchDataAudit.reject, { id, reason: '  ' }, as('demo-auditor'));
    expect(noReason.status).toBe(400);
    const rejected = await call('reject', id, 'demo-auditor');
    expect([rejected.status, rejected.body.msg]).toEqual([200, 'Publication refused']);
    expect(rejected.body.data).toMatchObject({ publication: 'rejected', rejectReason: '数据来源不清楚' });
    expect(rejected.body.data.publicationActions).toEqual([]);
    const owner = await t.call(API.researchData.get, { id }, as('demo-admin'));
    expect(owner.body.data?.publicationActions).toEqual(['apply']);

    const reapplied = await call('apply', id, 'demo-admin');
    expect(reapplied.body.data).toMatchObject({ publication: 'pending', rejectReason: null });
    const approved = await call('approve', id, 'demo-auditor');
    expect([approved.status, approved.body.msg]).toEqual([200, 'Data set published']);
    expect(approved.body.data.publishedTime).not.toBeNull();
    expect(approved.body.data.access).toBe('summary');

    const admin = await userIdOf(t.db, 'demo-admin');
    const notices = await t.db
      .select({ event: notifications.event, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.subject, 'researchData'), eq(notifications.subjectId, id)))
      .orderBy(notifications.id);
    expect(notices).toEqual([
      { event: 'reject', params: { name: 'Q355B 发布', reason: '数据来源不清楚' } },
      { event: 'approve', params: { name: 'Q355B 发布' } },
    ]);
    expect((await historyOf(id)).map((step) => step.action)).toEqual(['apply', 'reject', 'apply', 'approve']);
    const revoked = await call('revoke', id, 'demo-admin');
    expect(revoked.body.data).toMatchObject({ publication: 'unpublished', publishedTime: null });
  });
});

describe('the audit queue', () => {
  it('lists pending data sets oldest application first, by state, never unpublished or recycled ones; auditors only', async () => {
    const first = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', name: '队列 一' });
    const second = await createDataSet(t.db, key, { owner: 'demo-company', visibility: 'private', name: '队列 二' });
    const unsubmitted = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', name: '队列 未申请' });
    await call('apply', first.id, 'demo-admin');
    await call('apply', second.id, 'demo-company');
    await t.db.update(researchDataSets).set({ submittedAt: new Date('2026-01-01T00:00:00Z') }).where(eq(researchDataSets.id, second.id));
    const recycled = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', publication: 'pending', name: '队列 回收', recycled: true });

    const queue = await t.call(API.researchDataAudit.page, { keyword: '队列', pageSize: 50 }, as('demo-auditor'));
    expect(queue.status).toBe(200);
    const ids = queue.body.data.list.map((summary) => summary.id);
    expect(ids).toEqual([second.id, first.id]);
    expect(queue.body.data.total).toBe(2);
    expect(queue.body.data.list[0]).toMatchObject({ name: '队列 二', publication: 'pending', access: 'rows', companyName: '演示材料贸易有限公司' });
    expect(ids).not.toContain(unsubmitted.id);
    expect(ids).not.toContain(recycled.id);

    const unpublished = await t.call(API.researchDataAudit.page, { publication: 'unpublished', keyword: '队列' }, as('demo-auditor'));
    expect(unpublished.body.data).toMatchObject({ list: [], total: 0 });
    await call('reject', first.id, 'demo-auditor');
    const rejected = await t.call(API.researchDataAudit.page, { publication: 'rejected', keyword: '队列' }, as('demo-auditor'));
    expect(rejected.body.data.list.map((summary) => summary.id)).toEqual([first.id]);

    for (const user of ['demo-admin', 'demo-employee', 'demo-company', 'demo-individual'] as const) {
      expect((await t.call(API.researchDataAudit.page, {}, as(user))).status).toBe(403);
    }
    expect((await t.call(API.researchDataAudit.page, {})).status).toBe(401);
  });
});
