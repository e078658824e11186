import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ephemeralChainKey } from '../../lib/dataChain/keys';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createDataSet, TENSILE_ROWS } from '../../../tests/support/researchData';
import { dataSetRow } from './access';
import { replaceRows, rowsOfVersion, signVersion, verifyStored } from './versions';

const key = ephemeralChainKey();
const keys = new Map([[key.keyId, key.publicKeyPem]]);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ chainKey: key });
});
afterAll(() => t.close());

const verify = async (id: number) => verifyStored(t.db, keys, (await dataSetRow(t.db, id))!);

describe('the stored data chain', () => {
  it('keeps every version’s rows, so each version hashes again to what was signed', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin' });
    const row = (await dataSetRow(t.db, id))!;
    await t.db.transaction(async (tx) => {
      await replaceRows(tx, id, 2, [['H3-1', 0.14, 1.4, 390, 540]]);
      await signVersion(tx, key, id, 'second import', row.ownerId, new Date());
    });
    expect(await rowsOfVersion(t.db, id, 1)).toEqual(TENSILE_ROWS);
    expect(await rowsOfVersion(t.db, id, 2)).toEqual([['H3-1', 0.14, 1.4, 390, 540]]);
    expect(await verify(id)).toEqual({ ok: true, problems: [], versions: 2 });
  });

  it('reports a row edited behind the server’s back, on the versions that hold it', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin' });
    await t.db.execute(sql`update research_data_rows set values = jsonb_set(values, '{3}', '999') where data_set_id = ${id} and row_no = 2`);
    expect(await verify(id)).toMatchObject({ ok: false, problems: [{ version: 1, problem: 'contentChanged' }] });
  });

  it('reports a removed version and a forged signature', async () => {
    const { id } = await createDataSet(t.db, key, { owner: 'demo-admin' });
    const row = (await dataSetRow(t.db, id))!;
    for (const summary of ['v2', 'v3']) {
      await t.db.transaction(async (tx) => {
        await signVersion(tx, key, id, summary, row.ownerId, new Date());
      });
    }
    await t.db.execute(sql`delete from research_data_versions where data_set_id = ${id} and version = 2`);
    // v2 and v3 re-signed the same content, so v3 still points at a matching hash: the gap in the count shows it.
    expect((await verify(id)).problems).toEqual([{ version: 3, problem: 'versionGap' }]);
    await t.db.execute(sql`update research_data_versions set signature = ${'A'.repeat(86)} where data_set_id = ${id} and version = 1`);
    expect((await verify(id)).problems).toContainEqual({ version: 1, problem: 'badSignature' });
  });
});
