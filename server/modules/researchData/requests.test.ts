import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { notifications, researchDataGrants, researchDataRequests } from '../../db/schema';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createDataSet, userIdOf } from '../../../tests/support/researchData';

/** Permission requests (researchPermissions): apply, the two lists, approve, refuse, revoke, and what each side is told. */

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
/** A data set everyone sees the summary of but only its owner the rows. */
const publishedPrivate = (name: string) => createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', publication: 'published', name });
const noticesOf = async (user: User, event: string, dataSetId: number) => {
  const { id } = await userIdOf(t.db, user);
  return t.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, id), eq(notifications.subject, 'researchData'), eq(notifications.event, event), eq(notifications.subjectId, dataSetId)));
};
const requestRow = async (id: number) => (await t.db.select().from(researchDataRequests).where(eq(researchDataRequests.id, id)))[0];

describe('apply', () => {
  it('asks for the rows once, tells the owner, and lists the request on both sides', async () => {
    const { id } = await publishedPrivate('Q355B 申请');
    const applied = await t.call(API.researchPermissions.apply, { id, reason: '对比我们的试验数据' }, as('demo-individual'));
    expect([applied.status, applied.body.msg]).toEqual([200, 'Request sent to the owner']);
    expect(applied.body.data).toMatchObject({ dataSetId: id, dataSetName: 'Q355B 申请', requester: 'demo-individual', requesterCompany: null, state: 'pending', grantId: null });
    expect(await noticesOf('demo-admin', 'permissionRequest', id)).toEqual([{ params: { name: 'Q355B 申请', requester: 'demo-individual' } }]);

    const twice = await t.call(API.researchPermissions.apply, { id, reason: '再次申请' }, as('demo-individual'));
    expect([twice.status, twice.body.msg]).toEqual([409, 'Your request is waiting for the owner']);

    const incoming = await t.call(API.researchPermissions.page, { scope: 'incoming', state: 'pending' }, as('demo-admin'));
    expect(incoming.body.data.list.map((request) => request.id)).toContain(applied.body.data.id);
    const outgoing = await t.call(API.researchPermissions.page, { scope: 'outgoing' }, as('demo-individual'));
    expect(outgoing.body.data.list.map((request) => request.id)).toEqual([applied.body.data.id]);
    // Nobody else sees it: not the requester among incoming ones, not a colleague of the owner.
    expect((await t.call(API.researchPermissions.page, { scope: 'incoming' }, as('demo-individual'))).body.data.list).toEqual([]);
    expect((await t.call(API.researchPermissions.page, { scope: 'incoming' }, as('demo-employee'))).body.data.list).toEqual([]);
    expect((await t.call(API.researchPermissions.page, { scope: 'incoming', state: 'refused' }, as('demo-admin'))).body.data.list).toEqual([]);

    const detail = await t.call(API.researchData.get, { id }, as('demo-individual'));
    expect(detail.body.data?.myRequest).toMatchObject({ id: applied.body.data.id, state: 'pending' });
  });

  it('is refused to whoever sees the rows already, or does not see the data set at all', async () => {
    const enterprise = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'enterprise' });
    const rowsVisible = await t.call(API.researchPermissions.apply, { id: enterprise.id, reason: '需要' }, as('demo-employee'));
    expect([rowsVisible.status, rowsVisible.body.msg]).toEqual([409, 'You can already see this data']);
    expect((await t.call(API.researchPermissions.apply, { id: enterprise.id, reason: '需要' }, as('demo-admin'))).status).toBe(409);
    expect((await t.call(API.researchPermissions.apply, { id: enterprise.id, reason: '需要' }, as('demo-company'))).status).toBe(404);
    expect((await t.call(API.researchPermissions.apply, { id: enterprise.id, reason: '需要' })).status).toBe(401);
    const noReason = await t.call(API.researchPermissions.apply, { id: enterprise.id, reason: ' ' }, as('demo-company'));
    expect(noReason.status).toBe(400);
    expect(await t.db.select().from(researchDataRequests).where(eq(researchDataRequests.dataSetId, enterprise.id))).toEqual([]);
  });
});

