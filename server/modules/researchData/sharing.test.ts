import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { researchDataGrants, researchDataSets } from '../../db/schema';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createDataSet, userIdOf } from '../../../tests/support/researchData';

/** Sharing (researchData.share, permission/revoke of a share), reactions (fullBody) and citations. */

const key = ephemeralChainKey();
let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['demo-admin', 'demo-employee', 'demo-company', 'demo-individual', 'demo-auditor'] as const;

beforeAll(async () => {
  t = await createTestApp({ chainKey: key });
  for (const user of USERS) tokens[user] = await t.loginAs(user);
});
afterAll(() => t.close());

const as = (user: (typeof USERS)[number]) => ({ token: tokens[user], lang: 'en' as const });
const dataSetRow = async (id: number) => (await t.db.select().from(researchDataSets).where(eq(researchDataSets.id, id)))[0];
const grantsOf = (id: number) => t.db.select().from(researchDataGrants).where(eq(researchDataGrants.dataSetId, id)).orderBy(researchDataGrants.id);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('share', () => {
  it('shares with chosen users, then companies, replacing the share grants and keeping request grants; no new version', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private' });
    const individual = await userIdOf(t.db, 'demo-individual');
    // An approved request's grant, which a share must leave alone.
    const [requestGrant] = await t.db.insert(researchDataGrants).values({ dataSetId: id, userId: individual.id, via: 'request' }).returning();
    const expiresAt = inAnHour();
    const shared = await t.call(API.researchData.share, { id, visibility: 'users', userNames: ['demo-employee', 'demo-company', 'demo-employee'], expiresAt }, as('demo-admin'));
    expect(shared.status).toBe(200);
    expect(shared.body.msg).toBe('Sharing updated');
    expect(shared.body.data.visibility).toBe('users');
    expect(shared.body.data.versions).toHaveLength(1);
    const users = shared.body.data.sharing!.users;
    expect(users.map((user) => [user.userName, user.via]).sort()).toEqual([
      ['demo-company', 'share'],
      ['demo-employee', 'share'],
      ['demo-individual', 'request'],
    ]);
    expect(users.find((user) => user.userName === 'demo-employee')!.expiresAt).toBe(new Date(expiresAt).toISOString());

    const company = await userIdOf(t.db, 'demo-company');
    const toCompanies = await t.call(API.researchData.share, { id, visibility: 'companies', companyIds: [company.companyId] }, as('demo-admin'));
    expect(toCompanies.status).toBe(200);
    expect(toCompanies.body.data.sharing!.companies.map((c) => c.companyId)).toEqual([company.companyId]);
    expect(toCompanies.body.data.sharing!.users.map((user) => user.userName)).toEqual(['demo-individual']);

    const toCloud = await t.call(API.researchData.share, { id, visibility: 'cloud' }, as('demo-admin'));
    expect(toCloud.body.data.visibility).toBe('cloud');
    expect((await grantsOf(id)).map((grant) => grant.id)).toEqual([requestGrant.id]);
    expect((await dataSetRow(id)).headVersion).toBe(1);
  });

  it('refuses bad targets, a past expiry and a draft, changing nothing', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'enterprise' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ visibility: 'users', userNames: ['demo-employee', 'nobody-here'] }, 400, 'No user has the account name nobody-here'],
      [{ visibility: 'users', userNames: [] }, 400, 'Choose at least one user or company to share with'],
      // The owner always sees its data; naming only the owner names nobody.
      [{ visibility: 'users', userNames: ['demo-admin'] }, 400, 'Choose at least one user or company to share with'],
      [{ visibility: 'companies', companyIds: [] }, 400, 'Choose at least one user or company to share with'],
      [{ visibility: 'companies', companyIds: [987654] }, 404, ''],
      [{ visibility: 'users', userNames: ['demo-employee'], expiresAt: new Date(Date.now() - 60_000).toISOString() }, 400, 'The expiry must be in the future'],
      [{ visibility: 'draft' }, 400, ''],
    ];
    for (const [input, status, msg] of cases) {
      const answer = await t.call(API.researchData.share, { id, ...input }, as('demo-admin'));
      expect([answer.status, msg ? answer.body.msg : '']).toEqual([status, msg]);
    }
    expect((await dataSetRow(id)).visibility).toBe('enterprise');
    expect(await grantsOf(id)).toEqual([]);

    const draft = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'draft' });
    const refused = await t.call(API.researchData.share, { id: draft.id, visibility: 'public' }, as('demo-admin'));
    expect([refused.status, refused.body.msg]).toEqual([409, 'Save the draft before sharing it']);
    expect((await dataSetRow(draft.id)).visibility).toBe('draft');
  });

  it('only the owner shares: a colleague who sees the rows gets 403, anyone else 404', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'enterprise' });
    const input = { id, visibility: 'public' };
    expect((await t.call(API.researchData.share, input, as('demo-employee'))).status).toBe(403);
    expect((await t.call(API.researchData.share, input, as('demo-company'))).status).toBe(404);
    expect((await t.call(API.researchData.share, input, as('demo-individual'))).status).toBe(403); // no permission to manage R&D data
    expect((await t.call(API.researchData.share, input)).status).toBe(401);
    expect((await dataSetRow(id)).visibility).toBe('enterprise');
  });

  it('revokes a share grant of the owner’s only', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private' });
    const shared = await t.call(API.researchData.share, { id, visibility: 'users', userNames: ['demo-employee'] }, as('demo-admin'));
    const grantId = shared.body.data.sharing!.users[0].grantId;
    expect((await t.call(API.researchPermissions.revoke, { grantId }, as('demo-company'))).status).toBe(404);
    expect((await t.call(API.researchPermissions.revoke, { grantId }, as('demo-employee'))).status).toBe(404);
    expect(await grantsOf(id)).toHaveLength(1);
    const revoked = await t.call(API.researchPermissions.revoke, { grantId }, as('demo-admin'));
    expect([revoked.status, revoked.body.msg]).toEqual([200, 'Permission revoked']);
    expect(await grantsOf(id)).toEqual([]);
    expect((await t.call(API.researchPermissions.revoke, { grantId }, as('demo-admin'))).status).toBe(404);
  });
});

