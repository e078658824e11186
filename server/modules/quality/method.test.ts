import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { API, type MethodInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { creditCodeFor, publishLine, sampleRows } from '../../../tests/support/quality';
import { DEFAULT_METHOD } from '../../lib/qualityMethod';
import { qualityMethods } from '../../db/schema';

const { qualityPublic: q, qualityAudit } = API;
let t: TestApp;
let auditor: string;
let admin: string;

/** Method 2026.1 with toughness weighted more and data volume less. */
const next = (version: string, change: (indicators: MethodInput['indicators']) => void = () => {}): MethodInput => {
  const indicators = DEFAULT_METHOD.indicators.map(({ key, weight, params }) => ({ key, weight, params: { ...params } }));
  indicators.find((indicator) => indicator.key === 'toughnessMargin')!.weight = 0.2;
  indicators.find((indicator) => indicator.key === 'dataVolume')!.weight = 0.1;
  change(indicators);
  return { version, note: 'Toughness weighs more', indicators };
};
const versions = async () => (await t.db.select({ n: count() }).from(qualityMethods))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  [auditor, admin] = await Promise.all([t.loginAs('demo-auditor'), t.loginAs('demo-admin')]);
});
afterAll(async () => t?.close());

describe('publishing a method version', () => {
  it('refuses weights that do not add up to 1, a missing parameter, a malformed version, and non-auditors; nothing is stored', async () => {
    const before = await versions();
    const heavy = await t.call(qualityAudit.publishMethod, next('2027.1', (indicators) => (indicators[0].weight = 0.5)), { token: auditor, lang: 'en' });
    expect([heavy.status, heavy.body.msg]).toEqual([400, 'Each weight lies between 0 and 1 and the weights add up to 1']);
    const missing = await t.call(qualityAudit.publishMethod, next('2027.1', (indicators) => delete indicators[1].params.cpkFull), { token: auditor, lang: 'en' });
    expect([missing.status, missing.body.msg]).toEqual([400, 'Every indicator appears once with all its parameters']);
    expect((await t.call(qualityAudit.publishMethod, next('v2'), { token: auditor })).status).toBe(400);
    expect((await t.call(qualityAudit.publishMethod, next('2027.1'), { token: admin })).status).toBe(403);
    expect(await versions()).toBe(before);
  });

  it('makes the new version current: lines published from then on are scored with it, earlier ones keep theirs', async () => {
    const earlier = await publishLine(t.db, { userName: 'demo-individual', creditCode: creditCodeFor(31), samples: sampleRows(40) });
    const published = await t.call(qualityAudit.publishMethod, next('2027.1'), { token: auditor, lang: 'en' });
    expect([published.status, published.body.msg]).toEqual([200, 'The new method version is published: scores from now on use it']);
    expect(published.body.data).toMatchObject({ version: '2027.1', note: 'Toughness weighs more', versions: ['2027.1', '2026.1'] });
    expect((await t.call(q.getParam, {})).body.data.version).toBe('2027.1');
    expect((await t.call(q.getParam, {})).body.data.indicators.find((indicator) => indicator.key === 'toughnessMargin')?.weight).toBe(0.2);

    const later = await publishLine(t.db, { userName: 'demo-individual', creditCode: creditCodeFor(32), samples: sampleRows(40) });
    expect((await t.call(q.checkById, { id: later.lineId })).body.data.methodVersion).toBe('2027.1');
    expect((await t.call(q.checkById, { id: earlier.lineId })).body.data.methodVersion).toBe('2026.1');
    // Same heats, other weights: the totals differ, and each names the method that made it.
    expect(later.total).not.toBe(earlier.total);

    const again = await t.call(qualityAudit.publishMethod, next('2027.1'), { token: auditor, lang: 'en' });
    expect([again.status, again.body.msg]).toEqual([409, 'This method version has already been published']);
  });
});
