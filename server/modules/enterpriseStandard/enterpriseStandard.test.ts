import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, materialsApi, type EnterpriseGradeInput, type EnterpriseStandardInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

const api = API.tmStandard;
let t: TestApp;
let admin: string;
let trader: string;
let employee: string;
let auditor: string;
let individual: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, trader, employee, auditor, individual] = await Promise.all(
    ['demo-admin', 'demo-company', 'demo-employee', 'demo-auditor', 'demo-individual'].map((name) => t.loginAs(name)),
  );
});
afterAll(() => t?.close());

const SAVE_BASIC_FIRST = 'Please save the basic information first';
const NO_SUCH_ID = 'No corresponding ID';
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++serial}`;

const standardInput = (overrides: Partial<EnterpriseStandardInput> = {}): EnterpriseStandardInput => ({
  number: unique('Q/ATS '),
  name: '高强度结构钢企业标准',
  year: 2025,
  issuer: '演示钢铁有限公司技术中心',
  country: 'CN',
  systemName: '演示钢铁企业标准体系',
  systemCode: 'Q/ATS',
  ...overrides,
});
const gradeInput = (standardId: number, overrides: Partial<EnterpriseGradeInput> = {}): EnterpriseGradeInput => ({
  standardId,
  name: unique('ATS'),
  materialNumber: 'M-001',
  composition: [
    { el: 'C', min: 0.12, max: 0.18 },
    { el: 'Mn', max: 1.6 },
  ],
  mechanical: [
    { property: 'yield', kind: 'range', min: 345, max: 460 },
    { property: 'tensile', kind: 'typical', typical: 520 },
    { property: 'impact', kind: 'range', min: 34, max: 120, tempC: -20 },
  ],
  ...overrides,
});

async function ok<T>(promise: Promise<{ status: number; body: { data: T; msg: string } }>) {
  const response = await promise;
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}
const saveStandard = (input: EnterpriseStandardInput, token = admin) => ok(t.call(api.saveStandard, input, { token, lang: 'en' }));
const saveGrade = (input: EnterpriseGradeInput, token = admin) => ok(t.call(api.saveGrade, input, { token, lang: 'en' }));
const refused = async (promise: Promise<{ status: number; body: { msg: string } }>, status: number, msg: string) => {
  const response = await promise;
  expect({ status: response.status, msg: response.body.msg }).toEqual({ status, msg });
};
const steelSearch = async (keyword: string) => ok(t.call(materialsApi.steel.search, { keyword }, { lang: 'en' }));
const countOf = async (table: 'enterprise_grades' | 'enterprise_standards') =>
  Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0].n);
const gradeCount = () => countOf('enterprise_grades');

/** A standard with one complete grade submitted for public application; returns both. */
async function pendingGrade() {
  const standard = await saveStandard(standardInput());
  const grade = await saveGrade(gradeInput(standard.id));
  const submitted = await ok(t.call(api.submitGrade, { id: grade.id }, { token: admin, lang: 'en' }));
  expect(submitted.state).toBe('pending');
  return { standard, grade };
}

describe('enterprise standards: company side', () => {
  it('waits for the basic information and is refused to roles without the permission', async () => {
    await refused(t.call(api.standardList, {}, { token: trader, lang: 'en' }), 409, SAVE_BASIC_FIRST);
    await refused(t.call(api.saveStandard, standardInput(), { token: trader, lang: 'en' }), 409, SAVE_BASIC_FIRST);
    await refused(t.call(api.standardList, {}, { token: employee, lang: 'en' }), 403, 'Temporarily without authority');
    await refused(t.call(api.standardList, {}, { token: individual, lang: 'en' }), 403, 'Temporarily without authority');
    await refused(t.call(api.approve, { id: 1 }, { token: admin, lang: 'en' }), 403, 'Temporarily without authority');
    await refused(t.call(api.checkList, {}, { token: admin, lang: 'en' }), 403, 'Temporarily without authority');
  });

  it('creates a standard with the company’s one standard system and refuses a second system', async () => {
    const first = await saveStandard(standardInput({ systemName: '体系甲', systemCode: 'Q/A' }));
    expect(first).toMatchObject({ state: 'draft', systemName: '体系甲', systemCode: 'Q/A', gradeCount: 0, country: 'CN', year: 2025 });
    expect(await ok(t.call(api.getSystem, {}, { token: admin }))).toEqual({ name: '体系甲', code: 'Q/A' });
    const flag = await t.db.execute<{ flag: boolean }>(sql`select is_standard_system as flag from companies where name = '演示钢铁有限公司'`);
    expect(flag.rows[0].flag).toBe(true);

    // While the system holds only this standard, editing it may rename the system.
    const renamed = await saveStandard({ ...standardInput({ systemName: '演示钢铁企业标准体系', systemCode: 'Q/ATS' }), id: first.id });
    expect(renamed.systemName).toBe('演示钢铁企业标准体系');
    const second = await saveStandard(standardInput());
    expect(second.systemCode).toBe('Q/ATS');
    await refused(
      t.call(api.saveStandard, standardInput({ systemName: '另一个体系', systemCode: 'Q/XX' }), { token: admin, lang: 'en' }),
      409,
      'A user can add only one standard system',
    );
    await refused(
      t.call(api.saveStandard, { ...standardInput({ systemCode: 'Q/XX' }), id: first.id }, { token: admin, lang: 'en' }),
      409,
      'A user can add only one standard system',
    );
    await refused(
      t.call(api.saveStandard, standardInput({ number: second.number, year: second.year }), { token: admin, lang: 'en' }),
      409,
      'Your company already has a standard with this number and year',
    );
    expect(await ok(t.call(api.getSystem, {}, { token: admin }))).toEqual({ name: '演示钢铁企业标准体系', code: 'Q/ATS' });

    const list = await ok(t.call(api.standardList, { keyword: second.number }, { token: admin }));
    expect(list.list.map((row) => row.id)).toEqual([second.id]);
    expect(await ok(t.call(api.getStandard, { id: second.id }, { token: admin }))).toEqual(second);
  });

  it.each([
    [{ number: ' ' }, 'Standard number is required'],
    [{ name: '' }, 'Standard name is required'],
    [{ year: 1800 }, 'Please enter the implementation year (1949 to 2100)'],
    [{ issuer: '' }, 'Issuing company or department is required'],
    [{ country: 'XX' }, 'Please choose the country'],
    [{ systemName: '' }, 'System name is required'],
    [{ systemCode: '' }, 'System code is required'],
  ])('refuses a standard with %o: %s', async (overrides, msg) => {
    const before = await countOf('enterprise_standards');
    const response = await t.call(api.saveStandard, { ...standardInput(), ...overrides }, { token: admin, lang: 'en' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(msg);
    expect(await countOf('enterprise_standards')).toBe(before);
  });

  it.each([
    [{ name: '' }, 'Brand/grade cannot be empty'],
    [{ composition: [{ el: '', min: 0.1 }] }, 'Chemical composition rows must have a selected element'],
    [{ composition: [{ el: 'Xx', min: 0.1 }] }, 'Chemical composition rows must have a selected element'],
    [{ composition: [{ el: 'C', min: 0.3, max: 0.2 }] }, 'Maximum cannot be less than minimum'],
    [{ composition: [{ el: 'C' }] }, 'Enter a minimum or a maximum content for the element'],
    [{ composition: [{ el: 'C', max: 0.2 }, { el: 'C', max: 0.3 }] }, 'Each element can be entered only once'],
    [{ mechanical: [{ property: 'yield', kind: 'range', min: 345 }] }, 'Performance typical or range values must be completed'],
    [{ mechanical: [{ property: 'tensile', kind: 'typical' }] }, 'Performance typical or range values must be completed'],
    [{ mechanical: [{ property: 'yield', kind: 'range', min: 400, max: 300 }] }, 'Maximum cannot be less than minimum'],
    [{ mechanical: [{ property: 'impact', kind: 'typical', typical: 40 }] }, 'Please fill in the required fields'],
    [
      { mechanical: [{ property: 'yield', kind: 'typical', typical: 1 }, { property: 'yield', kind: 'typical', typical: 2 }] },
      'Each property can be entered only once',
    ],
  ] as [Partial<EnterpriseGradeInput>, string][])('refuses a grade with %j: %s', async (overrides, msg) => {
    const standard = await saveStandard(standardInput());
    const before = await gradeCount();
    const response = await t.call(api.saveGrade, gradeInput(standard.id, overrides), { token: admin, lang: 'en' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(msg);
    expect(await gradeCount()).toBe(before);
  });

  it('answers in Chinese too', async () => {
    const response = await t.call(api.saveGrade, gradeInput(1, { composition: [{ el: '', max: 1 }] }), { token: admin, lang: 'zh' });
    expect(response.body.msg).toContain('化学成分');
  });

  it('keeps drafts editable, refuses duplicates, and wants a complete grade for the public application', async () => {
    const standard = await saveStandard(standardInput());
    const draft = await saveGrade(gradeInput(standard.id, { composition: [], mechanical: [] }));
    expect(draft).toMatchObject({ state: 'draft', composition: [], mechanical: [], rejectReason: null, standard: { id: standard.id } });
    await refused(t.call(api.saveGrade, gradeInput(standard.id, { name: draft.name }), { token: admin, lang: 'en' }), 409, 'This standard already has a grade with this name');
    await refused(
      t.call(api.submitGrade, { id: draft.id }, { token: admin, lang: 'en' }),
      400,
      'Add at least one chemical composition row and one mechanical property before applying for publication',
    );
    const complete = await saveGrade({ ...gradeInput(standard.id, { name: draft.name }), id: draft.id });
    expect(complete.composition).toEqual([
      { el: 'C', min: 0.12, max: 0.18 },
      { el: 'Mn', min: null, max: 1.6 },
    ]);
    expect(complete.mechanical[2]).toEqual({ property: 'impact', kind: 'range', typical: null, min: 34, max: 120, scale: null, tempC: -20 });
    const grades = await ok(t.call(api.gradeList, { standardId: standard.id }, { token: admin }));
    expect(grades.list.map((grade) => grade.id)).toEqual([draft.id]);
    expect((await ok(t.call(api.getStandard, { id: standard.id }, { token: admin }))).gradeCount).toBe(1);

    const deletable = await saveGrade(gradeInput(standard.id));
    expect(await ok(t.call(api.deleteGrade, { id: deletable.id }, { token: admin }))).toBeNull();
    await refused(t.call(api.getGrade, { id: deletable.id }, { token: admin, lang: 'en' }), 404, NO_SUCH_ID);
  });

  it('locks a pending grade and its standard', async () => {
    const { standard, grade } = await pendingGrade();
    const locked = 'Only draft or rejected grades can be changed, deleted or submitted';
    await refused(t.call(api.saveGrade, { ...gradeInput(standard.id), id: grade.id }, { token: admin, lang: 'en' }), 409, locked);
    await refused(t.call(api.deleteGrade, { id: grade.id }, { token: admin, lang: 'en' }), 409, locked);
    await refused(t.call(api.submitGrade, { id: grade.id }, { token: admin, lang: 'en' }), 409, locked);
    await refused(
      t.call(api.saveStandard, { ...standardInput(), id: standard.id }, { token: admin, lang: 'en' }),
      409,
      'This standard has grades under review or published and can no longer be changed',
    );
    await refused(
      t.call(api.deleteStandard, { id: standard.id }, { token: admin, lang: 'en' }),
      409,
      'Only a standard with no grade under review or published can be deleted',
    );
    await refused(t.call(api.repealStandard, { id: standard.id }, { token: admin, lang: 'en' }), 409, 'Only a published standard can be repealed');
  });

  it('deletes a draft standard with its grades', async () => {
    const standard = await saveStandard(standardInput());
    const grade = await saveGrade(gradeInput(standard.id));
    expect(await ok(t.call(api.deleteStandard, { id: standard.id }, { token: admin }))).toBeNull();
    await refused(t.call(api.getStandard, { id: standard.id }, { token: admin, lang: 'en' }), 404, NO_SUCH_ID);
    await refused(t.call(api.getGrade, { id: grade.id }, { token: admin, lang: 'en' }), 404, NO_SUCH_ID);
  });
});

describe('public application and audit', () => {
  it("keeps a company's unsubmitted drafts out of the auditors' queue and detail", async () => {
    const standard = await saveStandard(standardInput());
    const draft = await saveGrade(gradeInput(standard.id));
    await refused(t.call(api.checkList, { state: 'draft' }, { token: auditor, lang: 'en' }), 400, 'Validation failed');
    const queue = await ok(t.call(api.checkList, { keyword: draft.name }, { token: auditor }));
    expect(queue.list).toHaveLength(0);
    await refused(t.call(api.checkDetail, { id: draft.id }, { token: auditor, lang: 'en' }), 404, NO_SUCH_ID);
    await refused(t.call(api.approve, { id: draft.id }, { token: auditor, lang: 'en' }), 409, 'This grade is not waiting for review');
  });

  it('rejects with a reason the company sees, then approves the resubmitted grade into the catalogue', async () => {
    const { standard, grade } = await pendingGrade();
    const queue = await ok(t.call(api.checkList, { keyword: grade.name }, { token: auditor }));
    expect(queue.list).toHaveLength(1);
    expect(queue.list[0]).toMatchObject({ id: grade.id, state: 'pending', companyName: '演示钢铁有限公司', standardNumber: standard.number });
    expect((await ok(t.call(api.checkDetail, { id: grade.id }, { token: auditor }))).composition).toHaveLength(2);

    await refused(t.call(api.reject, { id: grade.id, reason: '  ' }, { token: auditor, lang: 'en' }), 400, 'Please give the reason for the rejection');
    await ok(t.call(api.reject, { id: grade.id, reason: 'Mn 上限与国家标准不一致' }, { token: auditor, lang: 'en' }));
    await refused(t.call(api.approve, { id: grade.id }, { token: auditor, lang: 'en' }), 409, 'This grade is not waiting for review');
    const rejected = await ok(t.call(api.getGrade, { id: grade.id }, { token: admin }));
    expect(rejected).toMatchObject({ state: 'rejected', rejectReason: 'Mn 上限与国家标准不一致' });
    expect((await steelSearch(grade.name)).list.some((row) => row.name === grade.name)).toBe(false);

    // The company edits the rejected grade and applies again.
    const edited = await saveGrade({ ...gradeInput(standard.id, { name: grade.name }), id: grade.id, composition: [{ el: 'C', max: 0.2 }, { el: 'Mn', max: 1.5 }] });
    expect(edited.state).toBe('rejected');
    await ok(t.call(api.submitGrade, { id: grade.id }, { token: admin }));
    expect((await ok(t.call(api.getGrade, { id: grade.id }, { token: admin }))).rejectReason).toBeNull();
    await ok(t.call(api.approve, { id: grade.id }, { token: auditor }));

    const approved = await ok(t.call(api.getGrade, { id: grade.id }, { token: admin }));
    expect(approved.state).toBe('approved');
    expect(approved.standard.state).toBe('published');
    expect(approved.publishedGradeId).not.toBeNull();

    const records = await ok(t.call(api.auditRecords, { gradeId: grade.id }, { token: admin }));
    expect(records.list.map((record) => record.action)).toEqual(['approve', 'submit', 'reject', 'submit']);
    expect(records.list[2]).toMatchObject({ reason: 'Mn 上限与国家标准不一致', operator: expect.any(String) });
    expect((await ok(t.call(api.checkRecords, { gradeId: grade.id }, { token: auditor }))).total).toBe(4);

    // Public for everyone: materials search, the grade page and matching's grade picker.
    const found = (await steelSearch(grade.name)).list.find((row) => row.name === grade.name);
    expect(found).toMatchObject({ id: approved.publishedGradeId, enterpriseStandard: true, standard: { number: standard.number, year: 2025 } });
    expect(found?.compositionSummary).toBe('C ≤0.2 · Mn ≤1.5');
    expect(found?.yieldMin).toBe(345);
    const detail = await ok(t.call(materialsApi.steel.detail, { id: approved.publishedGradeId }, {}));
    expect(detail.composition.map((row) => row.el)).toEqual(['C', 'Mn']);
    expect(detail.mechanical[0]).toMatchObject({ yieldMin: 345, yieldMax: 460, tensileTypical: 520, impactEnergyMin: 34, impactTempC: -20 });
    const picker = await ok(t.call(API.intelligentMatching.steelList, { keyword: grade.name }, {}));
    expect(JSON.stringify(picker)).toContain(grade.name);
  });

  it('repeals a published standard: its grades leave the catalogue and it becomes read only', async () => {
    const { standard, grade } = await pendingGrade();
    const second = await saveGrade(gradeInput(standard.id));
    await ok(t.call(api.submitGrade, { id: second.id }, { token: admin }));
    await ok(t.call(api.approve, { id: grade.id }, { token: auditor }));
    expect((await steelSearch(grade.name)).list.some((row) => row.name === grade.name)).toBe(true);

    const repealed = await ok(t.call(api.repealStandard, { id: standard.id }, { token: admin, lang: 'en' }));
    expect(repealed.state).toBe('repealed');
    expect((await steelSearch(grade.name)).list.some((row) => row.name === grade.name)).toBe(false);
    expect((await ok(t.call(api.getGrade, { id: grade.id }, { token: admin }))).state).toBe('repealed');
    expect((await ok(t.call(api.getGrade, { id: second.id }, { token: admin }))).state).toBe('draft');
    const leftovers = await t.db.execute(sql`select 1 from material_standards where number = ${standard.number}`);
    expect(leftovers.rows).toHaveLength(0);

    const readOnly = 'This standard has been repealed: its grades can no longer be changed';
    await refused(t.call(api.saveGrade, gradeInput(standard.id), { token: admin, lang: 'en' }), 409, readOnly);
    await refused(t.call(api.submitGrade, { id: second.id }, { token: admin, lang: 'en' }), 409, readOnly);
    await refused(t.call(api.repealStandard, { id: standard.id }, { token: admin, lang: 'en' }), 409, 'Only a published standard can be repealed');
    const records = await ok(t.call(api.auditRecords, { gradeId: grade.id }, { token: admin }));
    expect(records.list.map((record) => record.action)).toEqual(['repeal', 'approve', 'submit']);
    // The pending grade went back to draft with a step of its own in the shared history.
    const withdrawn = await ok(t.call(api.auditRecords, { gradeId: second.id }, { token: admin }));
    expect(withdrawn.list.map((record) => record.action)).toEqual(['withdraw', 'submit']);
    // The repealed standard's grades offer no step in its list.
    const rows = await ok(t.call(api.gradeList, { standardId: standard.id }, { token: admin }));
    expect(rows.list.map((row) => row.nextActions)).toEqual([[], []]);
    const steps = await t.db.execute<{ action: string; from_state: string; to_state: string }>(
      sql`select action, from_state, to_state from workflow_history where subject = 'enterpriseGrade' and subject_id = ${grade.id} order by id`,
    );
    expect(steps.rows).toEqual([
      { action: 'submit', from_state: 'draft', to_state: 'pending' },
      { action: 'approve', from_state: 'pending', to_state: 'approved' },
      { action: 'repeal', from_state: 'approved', to_state: 'repealed' },
    ]);
  });

  it('tells each side the steps it may take now, and a refused step leaves no history', async () => {
    const standard = await saveStandard(standardInput());
    const draft = await saveGrade(gradeInput(standard.id));
    expect(draft.nextActions).toEqual(['edit', 'delete', 'submit']);
    const listed = await ok(t.call(api.gradeList, { standardId: standard.id }, { token: admin }));
    expect(listed.list.map((row) => row.nextActions)).toEqual([['edit', 'delete', 'submit']]);
    const { grade } = await pendingGrade();
    expect((await ok(t.call(api.getGrade, { id: grade.id }, { token: admin }))).nextActions).toEqual(['withdraw']);
    expect((await ok(t.call(api.checkDetail, { id: grade.id }, { token: auditor }))).nextActions).toEqual(['approve', 'reject']);
    await ok(t.call(api.approve, { id: grade.id }, { token: auditor }));
    const historyRows = async () =>
      Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from workflow_history where subject_id = ${grade.id} and subject = 'enterpriseGrade'`)).rows[0].n);
    const before = await historyRows();
    await refused(t.call(api.reject, { id: grade.id, reason: 'late' }, { token: auditor, lang: 'en' }), 409, 'This grade is not waiting for review');
    await refused(t.call(api.submitGrade, { id: grade.id }, { token: admin, lang: 'en' }), 409, 'Only draft or rejected grades can be changed, deleted or submitted');
    expect(await historyRows()).toBe(before);
    expect((await ok(t.call(api.checkDetail, { id: grade.id }, { token: auditor }))).nextActions).toEqual([]);
  });

  it('lists the company’s data in one place', async () => {
    const { standard, grade } = await pendingGrade();
    const data = await ok(t.call(api.dataList, { keyword: standard.number }, { token: admin }));
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({ id: standard.id, grades: [{ id: grade.id, name: grade.name, state: 'pending' }] });
  });
});

