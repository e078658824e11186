import type { z } from 'zod';
import { isPaidState, MSG, type invoiceRequest, type OrderState } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { findFile } from '../../files/repository';
import * as repo from '../repository/invoices';

type InvoiceRequest = z.output<typeof invoiceRequest>;

/**
 * One invoice for one or more of the caller's paid orders. Every order is locked, must be paid and must have no
 * invoice yet: an order is invoiced at most once, however many requests race.
 */
export async function requestInvoice(db: Db, user: SessionUser, input: InvoiceRequest, now: Date) {
  const orderNos = [...new Set(input.orderNos)];
  const id = await db.transaction(async (tx) => {
    const orders = await repo.lockInvoiceable(tx, user.userId, orderNos);
    if (orders.length !== orderNos.length) throw notFound(MSG.orderNotFound);
    if (orders.some((order) => !isPaidState(order.state as OrderState))) throw conflict(MSG.invoiceOrderNotPaid);
    if (orders.some((order) => order.invoiceId !== null)) throw conflict(MSG.invoiceOrderInvoiced);
    const amount = orders.reduce((sum, order) => sum + order.amount, 0);
    const row = await repo.insertInvoice(
      tx,
      { userId: user.userId, ...input.title, remarks: input.remarks, amount, createdAt: now },
      orders.map((order) => order.id),
    );
    if (input.saveTitle) await repo.saveTitle(tx, user.userId, input.title, now);
    return row.id;
  });
  return (await repo.findInvoice(db, id))!;
}

export const listOwnInvoices = (db: Db, user: SessionUser, query: { pageNum: number; pageSize: number }) => repo.pageInvoices(db, query, user.userId);
export const listTitles = (db: Db, user: SessionUser) => repo.listTitles(db, user.userId);

export async function deleteTitle(db: Db, user: SessionUser, id: number) {
  if (!(await repo.deleteTitle(db, user.userId, id))) throw notFound();
}

export async function invoiceDetail(db: Db, id: number) {
  const invoice = await repo.findInvoice(db, id);
  if (!invoice) throw notFound();
  return invoice;
}

/** An administrator issues a requested invoice with its number and PDF (uploaded with purpose 'invoice'). */
export async function issueInvoice(db: Db, admin: SessionUser, input: { id: number; invoiceNo: string; fileId: string }, now: Date) {
  await db.transaction(async (tx) => {
    const row = await repo.lockInvoice(tx, input.id);
    if (!row) throw notFound();
    if (row.state !== 'requested') throw conflict(MSG.invoiceNotRequested);
    const file = await findFile(tx, input.fileId);
    if (!file || file.purpose !== 'invoice' || file.uploadedBy !== admin.userId) throw badRequest(MSG.invoiceFileRequired);
    await repo.issue(tx, input.id, { invoiceNo: input.invoiceNo, fileId: input.fileId, issuedBy: admin.userId, at: now });
  });
  return invoiceDetail(db, input.id);
}

export const listAllInvoices = (db: Db, query: { pageNum: number; pageSize: number; state?: string; keyword?: string }) => repo.pageInvoices(db, query, null);
