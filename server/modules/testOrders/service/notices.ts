import type { FastifyBaseLogger } from 'fastify';
import { MSG, type Language, type MessageKey, type TestOrderAction } from '@contract';
import type { Db } from '../../../db/client';
import type { SmsProvider } from '../../../adapters/sms';
import { translate } from '../../../lib/i18n';
import { notify } from '../../notifications/service';
import { notificationExists } from '../../notifications/repository';
import type { OrderRow } from '../repository/orders';
import { contactOf, laboratoryAccounts, laboratoryRow } from '../repository/people';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Events of an order: its workflow steps and the notes the timeline keeps (a laboratory assigned, a transfer confirmed). */
export type OrderEvent = TestOrderAction | 'assign' | 'confirmTransfer';

/** The steps the laboratory hears of too: an order placed with it, cancelled, or paid (the samples are on their way). */
const LABORATORY_EVENTS: readonly OrderEvent[] = ['submit', 'cancel', 'pay', 'payBalance', 'assign'];

/**
 * The text message the customer gets, for steps someone else took (its own steps it knows of); none for the rest.
 * A confirmed transfer is told by the payment it makes ('pay' or 'payBalance').
 */
const SMS_TEXTS: Partial<Record<OrderEvent, MessageKey>> = {
  pay: MSG.testOrderSmsPay,
  receive: MSG.testOrderSmsReceive,
  requestBalance: MSG.testOrderSmsRequestBalance,
  payBalance: MSG.testOrderSmsPayBalance,
  deliver: MSG.testOrderSmsDeliver,
  assign: MSG.testOrderSmsAssign,
};

/** A text to send once the change is committed: the customer's notification row says it happened. */
export interface PendingText {
  notificationId: number;
  userId: number;
  text: MessageKey;
  params: Record<string, string>;
}

/**
 * Writes the notifications of an order's event, in the transaction of the change: the customer always, the
 * laboratory's accounts for the events it must act on. Answers the customer's text to send after the commit.
 */
export async function noticeOf(tx: Tx, row: OrderRow, event: OrderEvent, now: Date): Promise<PendingText[]> {
  const laboratory = await laboratoryRow(tx, row.laboratoryId);
  const params = { orderNo: row.orderNo, projectName: row.projectName, state: row.state, laboratoryName: laboratory?.name ?? '' };
  const labUsers = LABORATORY_EVENTS.includes(event) ? await laboratoryAccounts(tx, row.laboratoryId) : [];
  // `audience` tells the message centre which page of the order the reader works on.
  const notice = (audience: 'customer' | 'laboratory') => ({ subject: 'testOrder', subjectId: row.id, event, params: { ...params, audience } });
  const rows = row.userId === null ? [] : await notify(tx, [row.userId], notice('customer'), now);
  await notify(tx, labUsers.filter((userId) => userId !== row.userId), notice('laboratory'), now);
  const text = SMS_TEXTS[event];
  const own = rows.find((written) => written.userId === row.userId);
  return text && own ? [{ notificationId: own.id, userId: own.userId, text, params }] : [];
}

/** Where texts go: the SMS adapter (the outbox by default), or nowhere (ATSTEEL_ORDER_SMS=off). */
export interface OrderTexter {
  db: Db;
  sms: SmsProvider | null;
  log: FastifyBaseLogger;
}

let texter: OrderTexter | null = null;

/** Set once by the module's routes (the ledger's `whenPaid` handlers have no deps of their own). */
export function useOrderTexter(value: OrderTexter) {
  texter = value;
}

/** Sends committed texts, best effort: a failure is logged, never the caller's. */
export async function sendTexts(pending: PendingText[], current = texter) {
  if (!current?.sms || pending.length === 0) return;
  for (const text of pending) {
    try {
      const contact = await contactOf(current.db, text.userId);
      if (!contact?.mobile) continue;
      await current.sms.send({ mobile: contact.mobile, text: translate(contact.language as Language, text.text, text.params) });
    } catch (error) {
      current.log.warn({ err: error, notification: text.notificationId }, 'the order text message was not sent');
    }
  }
}

const COMMIT_CHECKS = 20;
const COMMIT_WAIT_MS = 250;

/**
 * For texts written inside a transaction this module does not end (the ledger's paying transaction): sends each
 * once its notification row is visible, i.e. once that transaction committed; a rolled-back one never shows, and
 * its text is dropped after about five seconds.
 */
export function sendTextsWhenCommitted(pending: PendingText[]) {
  const current = texter;
  if (!current?.sms || pending.length === 0) return;
  const attempt = async (left: number): Promise<void> => {
    const visible = await notificationExists(current.db, pending[0].notificationId).catch(() => false);
    if (visible) return sendTexts(pending, current);
    if (left > 0) setTimeout(() => void attempt(left - 1), COMMIT_WAIT_MS).unref();
  };
  setTimeout(() => void attempt(COMMIT_CHECKS), 0).unref();
}
