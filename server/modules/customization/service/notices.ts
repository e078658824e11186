import type { CustomAction } from '@contract';
import { notify } from '../../notifications/service';
import type { CustomOrderRow } from '../repository/orders';
import { CUSTOM_SUBJECT } from '../workflow';

type Tx = Parameters<typeof notify>[0];

/** What a notice's text may name besides the order: a reason (rejected, contract cancelled), a shipment number. */
export interface NoticeExtras {
  reason?: string | null;
  shipmentNo?: string | null;
}

/**
 * Tells the buyer of a step the platform or the ledger took (its own steps it knows of), in the transaction of
 * the step. The event is the workflow action; the browser writes the text from it and the params. The platform
 * learns of the buyer's steps from its queue, not from notifications.
 */
export async function notifyBuyer(tx: Tx, row: CustomOrderRow, event: CustomAction, now: Date, extras: NoticeExtras = {}) {
  if (row.userId === null) return;
  const params: Record<string, string> = { orderNo: row.orderNo, name: row.name };
  if (extras.reason) params.reason = extras.reason;
  if (extras.shipmentNo) params.shipmentNo = extras.shipmentNo;
  await notify(tx, [row.userId], { subject: CUSTOM_SUBJECT, subjectId: row.id, event, params }, now);
}
