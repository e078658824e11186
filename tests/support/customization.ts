import { and, eq, isNull } from 'drizzle-orm';
import { API, type CustomOrderDetail, type CustomOrderInput } from '@contract';
import type { Db } from '../../server/db/client';
import { materialGrades } from '../../server/db/schema';
import { addCalendarDays, beijingDate } from '../../server/lib/workingDays';
import { uniqueIp, type TestApp } from './app';

/**
 * Fixtures for product customization (issue 18): a valid request form, an address of the caller made through the
 * address endpoint, and a saved order. Override any field to test one rule.
 */

/** The id of a catalogue steel grade by name (e.g. 'Q355B'); throws when the catalogue has none. */
export async function steelGradeIdOf(db: Db, name: string) {
  const [row] = await db
    .select({ id: materialGrades.id })
    .from(materialGrades)
    .where(and(eq(materialGrades.type, 'steel'), eq(materialGrades.name, name), isNull(materialGrades.companyId)))
    .orderBy(materialGrades.id)
    .limit(1);
  if (!row) throw new Error(`no catalogue steel grade ${name}`);
  return row.id;
}

/** Creates a delivery address of the caller through `user/address/saveAddress` and answers its id. */
export async function addressOf(t: TestApp, token: string) {
  const { status, body } = await t.call(
    API.userAddress.saveAddress,
    { consignee: '王工', telephone: '13800000018', location: ['31', '3101', '310101'], detail: '中山东一路 18 号', isDefault: false },
    { token },
  );
  if (status !== 200) throw new Error(`saving an address failed: ${status} ${body.msg}`);
  return body.data.id;
}

/** Beijing today plus `days` (the server's rule is: delivery after today). */
export const beijingDaysFromNow = (days: number, now = new Date()) => addCalendarDays(beijingDate(now), days);

/** A valid request: alloy development from one base grade, Q355B-like targets, 50 t of 10–40 mm plate in 120 days. */
export function customRequest(overrides: Partial<CustomOrderInput> & Pick<CustomOrderInput, 'addressId'>): CustomOrderInput {
  return {
    type: 'alloyDevelopment',
    name: '高强耐候桥梁板',
    baseGradeIds: [],
    composition: [
      { el: 'C', min: null, max: 0.18 },
      { el: 'Mn', min: 1.0, max: 1.6 },
      { el: 'Cr', min: 0.4, max: 0.7 },
    ],
    properties: [{ code: 'yieldStrength', min: 460, max: null, condition: '' }],
    shape: 'plate',
    dimensions: [{ code: 'thickness', min: 10, max: 40 }],
    quantity: 50,
    quantityUnit: 't',
    deliveryDate: beijingDaysFromNow(120),
    application: '跨海大桥主梁',
    remarks: '需第三方检验',
    attachmentIds: [],
    ...overrides,
  };
}

/**
 * Saves a request as `token` (POST material/custom/save) and answers the saved detail. Without an `addressId` an
 * address of the caller is made; without `baseGradeIds` the request starts from Q355B. Each call comes from an
 * address of its own (saving is rate limited per client address).
 */
export async function createCustomOrder(t: TestApp, token: string, overrides: Partial<CustomOrderInput> = {}): Promise<CustomOrderDetail> {
  const addressId = overrides.addressId ?? (await addressOf(t, token));
  const baseGradeIds = overrides.baseGradeIds ?? [await steelGradeIdOf(t.db, 'Q355B')];
  const { status, body } = await t.call(API.customization.save, customRequest({ ...overrides, addressId, baseGradeIds }), { token, ip: uniqueIp() });
  if (status !== 200) throw new Error(`saving a customization failed: ${status} ${body.msg}`);
  return body.data;
}
