import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, type SupervisorInput } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { approvedLaboratory, createLabAccount, offerItem } from '../../../tests/support/labs';
import { addresses, detectionItems, laboratories, supervisorRegions, users } from '../../db/schema';

const { examineOrder, orderAdmin } = API;

/** Order administrators say which regions each regional head oversees; the head's order list follows at once. */
const clock = fakeClock(new Date('2026-11-27T02:00:00.000Z'));
let t: TestApp;
let laboratoryId: number;
let orderId: number;
const tokens: Record<string, string> = {};
const USERS = ['demo-auditor', 'demo-cloudhead', 'demo-regionhead', 'demo-admin', 'demo-individual'];

async function userIdOf(userName: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row.id;
}

const as = (user: string) => ({ token: tokens[user], lang: 'en' as const, ip: uniqueIp() });

async function ok<T>(promise: Promise<{ status: number; body: { msg: string; data: T } }>) {
  const { status, body } = await promise;
  expect(status, body.msg).toBe(200);
  return body.data;
}

const save = (input: SupervisorInput, user = 'demo-auditor') => t.call(orderAdmin.supervisorSave, input, as(user));
const heads = (user = 'demo-auditor', keyword?: string) => t.call(orderAdmin.supervisors, { pageSize: 100, ...(keyword && { keyword }) }, as(user));
const overseen = async (user: string) => (await ok(t.call(orderAdmin.page, { pageSize: 100 }, as(user)))).list.map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp({ clock });
  const lab = await createLabAccount(t.db, 'lab-south', '13900000301');
  ({ laboratoryId } = await approvedLaboratory(t.db, lab.companyId, '华南材料实验室'));
  await t.db.update(laboratories).set({ region: 'south' }).where(eq(laboratories.id, laboratoryId));
  await offerItem(t.db, laboratoryId, 'tensile-rt', 50000, 3);
  const [item] = await t.db.select({ id: detectionItems.id }).from(detectionItems).where(eq(detectionItems.code, 'tensile-rt'));
  const [address] = await t.db
    .insert(addresses)
    .values({ userId: await userIdOf('demo-individual'), consignee: '刘洋', telephone: '13800000004', location: ['44', '4401', '440103'], locationName: '广州市 荔湾区', detail: '沙面北街 1 号' })
    .returning({ id: addresses.id });
  for (const user of USERS) tokens[user] = await t.loginAs(user);
  const order = await ok(
    t.call(
      examineOrder.saveJC,
      { projectName: '区域验收', laboratoryId, addressId: address.id, lines: [{ itemId: item.id, quantity: 1 }], samples: [{ name: 'Q345', count: 1 }], submit: true },
      as('demo-individual'),
    ),
  );
  orderId = order.id;
});
afterAll(() => t.close());

describe('regional heads and their regions', () => {
  it('are listed and set by order administrators only', async () => {
    const headId = await userIdOf('demo-regionhead');
    for (const user of ['demo-cloudhead', 'demo-regionhead', 'demo-admin']) {
      expect((await heads(user)).status, user).toBe(403);
      expect((await save({ userId: headId, regions: ['south'] }, user)).status, user).toBe(403);
    }
    const page = await ok(heads());
    // Only holders of the role: demo-regionhead (East China in the demo seed), not the auditor or the cloud head.
    expect(page.list).toEqual([{ userId: headId, userName: 'demo-regionhead', realName: '孙丽', mobile: '13800000008', regions: ['east'] }]);
    expect(page.total).toBe(1);
    expect((await ok(heads('demo-auditor', '孙'))).total).toBe(1);
    expect((await ok(heads('demo-auditor', '13800000008'))).total).toBe(1);
    expect((await ok(heads('demo-auditor', 'nobody%'))).list).toEqual([]);
    // The refused calls changed nothing.
    expect(await t.db.select().from(supervisorRegions).where(eq(supervisorRegions.userId, headId))).toEqual([{ userId: headId, region: 'east' }]);
  });

  it('refuses unknown, repeated or too many regions, and a user who is no regional head', async () => {
    const headId = await userIdOf('demo-regionhead');
    const invalid: unknown[] = [['mars'], ['east', 'east'], ['north', 'northeast', 'east', 'central', 'south', 'southwest', 'northwest', 'north']];
    for (const regions of invalid) {
      const { status, body } = await save({ userId: headId, regions } as SupervisorInput);
      expect([status, body.msg], String(regions)).toEqual([400, 'Validation failed']);
    }
    for (const userId of [await userIdOf('demo-cloudhead'), await userIdOf('demo-individual'), 999_999]) {
      expect((await save({ userId, regions: ['east'] })).status, String(userId)).toBe(404);
    }
    expect(await t.db.select().from(supervisorRegions).where(eq(supervisorRegions.userId, await userIdOf('demo-cloudhead')))).toEqual([]);
  });

  it('decide which laboratories’ orders the head oversees, at once', async () => {
    const headId = await userIdOf('demo-regionhead');
    expect(await overseen('demo-regionhead')).not.toContain(orderId);
    expect((await t.call(examineOrder.detail, { id: orderId }, as('demo-regionhead'))).status).toBe(404);

    const saved = await ok(save({ userId: headId, regions: ['south', 'east'] }));
    // Kept in the order of the regions, whatever the order given.
    expect(saved).toMatchObject({ userId: headId, userName: 'demo-regionhead', regions: ['east', 'south'] });
    expect((await ok(heads())).list[0].regions).toEqual(['east', 'south']);
    expect(await overseen('demo-regionhead')).toContain(orderId);
    expect((await ok(t.call(examineOrder.detail, { id: orderId }, as('demo-regionhead')))).viewer).toBe('platform');

    expect((await ok(save({ userId: headId, regions: ['east'] }))).regions).toEqual(['east']);
    expect(await overseen('demo-regionhead')).not.toContain(orderId);
    expect((await t.call(examineOrder.detail, { id: orderId }, as('demo-regionhead'))).status).toBe(404);

    // No region at all: the head oversees nothing.
    expect((await ok(save({ userId: headId, regions: [] }))).regions).toEqual([]);
    expect(await overseen('demo-regionhead')).toEqual([]);
    expect(await overseen('demo-auditor')).toContain(orderId);
  });
});