describe('approve, refuse, revoke', () => {
  it('approves with an expiry into a grant, tells the requester, and answers a second decision with 409', async () => {
    const { id } = await publishedPrivate('Q355B 批准');
    const applied = await t.call(API.researchPermissions.apply, { id, reason: '对比' }, as('demo-company'));
    const requestId = applied.body.data.id;

    // Not the owner: a colleague with the permission gets 404, a user without it 403; nothing changes.
    expect((await t.call(API.researchPermissions.approve, { requestId }, as('demo-employee'))).status).toBe(404);
    expect((await t.call(API.researchPermissions.approve, { requestId }, as('demo-individual'))).status).toBe(403);
    expect((await t.call(API.researchPermissions.refuse, { requestId, answer: '不行' }, as('demo-employee'))).status).toBe(404);
    const past = await t.call(API.researchPermissions.approve, { requestId, expiresAt: new Date(Date.now() - 60_000).toISOString() }, as('demo-admin'));
    expect([past.status, past.body.msg]).toEqual([400, 'The expiry must be in the future']);
    expect((await requestRow(requestId)).state).toBe('pending');
    expect(await t.db.select().from(researchDataGrants).where(eq(researchDataGrants.dataSetId, id))).toEqual([]);

    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const approved = await t.call(API.researchPermissions.approve, { requestId, expiresAt }, as('demo-admin'));
    expect([approved.status, approved.body.msg]).toEqual([200, 'Request approved']);
    expect(approved.body.data).toMatchObject({ state: 'approved', expiresAt: new Date(expiresAt).toISOString(), requesterCompany: '演示材料贸易有限公司' });
    const [grant] = await t.db.select().from(researchDataGrants).where(eq(researchDataGrants.id, approved.body.data.grantId!));
    const requester = await userIdOf(t.db, 'demo-company');
    expect(grant).toMatchObject({ dataSetId: id, userId: requester.id, companyId: null, via: 'request' });
    expect(await noticesOf('demo-company', 'permissionApproved', id)).toHaveLength(1);

    const again = await t.call(API.researchPermissions.approve, { requestId }, as('demo-admin'));
    expect([again.status, again.body.msg]).toEqual([409, 'The request has already been answered']);
    expect((await t.call(API.researchPermissions.refuse, { requestId, answer: '晚了' }, as('demo-admin'))).status).toBe(409);
    // Now the requester sees the rows: no new request.
    expect((await t.call(API.researchPermissions.apply, { id, reason: '再来' }, as('demo-company'))).status).toBe(409);
  });

  it('refuses with an answer (required), tells the requester, who may ask again', async () => {
    const { id } = await publishedPrivate('Q355B 拒绝');
    const applied = await t.call(API.researchPermissions.apply, { id, reason: '对比' }, as('demo-individual'));
    const requestId = applied.body.data.id;
    expect((await t.call(API.researchPermissions.refuse, { requestId, answer: '' }, as('demo-admin'))).status).toBe(400);
    const refused = await t.call(API.researchPermissions.refuse, { requestId, answer: '数据尚未公开' }, as('demo-admin'));
    expect([refused.status, refused.body.msg]).toEqual([200, 'Request refused']);
    expect(refused.body.data).toMatchObject({ state: 'refused', answer: '数据尚未公开', grantId: null });
    expect(refused.body.data.decideTime).not.toBeNull();
    expect(await noticesOf('demo-individual', 'permissionRefused', id)).toEqual([{ params: { name: 'Q355B 拒绝', answer: '数据尚未公开' } }]);
    expect(await t.db.select().from(researchDataGrants).where(eq(researchDataGrants.dataSetId, id))).toEqual([]);
    const anew = await t.call(API.researchPermissions.apply, { id, reason: '补充了用途' }, as('demo-individual'));
    expect(anew.status).toBe(200);
  });

  it('revoking an approved request’s grant marks the request revoked and tells the requester', async () => {
    const { id } = await publishedPrivate('Q355B 收回');
    const applied = await t.call(API.researchPermissions.apply, { id, reason: '对比' }, as('demo-individual'));
    const approved = await t.call(API.researchPermissions.approve, { requestId: applied.body.data.id }, as('demo-admin'));
    const grantId = approved.body.data.grantId!;
    expect((await t.call(API.researchPermissions.revoke, { grantId }, as('demo-employee'))).status).toBe(404);
    expect((await t.call(API.researchPermissions.revoke, { grantId }, as('demo-individual'))).status).toBe(403);
    expect((await t.call(API.researchPermissions.revoke, { grantId }, as('demo-admin'))).status).toBe(200);
    expect(await requestRow(applied.body.data.id)).toMatchObject({ state: 'revoked' });
    expect(await noticesOf('demo-individual', 'permissionRevoked', id)).toHaveLength(1);
    const outgoing = await t.call(API.researchPermissions.page, { scope: 'outgoing', state: 'revoked' }, as('demo-individual'));
    expect(outgoing.body.data.list.map((request) => request.id)).toEqual([applied.body.data.id]);
    // Back to the summary only: the requester may ask again.
    expect((await t.call(API.researchPermissions.apply, { id, reason: '再次' }, as('demo-individual'))).status).toBe(200);
  });

  it('an unknown request or grant is 404', async () => {
    expect((await t.call(API.researchPermissions.approve, { requestId: 987654 }, as('demo-admin'))).status).toBe(404);
    expect((await t.call(API.researchPermissions.refuse, { requestId: 987654, answer: '不' }, as('demo-admin'))).status).toBe(404);
    expect((await t.call(API.researchPermissions.revoke, { grantId: 987654 }, as('demo-admin'))).status).toBe(404);
  });
});
