import { randomBytes } from 'node:crypto';
import { isPaidState, MSG, type OrderState } from '@contract';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import type { PaymentProviders } from '../providers';
import { signSandboxNotify } from '../providers/sandbox';
import * as repo from '../repository/orders';

type Channel = 'wxpay' | 'alipay';

/** The order a sandbox QR code names, while that channel runs in the sandbox (else 404: no sandbox in production). */
async function cashierOrder(db: Db, providers: PaymentProviders, token: string, channel: Channel) {
  if (providers[channel].live || !providers.sandboxKeys) throw notFound(MSG.payChannelUnavailable);
  const row = await repo.findOrderWhere(db, repo.byPayToken(token));
  if (!row) throw notFound(MSG.orderNotFound);
  return row;
}

export async function cashierView(db: Db, providers: PaymentProviders, token: string, channel: Channel, now: Date) {
  const row = await cashierOrder(db, providers, token, channel);
  const state = row.state === 'waiting' && row.expiresAt <= now ? 'cancelled' : (row.state as OrderState);
  return { orderNo: row.orderNo, itemName: row.itemName, amount: row.amount, state, channel };
}

/** Delivers a signed notify to the notify route (the same HTTP path a provider's notify takes). */
export type NotifyDelivery = (body: string, headers: Record<string, string>) => Promise<void>;

/**
 * The sandbox cashier's 'pay' or 'cancel': builds the notify a provider would send, signs it with the sandbox
 * key and delivers it to /atsteel/payment/notify/sandbox, where it is verified like any other notify.
 */
export async function cashierDecide(
  db: Db,
  providers: PaymentProviders,
  deliver: NotifyDelivery,
  input: { token: string; channel: Channel; decision: 'pay' | 'cancel' },
  now: Date,
) {
  const row = await cashierOrder(db, providers, input.token, input.channel);
  if (row.state !== 'waiting') throw conflict(isPaidState(row.state as OrderState) ? MSG.orderAlreadyPaid : MSG.orderNotWaiting);
  if (row.expiresAt <= now) throw conflict(MSG.orderExpired);
  const signed = signSandboxNotify(
    providers.sandboxKeys!,
    {
      id: randomBytes(12).toString('hex'),
      orderNo: row.orderNo,
      channel: input.channel,
      status: input.decision === 'pay' ? 'SUCCESS' : 'CLOSED',
      amount: row.amount,
      transactionId: `SANDBOX${now.getTime()}${randomBytes(4).toString('hex')}`,
      time: now.toISOString(),
    },
    now,
  );
  await deliver(signed.body, signed.headers);
  const after = await repo.findOrder(db, row.orderNo);
  return { state: (after?.state ?? row.state) as OrderState };
}
