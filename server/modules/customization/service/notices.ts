import type { CustomAction } from '@contract';
import { notify } from '../../notifications/service';
import type { CustomOrderRow } from '../repository/orders';
import { platformUserIds } from '../repository/platformUsers';
import { CUSTOM_SUBJECT } from '../workflow';

type Tx = Parameters<typeof notify>[0];

/** What a notice's text may name besides the order: a reason (rejected, contract cancelled), a shipment number. */
export interface NoticeExtras {
  reason?: string | null;
  shipmentNo?: string | null;
}

/**
 * Tells the buyer of a step the platform or the ledger took (its own steps it knows of), in the transaction of
 * the step. The event is the workflow action; the browser writes the text from it and the params.
 */
export async function notifyBuyer(tx: Tx, row: CustomOrderRow, event: CustomAction, now: Date, extras: NoticeExtras = {}) {
  if (row.userId === null) return;
  const params: Record<string, string> = { orderNo: row.orderNo, name: row.name };
  if (extras.reason) params.reason = extras.reason;
  if (extras.shipmentNo) params.shipmentNo = extras.shipmentNo;
  await notify(tx, [row.userId], { subject: CUSTOM_SUBJECT, subjectId: row.id, event, params }, now);
}

/**
 * Tells the platform (every account that works customization orders) of a step the buyer took: a new request,
 * an accepted or declined offer, a signed contract, a cancellation, an evaluation. `audience: 'platform'` leads
 * the message centre to the console's order page.
 */
export async function notifyPlatform(
  tx: Tx & Parameters<typeof platformUserIds>[0],
  row: CustomOrderRow,
  event: CustomAction | 'request',
  now: Date,
  extras: NoticeExtras = {},
) {
  const params: Record<string, string> = { orderNo: row.orderNo, name: row.name, audience: 'platform' };
  if (extras.reason) params.reason = extras.reason;
  const recipients = (await platformUserIds(tx)).filter((id) => id !== row.userId);
  if (recipients.length > 0) await notify(tx, recipients, { subject: CUSTOM_SUBJECT, subjectId: row.id, event, params }, now);
}
