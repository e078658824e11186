import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PublicationState, type Visibility } from '@contract';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createDataSet, TENSILE_ROWS } from '../../../tests/support/researchData';

/**
 * Every visibility × role × call that answers a data set: get (detail), rows, statistics, chart. The data set is
 * demo-admin's (company 演示钢铁有限公司). O/R: 200 with that access; S: the summary only (get 200, the rest
 * 403); -: 404 everywhere, as if it did not exist.
 */
const { researchData, researchDataChain } = API;
const key = ephemeralChainKey();
let t: TestApp;
const tokens: Record<string, string | undefined> = {};
const ROLES = ['owner', 'employee', 'otherCompany', 'visitor', 'auditor'] as const;

beforeAll(async () => {
  t = await createTestApp({ chainKey: key });
  tokens.owner = await t.loginAs('demo-admin');
  tokens.employee = await t.loginAs('demo-employee');
  tokens.otherCompany = await t.loginAs('demo-company');
  tokens.auditor = await t.loginAs('demo-auditor');
});
afterAll(() => t.close());

//              visibility     publication    owner employee otherCompany visitor auditor
const TABLE: [Visibility, PublicationState, string][] = [
  ['draft', 'unpublished', 'O - - - -'],
  ['private', 'unpublished', 'O - - - -'],
  ['enterprise', 'unpublished', 'O R - - -'],
  ['users', 'unpublished', 'O S - - -'],
  ['companies', 'unpublished', 'O S - - -'],
  ['cloud', 'unpublished', 'O R R - R'],
  ['public', 'unpublished', 'O R R R R'],
  ['private', 'pending', 'O - - - R'],
  ['private', 'published', 'O S S S S'],
  ['enterprise', 'published', 'O R S S S'],
];
const ACCESS = { O: 'owner', R: 'rows', S: 'summary' } as const;

describe('who sees what of a data set', () => {
  it.each(TABLE)('%s, %s: %s', async (visibility, publication, expected) => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility, publication });
    const cells = expected.split(' ');
    for (const [index, role] of ROLES.entries()) {
      const cell = cells[index] as keyof typeof ACCESS | '-';
      const options = { token: tokens[role] };
      const get = await t.call(researchData.get, { id }, options);
      const rows = await t.call(researchData.rows, { id }, options);
      const statistics = await t.call(researchData.statistics, { id }, options);
      const chart = await t.call(researchData.chart, { id, x: 'c', y: 'yieldStrength' }, options);
      const verify = await t.call(researchDataChain.verify, { id }, options);
      const statuses = [get.status, rows.status, statistics.status, chart.status, verify.status];
      const context = `${role} (${cell})`;
      if (cell === '-') {
        expect(statuses, context).toEqual([404, 404, 404, 404, 404]);
        continue;
      }
      expect(get.body.data.access, context).toBe(ACCESS[cell]);
      expect(verify.body.data.ok, context).toBe(true);
      if (cell === 'S') {
        expect(statuses, context).toEqual([200, 403, 403, 403, 200]);
        expect(get.body.data.files, context).toEqual([]);
        expect(get.body.data.columns.length, context).toBe(5);
        continue;
      }
      expect(statuses, context).toEqual([200, 200, 200, 200, 200]);
      expect(rows.body.data.list.map((row) => row.values), context).toEqual(TENSILE_ROWS);
      expect(get.body.data.sharing === null, context).toBe(cell !== 'O');
    }
  });
});

describe('a data set’s detail', () => {
  it('gives its owner the sharing and the publication steps, an auditor the review steps, and a citation', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'users', publication: 'pending' });
    await t.db.execute(sql`insert into research_data_grants (data_set_id, user_id, via) select ${id}, id, 'share' from users where user_name = 'demo-employee'`);
    const owner = (await t.call(researchData.get, { id }, { token: tokens.owner })).body.data;
    expect(owner.sharing).toMatchObject({ users: [{ userName: 'demo-employee', via: 'share', expiresAt: null }], companies: [] });
    expect(owner.publicationActions).toEqual(['revoke']);
    expect(owner.citation).toContain('演示钢铁有限公司. Q355B tensile (version 1, ');
    expect(owner.citation).toContain(`atsteel R&D data, ${owner.headHash!.slice(0, 16)}. /zhj/productDetail?id=${id}`);
    expect(owner.versions).toMatchObject([{ version: 1, previousHash: null, author: 'demo-admin', rowCount: 3, summary: 'imported' }]);

    const auditor = (await t.call(researchData.get, { id }, { token: tokens.auditor })).body.data;
    expect(auditor).toMatchObject({ access: 'rows', sharing: null, publicationActions: ['approve', 'reject'] });
    const employee = (await t.call(researchData.get, { id }, { token: tokens.employee })).body.data;
    expect(employee).toMatchObject({ access: 'rows', publicationActions: [], mine: { like: false, dislike: false, collect: false }, myRequest: null });
  });

  it('an expired grant gives nothing; the caller’s latest request and reactions are shown', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'users' });
    await t.db.execute(
      sql`insert into research_data_grants (data_set_id, user_id, via, expires_at) select ${id}, id, 'request', now() - interval '1 day' from users where user_name = 'demo-employee'`,
    );
    await t.db.execute(
      sql`insert into research_data_requests (data_set_id, requester_id, reason, state) select ${id}, id, 'for a weld study', 'pending' from users where user_name = 'demo-employee'`,
    );
    await t.db.execute(sql`insert into research_data_reactions (data_set_id, user_id, kind) select ${id}, id, 'like' from users where user_name = 'demo-employee'`);
    const employee = await t.call(researchData.get, { id }, { token: tokens.employee });
    expect(employee.body.data).toMatchObject({ access: 'summary', likes: 1, mine: { like: true, dislike: false, collect: false }, myRequest: { state: 'pending' } });
    expect((await t.call(researchData.rows, { id }, { token: tokens.employee })).status).toBe(403);
  });

  it('lists citations only of data sets the caller sees', async () => {
    const citing = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'public', name: 'Citing' });
    const hidden = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', name: 'Hidden source' });
    const open = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'public', name: 'Open source' });
    await t.db.execute(sql`insert into research_data_references (data_set_id, cited_id, note) values (${citing.id}, ${hidden.id}, 'heats'), (${citing.id}, ${open.id}, 'plates')`);
    expect((await t.call(researchData.get, { id: citing.id })).body.data.cites).toEqual([{ id: open.id, name: 'Open source', note: 'plates' }]);
    expect((await t.call(researchData.get, { id: citing.id }, { token: tokens.owner })).body.data.cites).toHaveLength(2);
    expect((await t.call(researchData.get, { id: open.id })).body.data.citedBy).toEqual([{ id: citing.id, name: 'Citing', note: 'plates' }]);
  });
});

describe('verification', () => {
  it('is intact for a visitor of a public data set, and reports a row changed behind the server’s back', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'public' });
    const intact = await t.call(researchDataChain.verify, { id });
    expect(intact.body.data).toMatchObject({ ok: true, problems: [], versions: 1, head: { version: 1 }, keyIds: [key.keyId] });
    await t.db.execute(sql`update research_data_rows set values = jsonb_set(values, '{3}', '400') where data_set_id = ${id} and row_no = 1`);
    const broken = await t.call(researchDataChain.verify, { id });
    expect(broken.body.data).toMatchObject({ ok: false, problems: [{ version: 1, problem: 'contentChanged' }] });
  });
});
