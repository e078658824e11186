import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MSG, type DataSetInput } from '@contract';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { translate } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createDataSet, TENSILE_COLUMNS, userIdOf } from '../../../tests/support/researchData';

const { researchProjects, researchData, rdda } = API;
const key = ephemeralChainKey();
let t: TestApp;
let admin: string;
let employee: string;
let other: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ chainKey: key });
  [admin, employee, other, auditor] = await Promise.all(['demo-admin', 'demo-employee', 'demo-company', 'demo-auditor'].map((name) => t.loginAs(name)));
});
afterAll(() => t.close());

/** Demo accounts speak Chinese: refusals come back in zh. */
const zh = (messageKey: string, params?: Record<string, string>) => translate('zh', messageKey, params);

async function newProject(token: string, body: Record<string, unknown> = {}) {
  const answer = await t.call(researchProjects.save, { name: 'Q355B weldability', goal: 'HAZ toughness', ...body }, { token });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data;
}

const dataSetBody = (projectId: number, body: Partial<DataSetInput> = {}): DataSetInput => ({
  projectId,
  name: 'Plate tensile 2026',
  materialName: 'Q355B',
  experimentType: 'tensile',
  dataSource: 'our lab',
  description: 'three heats',
  ...body,
});

const versionCount = async (id: number) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from research_data_versions where data_set_id = ${id}`)).rows[0].n;

describe('research projects', () => {
  it('belong to the owner’s company; members must be of it and named by account', async () => {
    const project = await newProject(admin, { memberNames: ['demo-employee'], startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(project).toMatchObject({ owner: 'demo-admin', members: [{ name: 'demo-employee' }], mine: true, dataSetCount: 0 });

    const stranger = await t.call(researchProjects.save, { name: 'x', memberNames: ['demo-company'] }, { token: admin });
    expect([stranger.status, stranger.body.msg]).toEqual([400, zh(MSG.researchMemberNotInCompany, { name: 'demo-company' })]);
    const unknown = await t.call(researchProjects.save, { name: 'x', memberNames: ['nobody-here'] }, { token: admin });
    expect([unknown.status, unknown.body.msg]).toEqual([400, zh(MSG.researchUserNotFound, { name: 'nobody-here' })]);
    const dates = await t.call(researchProjects.save, { name: 'x', startDate: '2026-05-01', endDate: '2026-01-01' }, { token: admin });
    expect(dates.status).toBe(400);

    // The member lists it (not as theirs); another company does not.
    const employeeList = await t.call(researchProjects.page, { pageSize: 100 }, { token: employee });
    expect(employeeList.body.data.list.find((p) => p.id === project.id)).toMatchObject({ mine: false });
    const otherList = await t.call(researchProjects.page, { pageSize: 100 }, { token: other });
    expect(otherList.body.data.list.map((p) => p.id)).not.toContain(project.id);
  });

  it('only the owner changes or deletes one: 403 for a member, 404 for anyone else', async () => {
    const project = await newProject(admin, { memberNames: ['demo-employee'] });
    expect((await t.call(researchProjects.save, { id: project.id, name: 'mine now' }, { token: employee })).status).toBe(403);
    expect((await t.call(researchProjects.save, { id: project.id, name: 'mine now' }, { token: other })).status).toBe(404);
    expect((await t.call(researchProjects.remove, { id: project.id }, { token: other })).status).toBe(404);
    const renamed = await t.call(researchProjects.save, { id: project.id, name: 'Renamed', memberNames: [] }, { token: admin });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', members: [] });
    expect((await t.call(researchProjects.remove, { id: project.id }, { token: admin })).status).toBe(200);
    expect((await t.call(researchProjects.page, { pageSize: 100 }, { token: admin })).body.data.list.map((p) => p.id)).not.toContain(project.id);
  });

  it('cannot be deleted while a data set is left in it, even in the recycle bin', async () => {
    const project = await newProject(admin);
    const saved = await t.call(researchData.save, dataSetBody(project.id), { token: admin });
    await t.call(researchData.recycle, { id: saved.body.data.id }, { token: admin });
    const refused = await t.call(researchProjects.remove, { id: project.id }, { token: admin });
    expect([refused.status, refused.body.msg]).toEqual([409, zh(MSG.researchProjectNotEmpty)]);
    await t.call(researchData.remove, { id: saved.body.data.id }, { token: admin });
    expect((await t.call(researchProjects.remove, { id: project.id }, { token: admin })).status).toBe(200);
  });

  it('needs a company to create one', async () => {
    await t.db.execute(sql`update users set company_id = null where user_name = 'demo-company'`);
    try {
      const token = await t.loginAs('demo-company');
      const refused = await t.call(researchProjects.save, { name: 'alone' }, { token });
      expect([refused.status, refused.body.msg]).toEqual([400, zh(MSG.researchCompanyRequired)]);
    } finally {
      const [{ id }] = (await t.db.execute<{ id: number }>(sql`select id from companies where name = '演示材料贸易有限公司'`)).rows;
      await t.db.execute(sql`update users set company_id = ${id} where user_name = 'demo-company'`);
    }
  });
});

describe('saving a data set', () => {
  it('as a draft hides it from the company; save makes it private; a version per change of content only', async () => {
    const project = await newProject(admin, { memberNames: ['demo-employee'] });
    const drafted = await t.call(researchData.draft, dataSetBody(project.id), { token: admin });
    expect(drafted.status, drafted.body.msg).toBe(200);
    expect(drafted.body.msg).toBe(zh(MSG.researchDataSaved));
    const id = drafted.body.data.id;
    expect(drafted.body.data).toMatchObject({ visibility: 'draft', headVersion: 1, rowCount: 0, access: 'owner', publicationActions: [] });
    expect(drafted.body.data.versions).toMatchObject([{ version: 1, summary: 'created', author: 'demo-admin', rowCount: 0 }]);
    expect((await t.call(researchData.get, { id }, { token: employee })).status).toBe(404);

    // A draft saved as a draft again stays a draft, without a new version when nothing changed.
    await t.call(researchData.draft, dataSetBody(project.id, { id }), { token: admin });
    expect(await versionCount(id)).toBe(1);

    const saved = await t.call(researchData.save, dataSetBody(project.id, { id }), { token: admin });
    expect(saved.body.data).toMatchObject({ visibility: 'private', headVersion: 1 });
    expect(await versionCount(id)).toBe(1);

    const described = await t.call(researchData.save, dataSetBody(project.id, { id, description: 'four heats' }), { token: admin });
    expect(described.body.data).toMatchObject({ headVersion: 2, description: 'four heats' });
    expect(described.body.data.versions[1]).toMatchObject({ version: 2, summary: 'description changed', previousHash: described.body.data.versions[0].hash });
    const summarised = await t.call(researchData.save, dataSetBody(project.id, { id, name: 'Plate tensile', summary: 'renamed' }), { token: admin });
    expect(summarised.body.data.versions.at(-1)).toMatchObject({ version: 3, summary: 'renamed' });
    // save again with the same content: no version
    await t.call(researchData.save, dataSetBody(project.id, { id, name: 'Plate tensile' }), { token: admin });
    expect(await versionCount(id)).toBe(3);
    // a draft call on a private data set keeps it private
    expect((await t.call(researchData.draft, dataSetBody(project.id, { id, name: 'Plate tensile' }), { token: admin })).body.data.visibility).toBe('private');
    // The member of the project may add data sets; the company sees the private one's nothing.
    expect((await t.call(researchData.get, { id }, { token: employee })).status).toBe(404);
    expect((await t.call(researchData.save, dataSetBody(project.id), { token: employee })).status).toBe(200);
  });

  it('refuses an unknown grade, another user’s project, another user’s data set, and new column keys or units', async () => {
    const project = await newProject(admin);
    const grade = await t.call(researchData.save, dataSetBody(project.id, { gradeId: 99_999_999 }), { token: admin });
    expect([grade.status, grade.body.msg]).toEqual([400, zh(MSG.researchGradeUnknown)]);
    expect((await t.call(researchData.save, dataSetBody(project.id), { token: other })).status).toBe(404);

    const { id, projectId } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'enterprise' });
    // The employee sees its rows but does not own it: 403; another company does not see it: 404.
    expect((await t.call(researchData.save, dataSetBody(projectId, { id }), { token: employee })).status).toBe(404);
    expect((await t.call(researchData.save, dataSetBody(project.id, { id }), { token: other })).status).toBe(404);

    const columns = TENSILE_COLUMNS.map((column) => ({ ...column })) as NonNullable<DataSetInput['columns']>;
    const relabelled = columns.map((column) => (column.key === 'yieldStrength' ? { ...column, label: 'ReH', condition: '20 °C' } : column));
    const fixture = { name: 'Q355B tensile', dataSource: 'test fixture', description: '' };
    const ok = await t.call(researchData.save, dataSetBody(projectId, { id, ...fixture, columns: relabelled }), { token: admin });
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.body.data.columns[3]).toMatchObject({ key: 'yieldStrength', label: 'ReH', condition: '20 °C', unit: 'MPa' });
    expect(ok.body.data.versions.at(-1)).toMatchObject({ version: 2, summary: 'columns changed', rowCount: 3 });
    for (const bad of [
      columns.map((column, i) => (i === 3 ? { ...column, unit: 'ksi' } : column)),
      columns.map((column, i) => (i === 3 ? { ...column, key: 'reh' } : column)),
      columns.slice(1),
    ]) {
      const refused = await t.call(researchData.save, dataSetBody(projectId, { id, ...fixture, columns: bad }), { token: admin });
      expect([refused.status, refused.body.msg]).toEqual([400, zh(MSG.researchColumnInvalid)]);
    }
    expect(await versionCount(id)).toBe(2);
  });

  it('answers the employee of the owner’s company 403 on a data set whose rows they see', async () => {
    const { id, projectId } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'enterprise' });
    const { id: employeeId } = await userIdOf(t.db, 'demo-employee');
    await t.db.execute(sql`update research_projects set member_ids = member_ids || ${JSON.stringify([employeeId])}::jsonb where id = ${projectId}`);
    expect((await t.call(researchData.save, dataSetBody(projectId, { id }), { token: employee })).status).toBe(403);
  });
});

describe('the lists of data sets', () => {
  it('by scope: mine, company, shared, collected, recycled; filtered; newest change first', async () => {
    const own = await createDataSet(t.db, key, { owner: 'demo-employee', name: 'Scope own' });
    const enterprise = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'enterprise', name: 'Scope enterprise' });
    const users = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'users', name: 'Scope users' });
    const privateOne = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'private', name: 'Scope private' });
    const granted = await createDataSet(t.db, key, { owner: 'demo-company', visibility: 'users', name: 'Scope granted' });
    const recycled = await createDataSet(t.db, key, { owner: 'demo-employee', recycled: true, name: 'Scope recycled' });
    const { id: employeeId } = await userIdOf(t.db, 'demo-employee');
    await t.db.execute(sql`insert into research_data_grants (data_set_id, user_id, via) values (${granted.id}, ${employeeId}, 'share')`);
    await t.db.execute(
      sql`insert into research_data_reactions (data_set_id, user_id, kind) values (${enterprise.id}, ${employeeId}, 'collect'), (${privateOne.id}, ${employeeId}, 'collect')`,
    );

    const ids = async (query: Record<string, unknown>) => {
      const answer = await t.call(researchData.page, { pageSize: 100, ...query }, { token: employee });
      expect(answer.status, answer.body.msg).toBe(200);
      return answer.body.data.list.map((item) => item.id);
    };
    const mine = await ids({ scope: 'mine' });
    expect(mine).toContain(own.id);
    expect(mine).not.toContain(recycled.id);
    const company = await ids({ scope: 'company' });
    expect(company).toEqual(expect.arrayContaining([enterprise.id, users.id]));
    expect(company).not.toContain(privateOne.id);
    expect(company).not.toContain(own.id);
    const shared = await ids({ scope: 'shared' });
    expect(shared).toEqual(expect.arrayContaining([enterprise.id, granted.id]));
    expect(shared).not.toContain(users.id);
    // A collected data set the caller no longer sees is left out.
    expect(await ids({ scope: 'collected' })).toEqual([enterprise.id]);
    expect(await ids({ scope: 'recycled' })).toEqual([recycled.id]);
    expect(await ids({ scope: 'company', keyword: 'enterprise' })).toEqual([enterprise.id]);
    expect(await ids({ scope: 'company', visibility: 'users', keyword: 'Scope' })).toEqual([users.id]);
    expect(await ids({ scope: 'mine', projectId: own.projectId })).toEqual([own.id]);

    // newest change first
    await t.db.execute(sql`update research_data_sets set updated_at = now() + interval '1 hour' where id = ${users.id}`);
    expect((await ids({ scope: 'company', keyword: 'Scope' }))[0]).toBe(users.id);
    const [summary] = (await t.call(researchData.page, { scope: 'collected' }, { token: employee })).body.data.list;
    expect(summary).toMatchObject({ collects: 1, owner: 'demo-admin', companyName: '演示钢铁有限公司', access: 'rows', columnCount: 5, rowCount: 3 });
    expect((await t.call(researchData.page, { scope: 'mine' })).status).toBe(401);
  });

  it('of data products holds published ones only, to everyone', async () => {
    const published = await createDataSet(t.db, key, { owner: 'demo-admin', publication: 'published', name: 'Product published' });
    const pending = await createDataSet(t.db, key, { owner: 'demo-admin', publication: 'pending', name: 'Product pending' });
    await createDataSet(t.db, key, { owner: 'demo-admin', publication: 'published', recycled: true, name: 'Product recycled' });
    await t.db.execute(sql`update research_data_sets set published_at = now() where id = ${published.id}`);
    const answer = await t.call(rdda.productPage, { keyword: 'Product', pageSize: 100 });
    expect(answer.body.data.list.map((item) => item.id)).toEqual([published.id]);
    expect(answer.body.data.list[0]).toMatchObject({ access: 'summary', publication: 'published' });
    expect((await t.call(rdda.productPage, { keyword: '演示钢铁', pageSize: 100 })).body.data.list.map((item) => item.id)).toContain(published.id);
    expect((await t.call(rdda.productPage, { keyword: 'Product', pageSize: 100 })).body.data.list.map((item) => item.id)).not.toContain(pending.id);
  });

  it('of companies to share with, by name', async () => {
    const answer = await t.call(researchData.companies, { keyword: '演示' }, { token: admin });
    expect(answer.body.data.map((c) => c.name)).toEqual(expect.arrayContaining(['演示钢铁有限公司', '演示材料贸易有限公司']));
    expect((await t.call(researchData.companies, { keyword: '演示' }, { token: auditor })).status).toBe(403);
  });
});

describe('the recycle bin', () => {
  it('hides a data set from all but its owner, revokes its publication, restores it, and deletes it for good', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin', visibility: 'public', publication: 'published' });
    expect((await t.call(researchData.recycle, { id }, { token: employee })).status).toBe(403);
    expect((await t.call(researchData.remove, { id }, { token: admin })).body.msg).toBe(zh(MSG.researchNotRecycled));
    const recycled = await t.call(researchData.recycle, { id }, { token: admin });
    expect([recycled.status, recycled.body.msg]).toEqual([200, zh(MSG.researchDataRecycled)]);
    expect((await t.call(researchData.get, { id })).status).toBe(404);
    expect((await t.call(researchData.get, { id }, { token: employee })).status).toBe(404);
    const owned = (await t.call(researchData.get, { id }, { token: admin })).body.data;
    expect(owned).toMatchObject({ recycled: true, publication: 'unpublished', publicationActions: [] });
    expect(owned.history).toMatchObject([{ action: 'revoke', fromState: 'published', toState: 'unpublished', operator: '张伟' }]);
    expect((await t.call(researchData.recycle, { id }, { token: admin })).status).toBe(409);

    expect((await t.call(researchData.restore, { id }, { token: employee })).status).toBe(404);
    expect((await t.call(researchData.restore, { id }, { token: admin })).status).toBe(200);
    expect((await t.call(researchData.get, { id }, { token: employee })).body.data.access).toBe('rows');
    expect((await t.call(researchData.restore, { id }, { token: admin })).status).toBe(409);

    await t.call(researchData.recycle, { id }, { token: admin });
    expect((await t.call(researchData.remove, { id }, { token: admin })).status).toBe(200);
    expect((await t.call(researchData.get, { id }, { token: admin })).status).toBe(404);
    const left = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from research_data_rows where data_set_id = ${id}`);
    expect(left.rows[0].n).toBe(0);
  });
});

