import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, type DemandState, type labQuoteQuery, type quoteInput } from '@contract';
import type { Db } from '../../db/client';
import { laboratories, researchDemandQuotes } from '../../db/schema';
import type { SessionUser } from '../../plugins/auth';
import { conflict, notFound } from '../../http/errors';
import { check, takeStep } from '../../workflow/machine';
import { appendStep } from '../../workflow/repository';
import { requireApprovedLaboratory } from '../laboratory/access';
import { orderOnce, whenPaid } from '../payment/service/ledger';
import * as repo from './repository';
import { laboratoryDetail } from './view';
import { demandWorkflow } from './workflow';

/**
 * Quotes: an approved laboratory offers one per demand (and changes it while it is offered); the demand's owner
 * accepts one, which declines the others and opens its payment order (kind `demand`, item = the quote); the
 * ledger tells us when it is paid. Lock order everywhere: the demand, then its quotes.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const laboratoryName = async (db: Pick<Db, 'select'>, id: number) =>
  (await db.select({ name: laboratories.name }).from(laboratories).where(eq(laboratories.id, id)))[0]?.name ?? '';

/** Offers the caller's laboratory's quote, or changes it while it is still offered; answers the laboratory's view. */
export async function saveQuote(db: Db, user: SessionUser, input: z.output<typeof quoteInput>, now: Date) {
  const laboratoryId = await requireApprovedLaboratory(db, user);
  await db.transaction(async (tx) => {
    const demand = await repo.lockDemand(tx, input.demandId);
    // A laboratory does not quote for its own company's demand.
    if (!demand || demand.userId === user.userId || (demand.companyId !== null && demand.companyId === user.companyId)) throw notFound();
    const from = demand.state as DemandState;
    check(demandWorkflow, from, 'quote');
    const existing = await repo.lockQuote(tx, { demandId: demand.id, laboratoryId });
    if (existing && existing.state !== 'offered') throw conflict(MSG.quoteNotOffered);
    const values = { price: input.price, days: input.days, note: input.note };
    const step = { subjectId: demand.id, companyId: demand.companyId, from, action: 'quote', actorId: user.userId, note: await laboratoryName(tx, laboratoryId), at: now } as const;
    const to = await takeStep(tx, demandWorkflow, step, async (state) => {
      if (state !== from) await repo.updateDemand(tx, demand.id, { state }, now);
      if (existing) await repo.updateQuote(tx, existing.id, values, now);
      else await repo.insertQuote(tx, { ...values, demandId: demand.id, laboratoryId, state: 'offered', createdAt: now, updatedAt: now });
      return state;
    });
    // The table writes history only when the state changes; every further quote (a new one, or a change) is a step too.
    if (to === from) {
      await appendStep(tx, { subject: demandWorkflow.subject, subjectId: demand.id, companyId: demand.companyId, action: 'quote', fromState: from, toState: to, actorId: user.userId, note: step.note, files: [], createdAt: now });
    }
  });
  return laboratoryDetail(db, laboratoryId, input.demandId);
}

export async function labQuotes(db: Db, user: SessionUser, query: z.output<typeof labQuoteQuery>) {
  return repo.quotesOfLaboratory(db, await requireApprovedLaboratory(db, user), query);
}

/**
 * Demand order save: the owner accepts an offered quote (the demand becomes accepted, the other quotes declined)
 * and gets its payment order; for the quote already accepted it answers the waiting order, or a new one once the
 * old one expired unpaid. Another user's quote or demand answers 404.
 */
export async function acceptQuote(db: Db, user: SessionUser, quoteId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [asked] = await tx.select({ demandId: researchDemandQuotes.demandId }).from(researchDemandQuotes).where(eq(researchDemandQuotes.id, quoteId));
    const demand = asked && (await repo.lockDemand(tx, asked.demandId));
    if (!demand || demand.userId !== user.userId) throw notFound();
    const quote = await repo.lockQuote(tx, { id: quoteId });
    if (!quote) throw notFound();
    const from = demand.state as DemandState;
    const labName = await laboratoryName(tx, quote.laboratoryId);
    if (from === 'accepted' && quote.state === 'accepted') {
      check(demandWorkflow, from, 'pay');
    } else {
      check(demandWorkflow, from, 'accept');
      if (quote.state !== 'offered') throw conflict(MSG.quoteNotOffered);
      const step = { subjectId: demand.id, companyId: demand.companyId, from, action: 'accept', actorId: user.userId, note: labName, at: now } as const;
      await takeStep(tx, demandWorkflow, step, async (state) => {
        await repo.updateDemand(tx, demand.id, { state }, now);
        await repo.updateQuote(tx, quote.id, { state: 'accepted' }, now);
        await repo.declineOffered(tx, demand.id, now);
      });
    }
    const order = await orderOnce(tx, {
      userId: user.userId,
      companyId: user.companyId,
      kind: 'demand',
      itemRef: String(quote.id),
      itemName: `${demand.title} · ${labName}`.slice(0, 200),
      unitPrice: quote.price,
      quantity: 1,
      discounts: [],
      now,
    });
    await repo.updateQuote(tx, quote.id, { paymentOrderId: order.id }, now);
    return { orderNo: order.orderNo };
  });
}

/**
 * The accepted quote's order is paid (inside the paying transaction): the quote and the demand become paid. A
 * payment the demand no longer waits for (an administrator confirming a late transfer) only records the order.
 */
async function quotePaid(tx: Tx, order: { id: number; itemRef: string }, now: Date) {
  const quoteId = Number(order.itemRef);
  const [asked] = await tx.select({ demandId: researchDemandQuotes.demandId }).from(researchDemandQuotes).where(eq(researchDemandQuotes.id, quoteId));
  if (!asked) return;
  const demand = await repo.lockDemand(tx, asked.demandId);
  const quote = await repo.lockQuote(tx, { id: quoteId });
  if (!demand || !quote) return;
  if (demand.state !== 'accepted' || quote.state !== 'accepted') {
    await repo.updateQuote(tx, quote.id, { paymentOrderId: order.id }, now);
    return;
  }
  const step = { subjectId: demand.id, companyId: demand.companyId, from: 'accepted', action: 'paid', actorId: null, at: now } as const;
  await takeStep(tx, demandWorkflow, step, async (state) => {
    await repo.updateDemand(tx, demand.id, { state }, now);
    await repo.updateQuote(tx, quote.id, { state: 'paid', paymentOrderId: order.id }, now);
  });
}

whenPaid('demand', quotePaid);
