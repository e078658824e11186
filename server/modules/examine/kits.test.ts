import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, type KitSaveInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { approvedLaboratory, createLabAccount, offerItem } from '../../../tests/support/labs';
import EN from '../../../locales/en/messages.json';

const { examineContent: content, myTestKits: mine, kitAudit: audit } = API;

const clock = fakeClock();
let t: TestApp;
/** demo-individual owns the kits; demo-company is another user; demo-auditor audits; demo-cloudhead may not. */
let owner: string;
let other: string;
let auditor: string;
let cloudHead: string;
const ids: Record<string, number> = {};

const en = (token?: string) => ({ token, lang: 'en' as const });

async function ok<T>(response: Promise<{ status: number; body: { data: T; msg: string } }>) {
  const answer = await response;
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data;
}

async function refused(response: Promise<{ status: number; body: { msg: string } }>, status: number, msg?: string) {
  const answer = await response;
  expect(answer.status, answer.body.msg).toBe(status);
  if (msg) expect(answer.body.msg).toBe(msg);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const { rows } = await t.db.execute<{ id: number; code: string }>(sql`select id, code from detection_items`);
  for (const row of rows) ids[row.code] = row.id;
  const account = await createLabAccount(t.db, 'lab-kits', '13900000201');
  const { laboratoryId } = await approvedLaboratory(t.db, account.companyId, '甲实验室');
  await offerItem(t.db, laboratoryId, 'tensile-rt', 30000, 3);
  await offerItem(t.db, laboratoryId, 'impact-charpy', 20000, 4);
  [owner, other, auditor, cloudHead] = await Promise.all(['demo-individual', 'demo-company', 'demo-auditor', 'demo-cloudhead'].map((n) => t.loginAs(n)));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from workflow_history where subject = 'testKit'`);
  await t.db.execute(sql`delete from test_kits`);
});

const acceptance = (overrides: Partial<KitSaveInput> = {}): KitSaveInput => ({
  name: '结构钢验收',
  description: '拉伸 + −20 °C 冲击',
  items: [
    { itemId: ids['tensile-rt'], condition: '' },
    { itemId: ids['impact-charpy'], condition: '−20 °C' },
  ],
  ...overrides,
});

const createKit = (token = owner, overrides: Partial<KitSaveInput> = {}) => ok(t.call(mine.save, acceptance(overrides), en(token)));

describe('own test kits (/my/checkBag)', () => {
  it('creates a private kit with its items as the catalogue names them, and reference price and days', async () => {
    const kit = await createKit();
    expect(kit).toMatchObject({
      name: '结构钢验收',
      kind: 'detection',
      common: false,
      isPublic: false,
      state: 'private',
      rejectReason: null,
      referencePrice: 50000,
      referenceDays: 4,
      ownerName: '李明',
      submitTime: null,
      nextActions: ['publish'],
      history: [],
    });
    expect(kit.items).toEqual([
      { itemId: ids['tensile-rt'], condition: '', code: 'tensile-rt', kind: 'detection', nameZh: '室温拉伸试验', nameEn: 'Tensile test at room temperature', standards: ['GB/T 228.1-2021', 'ISO 6892-1:2019', 'ASTM E8/E8M'] },
      expect.objectContaining({ itemId: ids['impact-charpy'], condition: '−20 °C', code: 'impact-charpy' }),
    ]);
    const page = await ok(t.call(mine.page, {}, en(owner)));
    expect(page.list.map((entry) => entry.id)).toEqual([kit.id]);
  });

  it('derives the kind from the items; an item nobody offers leaves the reference price open', async () => {
    const mixed = await createKit(owner, { items: [{ itemId: ids['prep-trial-melting'], condition: '' }, { itemId: ids['tensile-rt'], condition: '' }] });
    expect(mixed).toMatchObject({ kind: 'mixed', referencePrice: null, referenceDays: null });
    const preparation = await createKit(owner, { items: [{ itemId: ids['prep-machining'], condition: '' }] });
    expect(preparation.kind).toBe('preparation');
  });

  it('checks the input: name, at least one item, no repeats, items of the catalogue', async () => {
    await refused(t.call(mine.save, acceptance({ name: ' ' }), en(owner)), 400, EN.kitNameRequired);
    await refused(t.call(mine.save, acceptance({ items: [] }), en(owner)), 400, EN.testItemsRequired);
    await refused(t.call(mine.save, acceptance({ items: [{ itemId: ids['bend'] }, { itemId: ids['bend'] }] }), en(owner)), 400);
    await refused(t.call(mine.save, acceptance({ items: [{ itemId: 999999 }] }), en(owner)), 404);
    expect((await ok(t.call(mine.page, {}, en(owner)))).total).toBe(0);
  });

  it("hides a user's kits from everyone else (404 like a missing one)", async () => {
    const kit = await createKit();
    await refused(t.call(mine.detail, { id: kit.id }, en(other)), 404);
    await refused(t.call(mine.save, { ...acceptance({ name: '篡改' }), id: kit.id }, en(other)), 404);
    await refused(t.call(mine.publish, { id: kit.id }, en(other)), 404);
    await refused(t.call(mine.revoke, { id: kit.id }, en(other)), 404);
    await refused(t.call(mine.remove, { id: kit.id }, en(other)), 404);
    expect((await ok(t.call(mine.page, {}, en(other)))).total).toBe(0);
    // A private kit is not public, nor in the audit queue.
    await refused(t.call(content.kitDetail, { id: kit.id }), 404, undefined);
    await refused(t.call(audit.detail, { id: kit.id }, en(auditor)), 404);
    expect((await ok(t.call(mine.detail, { id: kit.id }, en(owner)))).name).toBe('结构钢验收');
    await refused(t.call(mine.page, {}), 401);
  });

  it('publishes to audit; the auditor rejects with a reason the owner reads; publishing again and approving makes it public', async () => {
    const kit = await createKit();
    clock.advance(1000);
    const pending = await t.call(mine.publish, { id: kit.id }, en(owner));
    expect(pending.body.msg).toBe(EN.kitSubmitted);
    expect(pending.body.data).toMatchObject({ state: 'pending', isPublic: true, nextActions: ['revoke'], history: [{ action: 'publish', fromState: 'private', toState: 'pending' }] });
    expect(pending.body.data.submitTime).not.toBeNull();
    await refused(t.call(mine.publish, { id: kit.id }, en(owner)), 409, EN.kitNotPublishable);
    await refused(t.call(mine.remove, { id: kit.id }, en(owner)), 409, EN.kitNotDeletable);
    // Not public while under review.
    await refused(t.call(content.kitDetail, { id: kit.id }), 404);

    const queue = await ok(t.call(audit.page, {}, en(auditor)));
    expect(queue.list.map((entry) => [entry.id, entry.state, entry.ownerName])).toEqual([[kit.id, 'pending', '李明']]);
    const seen = await ok(t.call(audit.detail, { id: kit.id }, en(auditor)));
    expect(seen.nextActions).toEqual(['approve', 'reject']);

    await refused(t.call(audit.reject, { id: kit.id, reason: ' ' }, en(auditor)), 400);
    const rejected = await t.call(audit.reject, { id: kit.id, reason: '冲击试验温度写法不规范' }, en(auditor));
    expect(rejected.body.msg).toBe(EN.kitRejected);
    expect(rejected.body.data).toMatchObject({ state: 'rejected', rejectReason: '冲击试验温度写法不规范' });
    await refused(t.call(audit.approve, { id: kit.id }, en(auditor)), 409, EN.kitNotPending);
    await refused(t.call(audit.reject, { id: kit.id, reason: '再次' }, en(auditor)), 409, EN.kitNotPending);

    const read = await ok(t.call(mine.detail, { id: kit.id }, en(owner)));
    expect(read).toMatchObject({ state: 'rejected', rejectReason: '冲击试验温度写法不规范', nextActions: ['publish'] });
    expect(read.history.at(-1)).toMatchObject({ action: 'reject', fromState: 'pending', toState: 'rejected', note: '冲击试验温度写法不规范' });

    await ok(t.call(mine.save, { ...acceptance({ items: [{ itemId: ids['tensile-rt'], condition: '' }, { itemId: ids['impact-charpy'], condition: '-20 ℃' }] }), id: kit.id }, en(owner)));
    const again = await ok(t.call(mine.publish, { id: kit.id }, en(owner)));
    expect(again).toMatchObject({ state: 'pending', rejectReason: null });
    const approved = await t.call(audit.approve, { id: kit.id }, en(auditor));
    expect(approved.body.msg).toBe(EN.kitApproved);
    expect(approved.body.data.state).toBe('approved');

    const publicKit = await ok(t.call(content.kitDetail, { id: kit.id }));
    expect(publicKit).toMatchObject({ id: kit.id, state: 'approved', items: [{ code: 'tensile-rt' }, { code: 'impact-charpy', condition: '-20 ℃' }] });
    expect((await ok(t.call(content.kitPage, {}))).list.map((entry) => entry.id)).toEqual([kit.id]);
    const history = (await ok(t.call(mine.detail, { id: kit.id }, en(owner)))).history.map((step) => step.action);
    expect(history).toEqual(['publish', 'reject', 'publish', 'approve']);
  });

  it('saving an approved kit sends it back to review; a pending kit stays pending with the change', async () => {
    const kit = await createKit();
    await ok(t.call(mine.publish, { id: kit.id }, en(owner)));
    const edited = await ok(t.call(mine.save, { ...acceptance({ name: '结构钢验收（修订）' }), id: kit.id }, en(owner)));
    expect(edited).toMatchObject({ state: 'pending', name: '结构钢验收（修订）' });
    expect(edited.history.map((step) => step.action)).toEqual(['publish']);
    await ok(t.call(audit.approve, { id: kit.id }, en(auditor)));
    expect((await ok(t.call(mine.detail, { id: kit.id }, en(owner)))).nextActions).toEqual(['revoke', 'resubmit']);

    clock.advance(1000);
    const resubmitted = await t.call(mine.save, { ...acceptance({ name: '结构钢验收 2' }), id: kit.id }, en(owner));
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.msg).toBe(EN.kitSaved);
    expect(resubmitted.body.data).toMatchObject({ state: 'pending', name: '结构钢验收 2' });
    expect(resubmitted.body.data.history.at(-1)).toMatchObject({ action: 'resubmit', fromState: 'approved', toState: 'pending' });
    // The public only sees what an auditor approved.
    await refused(t.call(content.kitDetail, { id: kit.id }), 404);
    expect((await ok(t.call(content.kitPage, {}))).total).toBe(0);
    expect((await ok(t.call(audit.page, {}, en(auditor)))).list.map((entry) => entry.name)).toEqual(['结构钢验收 2']);
  });

  it('revokes a publication under review or approved; publishes again; deletes when not under review', async () => {
    const kit = await createKit();
    await refused(t.call(mine.revoke, { id: kit.id }, en(owner)), 409, EN.kitNotRevocable);
    await ok(t.call(mine.publish, { id: kit.id }, en(owner)));
    const revoked = await t.call(mine.revoke, { id: kit.id }, en(owner));
    expect(revoked.body.msg).toBe(EN.kitRevoked);
    expect(revoked.body.data).toMatchObject({ state: 'revoked', nextActions: ['publish'] });
    await refused(t.call(mine.revoke, { id: kit.id }, en(owner)), 409, EN.kitNotRevocable);
    await refused(t.call(audit.approve, { id: kit.id }, en(auditor)), 409, EN.kitNotPending);
    await ok(t.call(mine.publish, { id: kit.id }, en(owner)));
    await ok(t.call(audit.approve, { id: kit.id }, en(auditor)));
    await ok(t.call(mine.revoke, { id: kit.id }, en(owner)));
    await refused(t.call(content.kitDetail, { id: kit.id }), 404);
    const history = (await ok(t.call(mine.detail, { id: kit.id }, en(owner)))).history.map((step) => `${step.action}:${step.toState}`);
    expect(history).toEqual(['publish:pending', 'revoke:revoked', 'publish:pending', 'approve:approved', 'revoke:revoked']);

    expect(await ok(t.call(mine.remove, { id: kit.id }, en(owner)))).toBeNull();
    await refused(t.call(mine.detail, { id: kit.id }, en(owner)), 404);
    const privateKit = await createKit();
    await ok(t.call(mine.remove, { id: privateKit.id }, en(owner)));
  });

  it('filters own kits by state and name', async () => {
    const first = await createKit(owner, { name: '不锈钢晶间腐蚀' });
    clock.advance(1000);
    await createKit(owner, { name: '结构钢验收' });
    await ok(t.call(mine.publish, { id: first.id }, en(owner)));
    expect((await ok(t.call(mine.page, { state: 'pending' }, en(owner)))).list.map((kit) => kit.name)).toEqual(['不锈钢晶间腐蚀']);
    expect((await ok(t.call(mine.page, { keyword: '结构' }, en(owner)))).list.map((kit) => kit.name)).toEqual(['结构钢验收']);
  });
});

describe('the kit audit queue', () => {
  it('lists pending kits oldest submission first, other states on request', async () => {
    const older = await createKit(owner, { name: '甲' });
    const newer = await createKit(other, { name: '乙' });
    await ok(t.call(mine.publish, { id: newer.id }, en(other)));
    clock.advance(1000);
    await ok(t.call(mine.publish, { id: older.id }, en(owner)));
    clock.advance(1000);
    // Republished later, it goes to the back of the queue.
    await ok(t.call(mine.revoke, { id: newer.id }, en(other)));
    await ok(t.call(mine.publish, { id: newer.id }, en(other)));
    expect((await ok(t.call(audit.page, {}, en(auditor)))).list.map((kit) => kit.name)).toEqual(['甲', '乙']);
    await ok(t.call(audit.approve, { id: older.id }, en(auditor)));
    expect((await ok(t.call(audit.page, { state: 'approved' }, en(auditor)))).list.map((kit) => kit.name)).toEqual(['甲']);
    expect((await ok(t.call(audit.page, { state: 'private' }, en(auditor)))).total).toBe(0);
  });

  it('is for kit auditors only', async () => {
    const kit = await createKit();
    await ok(t.call(mine.publish, { id: kit.id }, en(owner)));
    for (const token of [owner, cloudHead]) {
      await refused(t.call(audit.page, {}, en(token)), 403);
      await refused(t.call(audit.detail, { id: kit.id }, en(token)), 403);
      await refused(t.call(audit.approve, { id: kit.id }, en(token)), 403);
      await refused(t.call(audit.reject, { id: kit.id, reason: '否' }, en(token)), 403);
      await refused(t.call(audit.commonPage, {}, en(token)), 403);
      await refused(t.call(audit.commonSave, acceptance(), en(token)), 403);
      await refused(t.call(audit.commonDelete, { id: kit.id }, en(token)), 403);
    }
    await refused(t.call(audit.approve, { id: kit.id }), 401);
    // The auditor's own kits are just kits: the owner's calls answer for the owner only.
    await refused(t.call(mine.publish, { id: kit.id }, en(auditor)), 404);
  });
});

describe('platform kits', () => {
  it('are kept by kit auditors, public at once, listed first, never audited', async () => {
    const userKit = await createKit();
    await ok(t.call(mine.publish, { id: userKit.id }, en(owner)));
    await ok(t.call(audit.approve, { id: userKit.id }, en(auditor)));
    clock.advance(1000);
    const common = await ok(t.call(audit.commonSave, acceptance({ name: '压力容器用钢验收' }), en(auditor)));
    expect(common).toMatchObject({ common: true, isPublic: true, state: 'approved', ownerName: null, referencePrice: 50000 });
    expect(common).not.toHaveProperty('nextActions');

    const publicPage = await ok(t.call(content.kitPage, {}));
    expect(publicPage.list.map((kit) => [kit.name, kit.common])).toEqual([
      ['压力容器用钢验收', true],
      ['结构钢验收', false],
    ]);
    expect((await ok(t.call(content.kitPage, { keyword: '压力' }))).total).toBe(1);
    expect(await ok(t.call(content.kitDetail, { id: common.id }))).toMatchObject({ name: '压力容器用钢验收', common: true });
    expect((await ok(t.call(audit.commonPage, {}, en(auditor)))).list.map((kit) => kit.id)).toEqual([common.id]);
    // Never in the audit queue, whatever the state asked for.
    expect((await ok(t.call(audit.page, { state: 'approved' }, en(auditor)))).list.map((kit) => kit.id)).toEqual([userKit.id]);
    await refused(t.call(audit.detail, { id: common.id }, en(auditor)), 404);
    await refused(t.call(audit.approve, { id: common.id }, en(auditor)), 404);
    // Nobody's own kit.
    await refused(t.call(mine.detail, { id: common.id }, en(owner)), 404);
    await refused(t.call(mine.remove, { id: common.id }, en(owner)), 404);
    await refused(t.call(mine.detail, { id: common.id }, en(auditor)), 404);

    const renamed = await ok(t.call(audit.commonSave, { ...acceptance({ name: '压力容器用钢验收（2026）', items: [{ itemId: ids['chem-oes'], condition: '' }] }), id: common.id }, en(auditor)));
    expect(renamed).toMatchObject({ id: common.id, state: 'approved', kind: 'detection', referencePrice: null });
    // A user's kit is not a platform kit.
    await refused(t.call(audit.commonSave, { ...acceptance(), id: userKit.id }, en(auditor)), 404);
    await refused(t.call(audit.commonDelete, { id: userKit.id }, en(auditor)), 404);
    await refused(t.call(audit.commonSave, acceptance({ items: [{ itemId: 999999 }] }), en(auditor)), 404);

    expect(await ok(t.call(audit.commonDelete, { id: common.id }, en(auditor)))).toBeNull();
    await refused(t.call(content.kitDetail, { id: common.id }), 404);
    expect((await ok(t.call(content.figures, {}))).publicKits).toBe(1);
  });
});
