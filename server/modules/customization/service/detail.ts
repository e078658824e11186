import {
  CUSTOM_BUYER_ACTIONS,
  CUSTOM_PLATFORM_ACTIONS,
  CUSTOM_PROPERTIES,
  type CustomDimension,
  type CustomMilestone,
  type CustomOrderDetail,
  type CustomProperty,
  type CustomState,
  type CustomViewer,
} from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { nextActions } from '../../../workflow/machine';
import { beijingDate } from '../../../lib/workingDays';
import type { CustomContext } from '../context';
import { findNamedOrder, toCustomOrder } from '../repository/lists';
import type { CustomOrderRow } from '../repository/orders';
import { filesOf, timelineOf } from '../repository/timeline';
import { customWorkflow, nextMilestoneOf } from '../workflow';
import { actorOf, viewerOf } from './parties';

type DetailAction = CustomOrderDetail['nextActions'][number];
const SIDE_ACTIONS: Record<CustomViewer, readonly string[]> = {
  buyer: [...CUSTOM_BUYER_ACTIONS, 'edit'],
  platform: [...CUSTOM_PLATFORM_ACTIONS],
};

/** Fen still owed after the deposit (null before an offer). */
export const balanceOf = (row: Pick<CustomOrderRow, 'totalAmount' | 'depositAmount'>) =>
  row.totalAmount === null || row.depositAmount === null ? null : row.totalAmount - row.depositAmount;

/**
 * What 'pay' pays now: the deposit once both sides signed the contract, the balance (if any) once only delivery is
 * left while executing; else nothing.
 */
export function payableOf(row: CustomOrderRow): CustomOrderDetail['payable'] {
  if (row.state === 'contract' && row.buyerSignedFileId && row.platformSignedFileId && !row.depositPaidAt) return 'deposit';
  const balance = balanceOf(row);
  if (row.state === 'executing' && nextMilestoneOf(row)?.code === 'delivery' && balance !== null && balance > 0 && !row.balancePaidAt) return 'balance';
  return null;
}

/** The table's next steps of the viewer's side (the ledger's are not buttons), and 'pay' for the buyer when due. */
function actionsOf(row: CustomOrderRow, viewer: CustomViewer, payable: CustomOrderDetail['payable']): DetailAction[] {
  const side = SIDE_ACTIONS[viewer];
  const actions = nextActions(customWorkflow, row.state as CustomState, actorOf(viewer), row).filter((action) => side.includes(action)) as DetailAction[];
  if (viewer === 'buyer' && payable) actions.push('pay');
  return actions;
}

/** The detail of an order already read (a step answers with it): `now` decides what is overdue (Beijing dates). */
export async function detailOf(context: CustomContext, row: CustomOrderRow, viewer: CustomViewer, now: Date): Promise<CustomOrderDetail> {
  const { db } = context;
  const today = beijingDate(now);
  const [named, timeline, attachments] = await Promise.all([findNamedOrder(db, row.id), timelineOf(db, row.id), filesOf(db, row.attachmentIds)]);
  const payable = payableOf(row);
  return {
    ...toCustomOrder({ order: row, buyerName: named?.buyerName ?? null, companyName: named?.companyName ?? null }, today),
    viewer,
    nextActions: actionsOf(row, viewer, payable),
    baseGrades: row.baseGrades,
    composition: row.composition,
    properties: row.properties.map((property) => ({
      code: property.code as CustomProperty,
      unit: CUSTOM_PROPERTIES[property.code as CustomProperty] ?? '',
      min: property.min,
      max: property.max,
      condition: property.condition,
    })),
    dimensions: row.dimensions.map((dimension) => ({ code: dimension.code as CustomDimension, min: dimension.min, max: dimension.max })),
    addressId: row.addressId,
    address: row.address
      ? { consignee: row.address.consignee, telephone: row.address.telephone, locationName: row.address.locationName, detail: row.address.detail }
      : null,
    application: row.application,
    remarks: row.remarks,
    attachments,
    plan: row.plan,
    milestones: row.milestones.map((milestone) => ({
      code: milestone.code as CustomMilestone,
      dueDate: milestone.dueDate,
      doneTime: milestone.doneAt,
      overdue: !milestone.doneAt && milestone.dueDate < today,
    })),
    acceptance: row.acceptance,
    contractNo: row.contractNo,
    contractDrawnTime: row.contractDrawnAt?.toISOString() ?? null,
    buyerSigned: row.buyerSignedFileId !== null,
    platformSigned: row.platformSignedFileId !== null,
    balanceAmount: balanceOf(row),
    depositPaidTime: row.depositPaidAt?.toISOString() ?? null,
    balancePaidTime: row.balancePaidAt?.toISOString() ?? null,
    payable,
    shipmentNo: row.shipmentNo,
    rejectReason: row.rejectReason,
    cancelReason: row.cancelReason,
    evaluationStars: row.evaluationStars,
    evaluationText: row.evaluationText,
    timeline,
  };
}

/** An order the caller may see (its buyer, or the platform), with who it is to it; 404 for anyone else. */
export async function visibleOrder(context: CustomContext, user: SessionUser, id: number) {
  const named = await findNamedOrder(context.db, id);
  const viewer = viewerOf(user, named?.order);
  return { row: named!.order, viewer };
}

/** `material/custom/detail`: the order as its buyer or the platform sees it. */
export async function orderDetail(context: CustomContext, user: SessionUser, id: number): Promise<CustomOrderDetail> {
  const { row, viewer } = await visibleOrder(context, user, id);
  return detailOf(context, row, viewer, context.clock.now());
}
