import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { MSG, type booksOrderInput, type libraryItemInput, type LibraryItemDetail } from '@contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { SessionUser } from '../../plugins/auth';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { FileAnswer } from '../../http/fileRoute';
import { getAddress } from '../address/service';
import { listAddresses } from '../address/repository';
import { findFile, insertFile } from '../files/repository';
import { removeIfUnused } from '../files/service';
import { openOrder, orderOnce } from '../payment/service/ledger';
import { orderOf } from '../payment/service/orders';
import * as orders from '../payment/repository/orders';
import { hasPrivilege } from '../vip/service';
import { LINK_SECONDS, type LinkSigner } from './links';
import { pageCountOf, previewOf, watermarked } from './pdf';
import * as repo from './repository';

type ItemInput = z.output<typeof libraryItemInput>;
type BooksOrder = z.output<typeof booksOrderInput>;

async function publishedItem(db: Db, id: number) {
  const found = await repo.findItem(db, id);
  if (!found || !found.row.published) throw notFound();
  return found;
}

/** How the caller may have the whole file: free, bought (the paid order), or a running VIP privilege. */
async function rightOf(db: Db, user: SessionUser | null, row: repo.ItemRow, now: Date) {
  if (row.kind !== 'document' || !row.fileId) return null;
  if (row.price === 0) return user ? { via: 'free' as const, orderNo: null } : null;
  if (!user) return null;
  const paid = await orders.paidOrderFor(db, user.userId, 'library', String(row.id));
  if (paid) return { via: 'purchase' as const, orderNo: paid.orderNo };
  if (await hasPrivilege(db, user.userId, now)) return { via: 'vip' as const, orderNo: null };
  return null;
}

export async function itemDetail(db: Db, user: SessionUser | null, id: number, now: Date): Promise<LibraryItemDetail> {
  const { row, typeCode } = await publishedItem(db, id);
  const right = await rightOf(db, user, row, now);
  const waiting = user && row.price > 0 ? await orders.waitingOrderFor(db, user.userId, row.kind === 'book' ? 'book' : 'library', String(row.id)) : undefined;
  return {
    ...repo.toItem(row, typeCode),
    hasFile: row.fileId !== null,
    hasPreview: row.previewId !== null,
    access: {
      canDownload: right !== null,
      via: right?.via ?? null,
      waitingOrderNo: waiting && waiting.expiresAt > now ? waiting.orderNo : null,
    },
  };
}

/** A paid document: one order per buyer and document (a waiting one is answered again; a paid one is refused). */
export async function orderDocument(db: Db, user: SessionUser, id: number, now: Date) {
  const { row } = await publishedItem(db, id);
  if (row.kind !== 'document' || !row.fileId) throw conflict(MSG.notForSale);
  if (row.price === 0) throw conflict(MSG.documentFree);
  const order = await db.transaction((tx) =>
    orderOnce(tx, {
      userId: user.userId,
      companyId: user.companyId,
      kind: 'library',
      itemRef: String(id),
      itemName: row.title,
      unitPrice: row.price,
      quantity: 1,
      discounts: [],
      now,
    }),
  );
  return orderOf(order, 'owner');
}

/** Printed copies of a book to one of the caller's addresses (kept on the order as it was). */
export async function orderBooks(db: Db, user: SessionUser, input: BooksOrder, now: Date) {
  const { row } = await publishedItem(db, input.id);
  if (row.kind !== 'book' || row.price === 0) throw conflict(MSG.notForSale);
  const address = await getAddress(db, user.userId, input.addressId!).catch(() => {
    throw badRequest(MSG.shippingAddressRequired);
  });
  const order = await db.transaction((tx) =>
    openOrder(tx, {
      userId: user.userId,
      companyId: user.companyId,
      kind: 'book',
      itemRef: String(row.id),
      itemName: row.title,
      unitPrice: row.price,
      quantity: input.quantity,
      discounts: [],
      delivery: { consignee: address.consignee, telephone: address.telephone, locationName: address.locationName, detail: address.detail },
      now,
    }),
  );
  return orderOf(order, 'owner');
}

export async function addressesFor(db: Db, user: SessionUser) {
  return (await listAddresses(db, user.userId, 1, 100)).list;
}

const linkOf = (token: string) => ({ url: `/atsteel/library/file?token=${encodeURIComponent(token)}`, expiresIn: LINK_SECONDS });

export async function fileLink(db: Db, links: LinkSigner, user: SessionUser, id: number, now: Date) {
  const { row } = await publishedItem(db, id);
  const right = await rightOf(db, user, row, now);
  if (!right) throw new AppError(403, MSG.downloadNotAllowed);
  return linkOf(await links.sign({ item: id, part: 'file', user: user.userId, orderNo: right.orderNo, via: right.via }, now));
}

export async function previewLink(db: Db, links: LinkSigner, user: SessionUser | null, id: number, now: Date) {
  const { row } = await publishedItem(db, id);
  if (!row.previewId) throw notFound();
  return linkOf(await links.sign({ item: id, part: 'preview', user: user?.userId ?? null, orderNo: null, via: null }, now));
}

