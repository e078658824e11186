import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ApplicationInput } from '@contract';
import { notifications, qualityApplications, qualityEnterprises, qualityLines, qualityMethods, qualitySubmissions, users, workflowHistory } from '../../db/schema';
import { DEFAULT_METHOD } from '../../lib/qualityMethod';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { categoryIdOf, creditCodeFor, gradeIdOf, sampleRows } from '../../../tests/support/quality';
import { categoryOf, gradeInCategory, limitsOf } from './core/catalogue';
import { currentMethod } from './core/method';
import { scoreSamples } from './core/score';

/**
 * Applications for the formal ranking (routes/applications.ts): the rules of applying and resubmitting, who reads
 * what, the auditors' queue, approval (publishes the line under the method current then, with its price) and
 * rejection (with a reason), each step's history and the applicant's notifications.
 */

const clock = fakeClock(new Date('2026-11-22T08:00:00.000Z'));
let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['demo-admin', 'demo-employee', 'demo-company', 'demo-individual', 'demo-auditor'] as const;
type User = (typeof USERS)[number];

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const user of USERS) tokens[user] = await t.loginAs(user);
});
afterAll(() => t.close());

const as = (user: User) => ({ token: tokens[user], lang: 'en' as const });
const tick = () => clock.advance(60_000);

async function userOf(userName: User) {
  const [row] = await t.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.userName, userName));
  return row;
}

/** A submission of Q355B hot-rolled plate by `owner`, scored under the current method unless `scored: false`. */
async function submissionOf(owner: User, { scored = true, seed = 1 } = {}) {
  const user = await userOf(owner);
  const category = await categoryOf(t.db, await categoryIdOf(t.db, 'hotRolledPlate'));
  const grade = await gradeInCategory(t.db, category, await gradeIdOf(t.db, 'GB/T 1591-2018', 'Q355B'));
  const samples = sampleRows(40, { seed });
  const score = scored ? scoreSamples((await currentMethod(t.db)).method, (await limitsOf(t.db, grade)).limits, samples) : null;
  const [row] = await t.db
    .insert(qualitySubmissions)
    .values({
      userId: user.id,
      companyId: user.companyId,
      categoryId: category.id,
      gradeId: grade.id,
      dataFileId: randomUUID(),
      dataFileName: 'production.xlsx',
      samples,
      n: samples.length,
      ...(score && { methodVersion: score.methodVersion, score, total: score.total, smallSample: score.smallSample, scoredAt: clock.now() }),
    })
    .returning({ id: qualitySubmissions.id });
  return row.id;
}

let codes = 0;
const form = (submissionId: number, change: Partial<ApplicationInput> = {}): ApplicationInput => ({
  submissionId,
  userType: 'manufacturer',
  companyName: '申请钢铁有限公司',
  creditCode: creditCodeFor(7_000_000 + ++codes),
  address: '上海市宝山区申请路 8 号',
  productName: 'Q355B 热轧中厚板',
  steelmakingLine: '1# 转炉',
  rollingLine: '4300 mm 宽厚板轧线',
  contactName: '张伟',
  contactInfo: '13800000003',
  instructions: '',
  year: 2026,
  ...change,
});

// Each save from an address of its own: the call is rate limited per client.
const save = (user: User, input: unknown) => t.call(API.qualityApply.save, input, { ...as(user), ip: uniqueIp() });
const get = (user: User, id: number) => t.call(API.qualityApply.get, { id }, as(user));
const approve = (id: number, reportPrice = 29_900, user: User = 'demo-auditor') => t.call(API.qualityAudit.approve, { id, reportPrice }, as(user));
const reject = (id: number, reason = '数据年份与报告不符', user: User = 'demo-auditor') => t.call(API.qualityAudit.reject, { id, reason }, as(user));

async function apply(user: User = 'demo-admin', change: Partial<ApplicationInput> = {}) {
  const answer = await save(user, form(await submissionOf(user), change));
  expect(answer.status).toBe(200);
  tick();
  return answer.body.data!;
}

const applicationsOf = (submissionId: number) => t.db.select().from(qualityApplications).where(eq(qualityApplications.submissionId, submissionId));
const historyOf = (id: number) =>
  t.db
    .select({ action: workflowHistory.action, from: workflowHistory.fromState, to: workflowHistory.toState, note: workflowHistory.note })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.subject, 'qualityApplication'), eq(workflowHistory.subjectId, id)))
    .orderBy(workflowHistory.id);
