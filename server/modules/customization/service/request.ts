import { z } from 'zod';
import {
  CUSTOM_DIMENSIONS,
  CUSTOM_PROPERTIES,
  CUSTOM_PROPERTY_CODES,
  CUSTOM_QUANTITY_UNITS,
  CUSTOM_SHAPES,
  CUSTOM_TYPES,
  LIMITS,
  MSG,
  type CustomOrderDetail,
  type CustomTypeLists,
  type customOrderInput,
} from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest } from '../../../http/errors';
import { beijingDate } from '../../../lib/workingDays';
import { appendStep } from '../../../workflow/repository';
import { notifyPlatform } from './notices';
import { findAddress, listAddresses } from '../../address/repository';
import { newOrderNo } from '../../payment/service/ledger';
import type { CustomContext } from '../context';
import { steelGradesByIds } from '../repository/catalogue';
import { insertOrder, lockOrder, type NewCustomOrder } from '../repository/orders';
import { CUSTOM_SUBJECT } from '../workflow';
import { detailOf } from './detail';
import { requireViewer } from './parties';
import { requireOwnFiles } from './stepFiles';
import { takeCustomStep } from './steps';

type SaveInput = z.output<typeof customOrderInput>;

/** What the form offers (`material/custom/typeList`): the contract's lists, properties with their fixed units. */
export const typeLists = (): CustomTypeLists => ({
  types: [...CUSTOM_TYPES],
  shapes: [...CUSTOM_SHAPES],
  quantityUnits: [...CUSTOM_QUANTITY_UNITS],
  properties: CUSTOM_PROPERTY_CODES.map((code) => ({ code, unit: CUSTOM_PROPERTIES[code] })),
  dimensions: [...CUSTOM_DIMENSIONS],
});

/** The caller's delivery addresses, default first (the address module's list, all of them). */
export async function deliveryAddresses(context: CustomContext, user: SessionUser) {
  return (await listAddresses(context.db, user.userId, 1, LIMITS.addressesPerUserMax)).list;
}

/** The new order number: 'CU' + Beijing yyyymmddHHMMss + 6 random digits (the ledger's pattern). */
export const newCustomOrderNo = (now: Date) => `CU${newOrderNo(now).slice(2)}`;

/**
 * The rules the form cannot check alone (spec §5): delivery after Beijing today, the caller's own address (kept
 * as a copy), catalogue steel grades (kept as copies), and attachments that are the caller's own `customFile`
 * uploads. Answers the request's columns.
 */
async function requestValues(context: CustomContext, user: SessionUser, input: SaveInput, now: Date): Promise<Partial<NewCustomOrder>> {
  if (input.deliveryDate <= beijingDate(now) || Number.isNaN(Date.parse(`${input.deliveryDate}T00:00:00Z`))) throw badRequest(MSG.customDeliveryDateInvalid);
  const address = await findAddress(context.db, user.userId, input.addressId);
  if (!address) throw badRequest(MSG.shippingAddressRequired);
  const gradeIds = [...new Set(input.baseGradeIds)];
  const grades = await steelGradesByIds(context.db, gradeIds);
  if (grades.length !== gradeIds.length) throw badRequest(MSG.gradeRequired);
  const byId = new Map(grades.map((grade) => [grade.id, grade]));
  const attachmentIds = [...new Set(input.attachmentIds)];
  await requireOwnFiles(context.db, user.userId, attachmentIds);
  return {
    type: input.type,
    name: input.name,
    baseGrades: gradeIds.map((id) => byId.get(id)!),
    composition: input.composition,
    properties: input.properties,
    shape: input.shape,
    dimensions: input.dimensions,
    quantity: input.quantity,
    quantityUnit: input.quantityUnit,
    deliveryDate: input.deliveryDate,
    addressId: address.id,
    address: { consignee: address.consignee, telephone: address.telephone, locationName: address.locationName, detail: address.detail },
    application: input.application,
    remarks: input.remarks,
    attachmentIds,
  };
}

/**
 * `material/custom/save`. New: an order in pre-review whose timeline starts with the request itself (a row
 * 'edit', preReview → preReview, by the buyer). With `id`: the buyer changes its request while under pre-review
 * (another state: 409), which is a timeline row 'edit' too.
 */
export async function saveRequest(context: CustomContext, user: SessionUser, input: SaveInput): Promise<CustomOrderDetail> {
  const now = context.clock.now();
  const values = await requestValues(context, user, input, now);
  const row = await context.db.transaction(async (tx) => {
    if (input.id !== undefined) {
      const locked = await lockOrder(tx, input.id);
      const own = locked && locked.userId === user.userId ? locked : requireViewer(user, locked, 'buyer');
      return takeCustomStep(tx, own, { action: 'edit', actorId: user.userId, at: now }, () => values);
    }
    const created = await insertOrder(tx, {
      ...(values as NewCustomOrder),
      orderNo: newCustomOrderNo(now),
      state: 'preReview',
      userId: user.userId,
      companyId: user.companyId,
      createdAt: now,
      updatedAt: now,
    });
    await appendStep(tx, {
      subject: CUSTOM_SUBJECT,
      subjectId: created.id,
      companyId: created.companyId,
      action: 'edit',
      fromState: 'preReview',
      toState: 'preReview',
      actorId: user.userId,
      note: null,
      files: [],
      createdAt: now,
    });
    await notifyPlatform(tx, created, 'request', now);
    return created;
  });
  return detailOf(context, row, 'buyer', now);
}