/** What a download link answers: the preview, or the whole file (the buyer's copy watermarked), each download logged. */
export async function download(db: Db, storage: FileStorage, links: LinkSigner, token: string, now: Date): Promise<FileAnswer> {
  const claims = await links.read(token, now);
  if (!claims) throw new AppError(410, MSG.downloadLinkExpired);
  const found = await repo.findItem(db, claims.item);
  const fileId = claims.part === 'preview' ? found?.row.previewId : found?.row.fileId;
  const bytes = fileId ? await storage.get(fileId) : undefined;
  if (!found || !bytes) throw notFound();
  let body = bytes;
  if (claims.part === 'file' && claims.user !== null) {
    await repo.logDownload(db, { itemId: claims.item, userId: claims.user, orderNo: claims.orderNo, via: claims.via ?? 'free', at: now });
    const who = claims.orderNo ? `order ${claims.orderNo}` : claims.via === 'vip' ? 'VIP' : 'free copy';
    body = await watermarked(bytes, `atsteel - user ${claims.user} - ${who} - ${now.toISOString().slice(0, 10)}`);
  }
  const name = `${found.row.title}${claims.part === 'preview' ? ' (preview)' : ''}.pdf`;
  return {
    contentType: 'application/pdf',
    body,
    headers: {
      'cache-control': 'private, no-store',
      'content-disposition': `${claims.part === 'preview' ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  };
}

export async function pageOwnOrders(db: Db, user: SessionUser, query: { pageNum: number; pageSize: number; state?: string }) {
  const { rows, total } = await repo.pageOwnOrders(db, user.userId, query);
  return {
    list: rows.map(({ order, item, typeCode }) => ({ ...orderOf(order, 'owner'), item: item ? repo.toItem(item, typeCode ?? '') : null })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

// Administration

export async function adminDetail(db: Db, id: number) {
  const found = await repo.findItem(db, id);
  if (!found) throw notFound();
  return { ...repo.toItem(found.row, found.typeCode), fileId: found.row.fileId };
}

/** The administrator's own upload of the right purpose, or a 400. */
async function checkUpload(db: Db, user: SessionUser, id: string | null, purpose: 'libraryFile' | 'libraryCover', current: string | null) {
  if (id === null || id === current) return;
  const file = await findFile(db, id);
  if (!file || file.purpose !== purpose || file.uploadedBy !== user.userId) throw badRequest(purpose === 'libraryFile' ? MSG.libraryFileType : MSG.pictureType);
}

/** Makes the preview of a newly chosen file (first pages) and counts its pages. */
async function previewFor(db: Db, storage: FileStorage, fileId: string, user: SessionUser, now: Date) {
  const bytes = await storage.get(fileId);
  const pageCount = bytes ? await pageCountOf(bytes) : null;
  if (!bytes || pageCount === null) throw badRequest(MSG.libraryFileType);
  const preview = await previewOf(bytes);
  const previewId = randomUUID();
  await storage.put(previewId, preview);
  await insertFile(db, { id: previewId, purpose: 'libraryPreview', name: 'preview.pdf', contentType: 'application/pdf', size: preview.length, uploadedBy: user.userId, companyId: null, createdAt: now });
  return { previewId, pageCount };
}

export async function saveItem(db: Db, storage: FileStorage, user: SessionUser, input: ItemInput, now: Date) {
  if (!(await repo.typeExists(db, input.typeId))) throw badRequest(MSG.libraryTypeInvalid);
  const current = input.id === undefined ? undefined : (await repo.findItem(db, input.id))?.row;
  if (input.id !== undefined && !current) throw notFound();
  const fileId = input.kind === 'document' ? input.fileId : null;
  if (input.kind === 'document' && input.published && !fileId) throw badRequest(MSG.libraryFileRequired);
  await checkUpload(db, user, fileId, 'libraryFile', current?.fileId ?? null);
  await checkUpload(db, user, input.coverId, 'libraryCover', current?.coverId ?? null);

  const fileChanged = fileId !== (current?.fileId ?? null);
  const made = fileChanged && fileId ? await previewFor(db, storage, fileId, user, now) : null;
  const values: repo.ItemValues = {
    kind: input.kind,
    typeId: input.typeId,
    title: input.title,
    authors: input.authors,
    publisher: input.publisher,
    year: input.year,
    isbn: input.isbn,
    summary: input.summary,
    price: input.price,
    coverId: input.coverId,
    fileId,
    previewId: fileChanged ? (made?.previewId ?? null) : (current?.previewId ?? null),
    pageCount: fileChanged ? (made?.pageCount ?? null) : (current?.pageCount ?? null),
    source: input.source,
    published: input.published,
  };
  const row = current ? await repo.updateItem(db, current.id, values, now) : await repo.insertItem(db, { ...values, createdBy: user.userId }, now);
  if (current) {
    for (const old of [current.fileId, current.previewId, current.coverId]) {
      if (old && ![row.fileId, row.previewId, row.coverId].includes(old)) await removeIfUnused(db, storage, old);
    }
  }
  return adminDetail(db, row.id);
}

export async function deleteItem(db: Db, storage: FileStorage, id: number) {
  const found = await repo.findItem(db, id);
  if (!found) throw notFound();
  if (await repo.hasOrders(db, id)) throw conflict(MSG.libraryItemOrdered);
  await repo.deleteItem(db, id);
  for (const fileId of [found.row.fileId, found.row.previewId, found.row.coverId]) if (fileId) await removeIfUnused(db, storage, fileId);
}