const lineOf = async (applicationId: number) => (await t.db.select().from(qualityLines).where(eq(qualityLines.applicationId, applicationId)))[0];

describe('applying', () => {
  it('a scored submission of one’s own becomes a pending application of one’s company, with its submit step', async () => {
    const submissionId = await submissionOf('demo-admin');
    const answer = await save('demo-admin', form(submissionId, { creditCode: ' 91310000ma1k4xx01e ' }));
    expect([answer.status, answer.body.msg]).toEqual([200, 'Your application has been submitted for review']);
    const detail = answer.body.data!;
    expect(detail).toMatchObject({
      submissionId,
      state: 'pending',
      creditCode: '91310000MA1K4XX01E',
      productName: 'Q355B 热轧中厚板',
      year: 2026,
      rejectReason: null,
      lineId: null,
      applicant: '张伟',
      n: 40,
      category: { code: 'hotRolledPlate' },
      grade: { name: 'Q355B', standardCode: 'GB/T 1591-2018' },
      nextActions: [],
    });
    expect(detail.total).toBeGreaterThan(0);
    expect(detail.submission).toMatchObject({ id: submissionId, n: 40, applicationId: detail.id, limits: { grade: { name: 'Q355B' } } });
    expect(detail.submission.preview).toHaveLength(20);
    expect(detail.submission.score?.total).toBe(detail.total);
    expect(detail.history).toEqual([expect.objectContaining({ action: 'submit', fromState: 'pending', toState: 'pending', operator: '张伟' })]);
    const [row] = await applicationsOf(submissionId);
    expect(row.companyId).toBe((await userOf('demo-admin')).companyId);
  });

  it('an individual may apply for a producer they represent: the application has no company', async () => {
    const detail = await apply('demo-individual', { userType: 'distributor' });
    const [row] = await applicationsOf(detail.submissionId);
    expect(row).toMatchObject({ companyId: null, userType: 'distributor', state: 'pending' });
  });

  it('refuses a submission not scored (400), another user’s (404) and one already applied with (409)', async () => {
    const unscored = await submissionOf('demo-admin', { scored: false });
    const notScored = await save('demo-admin', form(unscored));
    expect([notScored.status, notScored.body.msg]).toEqual([400, 'Please run the simulated ranking first']);
    expect(await applicationsOf(unscored)).toEqual([]);

    const others = await submissionOf('demo-company');
    expect((await save('demo-admin', form(others))).status).toBe(404);
    expect((await save('demo-employee', form(others))).status).toBe(404);
    expect((await save('demo-admin', form(2_000_000_001))).status).toBe(404);
    expect(await applicationsOf(others)).toEqual([]);

    const used = await apply('demo-admin');
    const again = await save('demo-admin', form(used.submissionId));
    expect([again.status, again.body.msg]).toEqual([409, 'An application has already been made with this data']);
    expect(await applicationsOf(used.submissionId)).toHaveLength(1);
  });

  it('checks the credit code’s check character', async () => {
    const submissionId = await submissionOf('demo-admin');
    const valid = creditCodeFor(123);
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    for (const creditCode of [wrongCheck, '91310000MA1K4XX01', 'not a code']) {
      const answer = await save('demo-admin', form(submissionId, { creditCode }));
      expect([creditCode, answer.status, answer.body.msg]).toEqual([creditCode, 400, 'Please enter a valid 18-character unified social credit code']);
    }
    expect(await applicationsOf(submissionId)).toEqual([]);
  });

  it.each([
    ['submissionId', 'Please upload the production data first'],
    ['userType', 'qualityUserTypeRequired'],
    ['companyName', 'qualityCompanyNameRequired'],
    ['creditCode', 'Unified social credit code is required'],
    ['address', 'qualityAddressRequired'],
    ['productName', 'qualityProductNameRequired'],
    ['steelmakingLine', 'qualitySteelmakingLineRequired'],
    ['rollingLine', 'qualityRollingLineRequired'],
    ['contactName', 'qualityContactNameRequired'],
    ['contactInfo', 'qualityContactInfoRequired'],
    ['year', 'qualityYearInvalid'],
  ] as const)('without %s: 400 with its message, nothing written', async (field, message) => {
    const submissionId = await submissionOf('demo-admin');
    const input: Record<string, unknown> = { ...form(submissionId) };
    for (const missing of [undefined, '  ']) {
      input[field] = missing;
      const answer = await save('demo-admin', input);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(await textOf(message));
    }
    expect(await applicationsOf(submissionId)).toEqual([]);
  });

  it('refuses a year before the first ranked year', async () => {
    const submissionId = await submissionOf('demo-admin');
    const answer = await save('demo-admin', form(submissionId, { year: 1999 }));
    expect([answer.status, answer.body.msg]).toEqual([400, await textOf('qualityYearInvalid')]);
  });
});