describe('like, dislike, collect', () => {
  it('toggle, like and dislike exclude each other, and answer the whole body with the counts', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'public' });
    const react = async (endpoint: typeof API.researchData.like, user: (typeof USERS)[number]) => {
      const response = await t.app.inject({ method: 'POST', url: endpoint.path, headers: { authorization: `Bearer ${tokens[user]}`, 'accept-language': 'en' }, payload: { id } });
      const body = response.json() as { code: number; data: { likes: number; dislikes: number; collects: number; id: number }; msg: string };
      expect(response.statusCode).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
      expect(body.code).toBe(200);
      expect(body.data.id).toBe(id);
      return [body.data.likes, body.data.dislikes, body.data.collects];
    };
    const { like, dislike, collect } = API.researchData;
    expect(await react(like, 'demo-employee')).toEqual([1, 0, 0]);
    expect(await react(like, 'demo-company')).toEqual([2, 0, 0]);
    expect(await react(dislike, 'demo-employee')).toEqual([1, 1, 0]);
    expect(await react(collect, 'demo-employee')).toEqual([1, 1, 1]);
    expect(await react(like, 'demo-employee')).toEqual([2, 0, 1]);
    expect(await react(like, 'demo-employee')).toEqual([1, 0, 1]);
    expect(await react(collect, 'demo-employee')).toEqual([1, 0, 0]);
    const detail = await t.call(API.researchData.get, { id }, as('demo-company'));
    expect(detail.body.data.mine).toEqual({ like: true, dislike: false, collect: false });
  });

  it('need a signed-in caller who sees the summary', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private' });
    expect((await t.call(API.researchData.like, { id }, as('demo-company'))).status).toBe(404);
    expect((await t.call(API.researchData.collect, { id }, as('demo-employee'))).status).toBe(404);
    expect((await t.call(API.researchData.dislike, { id })).status).toBe(401);
    expect((await t.call(API.researchData.like, { id: 987654 }, as('demo-company'))).status).toBe(404);
    // Seeing the summary is enough (a colleague's data set shared with another company).
    const summaryOnly = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'companies' });
    expect((await t.call(API.researchData.collect, { id: summaryOnly.id }, as('demo-employee'))).body.data.collects).toBe(1);
  });
});

describe('references', () => {
  it('cite a visible data set in one’s own, idempotently; never itself, never an invisible one', async () => {
    const mine = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', name: 'Q355B fatigue' });
    const cited = await createDataSet(t.db, key, { owner: 'demo-company', visibility: 'cloud', name: 'Q355B composition' });
    const hidden = await createDataSet(t.db, key, { owner: 'demo-company', visibility: 'private', name: 'hidden' });

    const first = await t.call(API.researchData.reference, { id: mine.id, citedId: cited.id, note: '同炉号' }, as('demo-admin'));
    expect(first.status).toBe(200);
    const again = await t.call(API.researchData.reference, { id: mine.id, citedId: cited.id, note: '同炉号成分' }, as('demo-admin'));
    expect(again.status).toBe(200);
    const detail = await t.call(API.researchData.get, { id: mine.id }, as('demo-admin'));
    expect(detail.body.data.cites).toEqual([{ id: cited.id, name: 'Q355B composition', note: '同炉号成分' }]);
    const citedDetail = await t.call(API.researchData.get, { id: cited.id }, as('demo-company'));
    expect(citedDetail.body.data.citedBy).toEqual([]); // demo-company does not see demo-admin's private data set

    const self = await t.call(API.researchData.reference, { id: mine.id, citedId: mine.id }, as('demo-admin'));
    expect([self.status, self.body.msg]).toEqual([400, 'A data set cannot cite itself']);
    expect((await t.call(API.researchData.reference, { id: mine.id, citedId: hidden.id }, as('demo-admin'))).status).toBe(404);
    expect((await t.call(API.researchData.reference, { id: mine.id, citedId: 987654 }, as('demo-admin'))).status).toBe(404);
    // Only the owner of the citing data set.
    expect((await t.call(API.researchData.reference, { id: cited.id, citedId: mine.id }, as('demo-admin'))).status).toBe(403);
    expect((await t.call(API.researchData.reference, { id: mine.id, citedId: cited.id }, as('demo-company'))).status).toBe(404);
    expect((await t.call(API.researchData.unreference, { id: mine.id, citedId: cited.id }, as('demo-company'))).status).toBe(404);

    const removed = await t.call(API.researchData.unreference, { id: mine.id, citedId: cited.id }, as('demo-admin'));
    expect(removed.status).toBe(200);
    expect((await t.call(API.researchData.get, { id: mine.id }, as('demo-admin'))).body.data.cites).toEqual([]);
  });
});