describe('the enterprise data page’s figures', () => {
  it('counts by experiment type and visibility what the caller sees: all of their own, the company’s not private', async () => {
    const fresh = await createTestApp({ chainKey: key });
    try {
      await createDataSet(fresh.db, key, { owner: 'demo-admin', visibility: 'private', name: 'private tensile' });
      await createDataSet(fresh.db, key, { owner: 'demo-admin', visibility: 'enterprise', name: 'shared tensile' });
      await createDataSet(fresh.db, key, { owner: 'demo-admin', visibility: 'enterprise', name: 'recycled', recycled: true });
      const figures = async (userName: string, scope: 'mine' | 'company') =>
        (await fresh.call(researchData.figures, { scope }, { token: await fresh.loginAs(userName) })).body.data;
      expect(await figures('demo-admin', 'mine')).toEqual({
        total: 2,
        experimentTypes: [{ key: 'tensile', count: 2 }],
        visibilities: expect.arrayContaining([
          { key: 'private', count: 1 },
          { key: 'enterprise', count: 1 },
        ]),
      });
      expect(await figures('demo-employee', 'company')).toEqual({ total: 1, experimentTypes: [{ key: 'tensile', count: 1 }], visibilities: [{ key: 'enterprise', count: 1 }] });
      expect(await figures('demo-company', 'company')).toEqual({ total: 0, experimentTypes: [], visibilities: [] });
    } finally {
      await fresh.close();
    }
  });
});