/** The English text of a message key (the envelope's msg), or the text itself when given one. */
async function textOf(keyOrText: string) {
  const messages = JSON.parse(await readFile(path.resolve('locales/en/messages.json'), 'utf8')) as Record<string, string>;
  return messages[keyOrText] ?? keyOrText;
}

describe('reading', () => {
  it('the applicant and auditors read an application; anyone else gets 404', async () => {
    const { id } = await apply('demo-admin');
    expect((await get('demo-admin', id)).status).toBe(200);
    expect((await get('demo-auditor', id)).status).toBe(200);
    for (const user of ['demo-employee', 'demo-company', 'demo-individual'] as const) expect([user, (await get(user, id)).status]).toEqual([user, 404]);
    expect((await t.call(API.qualityApply.get, { id })).status).toBe(401);
  });

  it('offers each viewer its next steps: auditors approve or reject a pending one, the applicant resubmits a rejected one', async () => {
    const { id } = await apply('demo-admin');
    expect((await get('demo-admin', id)).body.data?.nextActions).toEqual([]);
    expect((await get('demo-auditor', id)).body.data?.nextActions).toEqual(['approve', 'reject']);
    await reject(id);
    expect((await get('demo-admin', id)).body.data?.nextActions).toEqual(['resubmit']);
    expect((await get('demo-auditor', id)).body.data?.nextActions).toEqual([]);
  });

  it('the caller’s list: only its own, newest change first, by state and keyword', async () => {
    const first = await apply('demo-company', { productName: '列表甲 热轧板' });
    const second = await apply('demo-company', { productName: '列表乙 热轧板' });
    await reject(first.id);
    const page = await t.call(API.qualityApply.page, { pageNum: 1, pageSize: 50 }, as('demo-company'));
    const ids = page.body.data!.list.map((application) => application.id);
    expect(ids.slice(0, 2)).toEqual([first.id, second.id]);
    expect(page.body.data!.list.every((application) => application.applicant === '王芳')).toBe(true);
    const pending = await t.call(API.qualityApply.page, { pageNum: 1, pageSize: 50, state: 'pending' }, as('demo-company'));
    expect(pending.body.data!.list.map((application) => application.id)).toContain(second.id);
    expect(pending.body.data!.list.map((application) => application.id)).not.toContain(first.id);
    const keyword = await t.call(API.qualityApply.page, { pageNum: 1, pageSize: 50, keyword: '列表乙' }, as('demo-company'));
    expect(keyword.body.data).toMatchObject({ total: 1, list: [{ id: second.id }] });
    const others = await t.call(API.qualityApply.page, { pageNum: 1, pageSize: 50, keyword: '列表' }, as('demo-admin'));
    expect(others.body.data?.total).toBe(0);
  });
});