describe('company scope', () => {
  it('refuses another company every read and write, as a missing id', async () => {
    const { standard, grade } = await pendingGrade();
    await t.db.execute(sql`update companies set credit_code = '91110000MA01ABCD1X' where name = '演示材料贸易有限公司'`);
    const as = { token: trader, lang: 'en' as const };

    expect((await ok(t.call(api.standardList, {}, { token: trader }))).list.map((row) => row.id)).not.toContain(standard.id);
    expect((await ok(t.call(api.dataList, {}, { token: trader }))).total).toBe(0);
    expect((await ok(t.call(api.auditRecords, { gradeId: grade.id }, { token: trader }))).total).toBe(0);
    expect(await ok(t.call(api.getSystem, {}, { token: trader }))).toBeNull();
    await refused(t.call(api.getStandard, { id: standard.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.saveStandard, { ...standardInput(), id: standard.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.deleteStandard, { id: standard.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.repealStandard, { id: standard.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.gradeList, { standardId: standard.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.getGrade, { id: grade.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.saveGrade, gradeInput(standard.id), as), 404, NO_SUCH_ID);
    await refused(t.call(api.deleteGrade, { id: grade.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.submitGrade, { id: grade.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.reject, { id: grade.id, reason: 'x' }, as), 403, 'Temporarily without authority');

    // Its own standard in its own system, and the first company's grade untouched.
    const own = await saveStandard(standardInput({ systemName: '贸易公司体系', systemCode: 'Q/MY' }), trader);
    const ownGrade = await saveGrade(gradeInput(own.id), trader);
    await refused(t.call(api.saveGrade, { ...gradeInput(own.id), id: grade.id }, as), 404, NO_SUCH_ID);
    await refused(t.call(api.getGrade, { id: ownGrade.id }, { token: admin, lang: 'en' }), 404, NO_SUCH_ID);
    expect((await ok(t.call(api.getGrade, { id: grade.id }, { token: admin }))).state).toBe('pending');
  });
});