describe('the auditors’ queue', () => {
  it('pending ones oldest first (default), decided ones by state, keyword on product and company', async () => {
    const older = await apply('demo-admin', { productName: '队列 一号' });
    const newer = await apply('demo-company', { productName: '队列 二号', companyName: '队列贸易公司' });
    const decided = await apply('demo-admin', { productName: '队列 三号' });
    await reject(decided.id);
    const queue = await t.call(API.qualityAudit.page, { pageNum: 1, pageSize: 100 }, as('demo-auditor'));
    const ids = queue.body.data!.list.map((application) => application.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(decided.id);
    expect(queue.body.data!.list.every((application) => application.state === 'pending')).toBe(true);
    const rejected = await t.call(API.qualityAudit.page, { pageNum: 1, pageSize: 100, state: 'rejected', keyword: '队列' }, as('demo-auditor'));
    expect(rejected.body.data).toMatchObject({ total: 1, list: [{ id: decided.id, rejectReason: '数据年份与报告不符' }] });
    const byCompany = await t.call(API.qualityAudit.page, { pageNum: 1, pageSize: 100, keyword: '队列贸易' }, as('demo-auditor'));
    expect(byCompany.body.data).toMatchObject({ total: 1, list: [{ id: newer.id }] });
  });

  it('is the auditors’: everyone else gets 403 on its three calls', async () => {
    const { id } = await apply('demo-admin');
    for (const user of ['demo-admin', 'demo-employee', 'demo-company', 'demo-individual'] as const) {
      expect((await t.call(API.qualityAudit.page, { pageNum: 1, pageSize: 10 }, as(user))).status).toBe(403);
      expect((await approve(id, 19_900, user)).status).toBe(403);
      expect((await reject(id, '不行', user)).status).toBe(403);
    }
    expect((await get('demo-auditor', id)).body.data?.state).toBe('pending');
  });
});

describe('decisions', () => {
  it('a rejection needs a reason, keeps it, is noted in the history and told to the applicant', async () => {
    const { id } = await apply('demo-admin', { productName: '驳回 热轧板' });
    const noReason = await t.call(API.qualityAudit.reject, { id, reason: '  ' }, as('demo-auditor'));
    expect([noReason.status, noReason.body.msg]).toEqual([400, 'Please give the reason for the rejection']);
    expect((await get('demo-admin', id)).body.data?.state).toBe('pending');
    const answer = await reject(id);
    expect([answer.status, answer.body.msg]).toEqual([200, 'Rejected']);
    expect(answer.body.data).toMatchObject({ state: 'rejected', rejectReason: '数据年份与报告不符', lineId: null });
    expect(await historyOf(id)).toEqual([
      { action: 'submit', from: 'pending', to: 'pending', note: null },
      { action: 'reject', from: 'pending', to: 'rejected', note: '数据年份与报告不符' },
    ]);
    const admin = await userOf('demo-admin');
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.subject, 'qualityApplication'), eq(notifications.subjectId, id)));
    expect(notices).toEqual([expect.objectContaining({ userId: admin.id, event: 'reject', params: { name: '驳回 热轧板', reason: '数据年份与报告不符' } })]);
    expect((await reject(id)).status).toBe(409);
    expect((await approve(id)).status).toBe(409);
  });

  it('only its applicant resubmits, only a rejected application, with the fields replaced and other data of its own', async () => {
    const first = await apply('demo-admin');
    const resubmitPending = await save('demo-admin', { ...form(first.submissionId), id: first.id });
    expect([resubmitPending.status, resubmitPending.body.msg]).toEqual([409, 'This application cannot be changed in its current state']);
    await reject(first.id);
    // Another user, even of the same company, cannot touch it.
    expect((await save('demo-employee', { ...form(await submissionOf('demo-employee')), id: first.id })).status).toBe(404);
    expect((await save('demo-company', { ...form(await submissionOf('demo-company')), id: first.id })).status).toBe(404);
    // New data must be the applicant's own, scored, and not another application's.
    expect((await save('demo-admin', { ...form(await submissionOf('demo-company')), id: first.id })).status).toBe(404);
    expect((await save('demo-admin', { ...form(await submissionOf('demo-admin', { scored: false })), id: first.id })).status).toBe(400);
    const otherApplication = await apply('demo-admin');
    expect((await save('demo-admin', { ...form(otherApplication.submissionId), id: first.id })).status).toBe(409);
    expect((await get('demo-admin', first.id)).body.data).toMatchObject({ state: 'rejected', submissionId: first.submissionId });

    const newData = await submissionOf('demo-admin', { seed: 7 });
    const answer = await save('demo-admin', { ...form(newData, { productName: '改正后 热轧板', year: 2025 }), id: first.id });
    expect([answer.status, answer.body.msg]).toEqual([200, 'Your application has been submitted for review']);
    expect(answer.body.data).toMatchObject({ id: first.id, state: 'pending', rejectReason: null, submissionId: newData, productName: '改正后 热轧板', year: 2025 });
    expect(answer.body.data?.submission.applicationId).toBe(first.id);
    expect(answer.body.data?.history.map((step) => step.action)).toEqual(['submit', 'reject', 'resubmit']);
    // The data it left is free for another application.
    expect((await save('demo-admin', form(first.submissionId))).status).toBe(200);
  });

  it('approval publishes the line under the method current at approval, with the price, once', async () => {
    // A newer method version published after the data was simulated: the line is scored again under it.
    const { id, submissionId } = await apply('demo-admin', { companyName: '批准钢铁有限公司', creditCode: creditCodeFor(4242), productName: '批准 热轧板', year: 2025 });
    const [submission] = await t.db.select().from(qualitySubmissions).where(eq(qualitySubmissions.id, submissionId));
    expect(submission.methodVersion).toBe(DEFAULT_METHOD.version);
    const newer = { ...DEFAULT_METHOD, version: 'test.2', indicators: DEFAULT_METHOD.indicators.map((indicator) => (indicator.key === 'dataVolume' ? { ...indicator, params: { ...indicator.params, nFull: 1000 } } : indicator)) };
    await t.db.insert(qualityMethods).values({ version: 'test.2', method: newer, note: 'test', publishedAt: clock.now() });

    const tooCheap = await approve(id, 0);
    expect([tooCheap.status, tooCheap.body.msg]).toEqual([400, await textOf('qualityReportPriceInvalid')]);
    expect(await lineOf(id)).toBeUndefined();

    const answer = await approve(id, 29_900);
    expect([answer.status, answer.body.msg]).toEqual([200, 'Approved: the line is now in the public ranking']);
    const line = await lineOf(id);
    expect(answer.body.data).toMatchObject({ state: 'approved', lineId: line.id, nextActions: [] });
    expect(line).toMatchObject({ submissionId, methodVersion: 'test.2', reportPrice: 29_900, year: 2025, productName: '批准 热轧板', n: 40, publishedAt: clock.now() });
    expect(line.total).not.toBe(submission.total);
    expect(line.score).toMatchObject({ methodVersion: 'test.2', total: line.total });
    const [enterprise] = await t.db.select().from(qualityEnterprises).where(eq(qualityEnterprises.id, line.enterpriseId));
    expect(enterprise).toMatchObject({ creditCode: creditCodeFor(4242), name: '批准钢铁有限公司', companyId: (await userOf('demo-admin')).companyId });
    const [application] = await t.db.select().from(qualityApplications).where(eq(qualityApplications.id, id));
    expect(application.decidedAt).toEqual(clock.now());
    expect(await historyOf(id)).toEqual([
      { action: 'submit', from: 'pending', to: 'pending', note: null },
      { action: 'approve', from: 'pending', to: 'approved', note: null },
    ]);
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.subject, 'qualityApplication'), eq(notifications.subjectId, id)));
    expect(notices).toEqual([expect.objectContaining({ event: 'approve', params: { name: '批准 热轧板' } })]);

    const twice = await approve(id, 19_900);
    expect([twice.status, twice.body.msg]).toEqual([409, 'This application cannot be changed in its current state']);
    expect((await reject(id)).status).toBe(409);
    expect(await t.db.select().from(qualityLines).where(eq(qualityLines.applicationId, id))).toHaveLength(1);
    expect((await save('demo-admin', { ...form(submissionId), id })).status).toBe(409);

    // The same enterprise approved again, by an individual: renamed to the newer application's name, its company kept.
    tick();
    const later = await apply('demo-individual', { companyName: '批准钢铁集团有限公司', creditCode: creditCodeFor(4242), address: '新地址 1 号' });
    expect((await approve(later.id)).status).toBe(200);
    const [renamed] = await t.db.select().from(qualityEnterprises).where(eq(qualityEnterprises.creditCode, creditCodeFor(4242)));
    expect(renamed).toMatchObject({ id: enterprise.id, name: '批准钢铁集团有限公司', address: '新地址 1 号', companyId: enterprise.companyId });
  });

  it('an approved line appears in the public ranking (GET /atsteel/qc/index/report)', async (context) => {
    if (!t.app.hasRoute({ method: 'GET', url: API.qualityPublic.lines.path })) context.skip();
    const { id } = await apply('demo-admin', { productName: '公开 热轧板', year: 2024, creditCode: creditCodeFor(5151) });
    await approve(id, 19_900);
    const line = await lineOf(id);
    const category = await categoryIdOf(t.db, 'hotRolledPlate');
    const ranking = await t.call(API.qualityPublic.lines, { categoryId: category, year: 2024, pageNum: 1, pageSize: 50 });
    expect(ranking.status).toBe(200);
    expect(ranking.body.data?.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: line.id, productName: '公开 热轧板', reportPrice: 19_900, methodVersion: line.methodVersion })]));
  });
});
