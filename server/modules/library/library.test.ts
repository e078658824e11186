import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { API } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { multipart, pngImage } from '../../../tests/support/files';
import { movableClock } from '../../lib/testClock';
import { libraryDownloads, users } from '../../db/schema';
import { paymentProviders } from '../payment/providers';
import { newSandboxKeys, signSandboxNotify } from '../payment/providers/sandbox';

const { library, libraryPayment, libraryAdmin, payment, files, userAddress } = API;
const clock = movableClock();
const keys = newSandboxKeys();
let t: TestApp;
let admin: string;
let buyer: string;
let other: string;
let documentId: number;
let freeId: number;
let bookId: number;

async function pdf(pages: number) {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([300, 300]).drawText(`page ${i + 1}`, { x: 20, y: 20 });
  return Buffer.from(await document.save());
}

async function upload(token: string, purpose: string, name: string, bytes: Buffer) {
  const body = multipart({ name, bytes });
  const answer = await t.app.inject({ method: 'POST', url: `${files.upload.path}?purpose=${purpose}`, headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
  return answer;
}

/** The text of every stream of a PDF, inflated where compressed, with its hex-encoded strings (how pdf-lib writes text) decoded. */
function pdfText(bytes: Buffer) {
  const parts = [bytes.toString('latin1')];
  const raw = bytes.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
    } catch {
      // not compressed
    }
  }
  const text = parts.join('\n');
  const decoded = [...text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((match) => Buffer.from(match[1], 'hex').toString('latin1'));
  return `${text}\n${decoded.join('\n')}`;
}

const pay = async (orderNo: string, amount: number) => {
  const signed = signSandboxNotify(keys, { id: 'l', orderNo, channel: 'wxpay', status: 'SUCCESS', amount, transactionId: `T${orderNo}`, time: clock.now().toISOString() }, clock.now());
  return t.app.inject({ method: 'POST', url: '/atsteel/payment/notify/sandbox', headers: signed.headers, payload: signed.body });
};
const download = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ clock, payments: paymentProviders({}, keys) });
  [admin, buyer, other] = await Promise.all([t.loginAs('demo-auditor'), t.loginAs('demo-individual'), t.loginAs('demo-company')]);
  // Neither buyer has a running privilege: the VIP case sets one explicitly.
  await t.db.update(users).set({ privilegeUntil: null });
});
afterAll(() => t.close());

describe('administrators publish documents and books', () => {
  it('takes only PDFs from library administrators, and needs the file before publishing', async () => {
    expect((await upload(buyer, 'libraryFile', 'a.pdf', await pdf(1))).statusCode).toBe(403);
    expect((await upload(admin, 'libraryFile', 'a.png', pngImage())).statusCode).toBe(400);
    const types = (await t.call(library.listLibraryTypes, {})).body.data;
    const datasheet = types.find((type) => type.code === 'datasheet')!;
    const noFile = await t.call(libraryAdmin.save, { kind: 'document', typeId: datasheet.id, title: 'No file', price: 990, published: true }, { token: admin });
    expect(noFile.status).toBe(400);
    expect((await t.call(libraryAdmin.save, { kind: 'document', typeId: datasheet.id, title: 'X', price: 990 }, { token: buyer })).status).toBe(403);

    const fileId = (await upload(admin, 'libraryFile', 'paid.pdf', await pdf(5))).json().data.id;
    const coverId = (await upload(admin, 'libraryCover', 'cover.png', pngImage())).json().data.id;
    const saved = await t.call(
      libraryAdmin.save,
      { kind: 'document', typeId: datasheet.id, title: 'Paid datasheet', price: 990, fileId, coverId, published: true, source: 'test' },
      { token: admin },
    );
    expect(saved.body.data).toMatchObject({ pageCount: 5, published: true, fileId });
    documentId = saved.body.data.id;
    const freeFile = (await upload(admin, 'libraryFile', 'free.pdf', await pdf(2))).json().data.id;
    freeId = (await t.call(libraryAdmin.save, { kind: 'document', typeId: datasheet.id, title: 'Free datasheet', price: 0, fileId: freeFile, published: true }, { token: admin })).body.data.id;
    const bookType = types.find((type) => type.code === 'book')!;
    bookId = (await t.call(libraryAdmin.save, { kind: 'book', typeId: bookType.id, title: 'Printed handbook', price: 12800, isbn: '978-7-111-00000-1', published: true }, { token: admin })).body.data.id;
    await t.call(libraryAdmin.save, { kind: 'book', typeId: bookType.id, title: 'Draft book', price: 100 }, { token: admin });

    const listed = (await t.call(library.pageTechnology, { pageNum: 1, pageSize: 50 })).body.data.list.map((item) => item.title);
    expect(listed).toEqual(expect.arrayContaining(['Paid datasheet', 'Free datasheet', 'Printed handbook']));
    expect(listed).not.toContain('Draft book');
    const everything = (await t.call(libraryAdmin.page, { published: '0', pageNum: 1, pageSize: 50 }, { token: admin })).body.data.list;
    expect(everything.map((item) => item.title)).toEqual(['Draft book']);
    // A published item's cover is public.
    expect((await t.app.inject({ method: 'GET', url: `${files.view.path}?id=${coverId}` })).statusCode).toBe(200);
  });
});

describe('downloads', () => {
  it('lets everyone preview the first pages, and nobody download a paid file without buying', async () => {
    const detail = (await t.call(library.getTechnology, { id: documentId })).body.data;
    expect(detail).toMatchObject({ hasPreview: true, access: { canDownload: false, via: null } });
    const link = (await t.call(library.getFileDownload2, { id: documentId })).body.data;
    const preview = await download(link.url);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(preview.rawPayload)).getPageCount()).toBe(3);

    expect((await t.call(library.getFileDownload, { id: documentId })).status).toBe(401);
    const refused = await t.call(library.getFileDownload, { id: documentId }, { token: buyer, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('VIP');
  });

  it('sells a document once; the buyer’s copy carries the order, and the link expires', async () => {
    const first = (await t.call(libraryPayment.saveLibraryOrder, { id: documentId }, { token: buyer })).body.data;
    expect(first).toMatchObject({ kind: 'library', itemRef: String(documentId), amount: 990, state: 'waiting' });
    const again = (await t.call(library.saveLibraryOrder, { id: documentId }, { token: buyer })).body.data;
    expect(again.orderNo).toBe(first.orderNo);
    expect((await t.call(library.getTechnology, { id: documentId }, { token: buyer })).body.data.access.waitingOrderNo).toBe(first.orderNo);

    await pay(first.orderNo, first.amount);
    expect((await t.call(library.saveLibraryOrder, { id: documentId }, { token: buyer })).status).toBe(409);
    const detail = (await t.call(library.getTechnology, { id: documentId }, { token: buyer })).body.data;
    expect(detail.access).toMatchObject({ canDownload: true, via: 'purchase' });

    const link = (await t.call(library.getFileDownload, { id: documentId }, { token: buyer })).body.data;
    const file = await download(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(5);
    expect(pdfText(file.rawPayload)).toContain(`order ${first.orderNo}`);
    const logged = await t.db.select().from(libraryDownloads).where(eq(libraryDownloads.itemId, documentId));
    expect(logged).toMatchObject([{ via: 'purchase', orderNo: first.orderNo }]);

    // A link is a credential for five minutes only, and cannot be forged.
    clock.advance(6 * 60_000);
    expect((await download(link.url)).statusCode).toBe(410);
    expect((await download(`${link.url.slice(0, -4)}AAAA`)).statusCode).toBe(410);
  });

  it('lets a valid VIP download paid documents, and anyone signed in download free ones', async () => {
    expect((await t.call(library.getFileDownload, { id: documentId }, { token: other })).status).toBe(403);
    await t.db.update(users).set({ privilegeUntil: new Date(clock.now().getTime() + 86_400_000) }).where(eq(users.userName, 'demo-company'));
    const link = await t.call(library.getFileDownload, { id: documentId }, { token: other });
    expect(link.status).toBe(200);
    expect(pdfText((await download(link.body.data.url)).rawPayload)).toContain('VIP');
    expect((await t.call(library.getFileDownload, { id: freeId }, { token: buyer })).status).toBe(200);
    expect((await t.call(library.saveLibraryOrder, { id: freeId }, { token: buyer })).status).toBe(409);
  });
});

describe('books', () => {
  it('are ordered in a quantity to one of the buyer’s addresses', async () => {
    const noAddress = await t.call(libraryPayment.saveBooksOrder, { id: bookId, quantity: 2 }, { token: buyer, lang: 'en' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.msg).toBe('Shipping address must be selected');
    const address = (await t.call(userAddress.saveAddress, { consignee: '李明', telephone: '13912345678', location: ['11', '1101', '110101'], detail: '1 号' }, { token: buyer })).body.data;
    expect((await t.call(libraryPayment.saveBooksOrder, { id: bookId, quantity: 2, addressId: address.id }, { token: other })).status).toBe(400);
    const order = (await t.call(libraryPayment.saveBooksOrder, { id: bookId, quantity: 2, addressId: address.id }, { token: buyer })).body.data;
    expect(order).toMatchObject({ kind: 'book', quantity: 2, amount: 25600, delivery: { consignee: '李明', detail: '1 号' } });
    const mine = (await t.call(library.pageDocumentOrder, { pageNum: 1, pageSize: 10 }, { token: buyer })).body.data.list;
    expect(mine.map((row) => row.item?.title)).toEqual(['Printed handbook', 'Paid datasheet']);
    expect((await t.call(payment.getOrder, { orderNo: order.orderNo }, { token: buyer })).body.data.delivery?.locationName).toBeTruthy();
  });

  it('are shipped by an administrator once paid and received by the buyer', async () => {
    const { payOrderAdmin } = API;
    const order = (await t.call(library.pageDocumentOrder, { pageNum: 1, pageSize: 10 }, { token: buyer })).body.data.list.find((row) => row.kind === 'book')!;
    expect((await t.call(payOrderAdmin.ship, { orderNo: order.orderNo, note: 'SF1234567890' }, { token: admin })).status).toBe(409);
    await pay(order.orderNo, order.amount);
    expect((await t.call(payment.getOrder, { orderNo: order.orderNo }, { token: buyer })).body.data.nextActions).toEqual([]);
    const detail = (await t.call(payOrderAdmin.detail, { orderNo: order.orderNo }, { token: admin })).body.data;
    expect(detail.nextActions).toEqual(['ship']);
    expect((await t.call(payment.receiveOrder, { orderNo: order.orderNo }, { token: buyer })).status).toBe(409);
    const shipped = await t.call(payOrderAdmin.ship, { orderNo: order.orderNo, note: '顺丰速运 SF1234567890' }, { token: admin });
    expect(shipped.body.data).toMatchObject({ state: 'delivered' });
    const mine = (await t.call(payment.getOrder, { orderNo: order.orderNo }, { token: buyer })).body.data;
    expect(mine).toMatchObject({ state: 'delivered', nextActions: ['receive'] });
    expect(mine.history.at(-1)).toMatchObject({ action: 'ship', note: '顺丰速运 SF1234567890' });
    expect((await t.call(payment.receiveOrder, { orderNo: order.orderNo }, { token: other })).status).toBe(404);
    expect((await t.call(payment.receiveOrder, { orderNo: order.orderNo }, { token: buyer })).body.data.state).toBe('completed');
    // A document order is never shipped.
    const documentOrder = (await t.call(library.pageDocumentOrder, { pageNum: 1, pageSize: 10 }, { token: buyer })).body.data.list.find((row) => row.kind === 'library')!;
    expect((await t.call(payOrderAdmin.detail, { orderNo: documentOrder.orderNo }, { token: admin })).body.data.nextActions).toEqual([]);
    expect((await t.call(payOrderAdmin.ship, { orderNo: documentOrder.orderNo, note: 'x' }, { token: admin })).status).toBe(409);
    // A received order is still a paid one: it may be invoiced and counts in the bill.
    const title = { type: 'ordinary', title: '李明', taxNo: '91310000MA1FL00001', email: 'a@example.com' };
    const { creditCodeCheckChar } = await import('@contract');
    title.taxNo = title.taxNo.slice(0, 17) + creditCodeCheckChar(title.taxNo.slice(0, 17))!;
    expect((await t.call(payment.saveInvoice, { orderNos: [order.orderNo], title }, { token: buyer })).status).toBe(200);
  });

  it('cannot be deleted once ordered', async () => {
    expect((await t.call(libraryAdmin.remove, { id: bookId }, { token: admin })).status).toBe(409);
  });
});

describe('the library’s own documents', () => {
  it('generates datasheets of catalogue standards and data set guides once, from the platform’s data', async () => {
    const { publishOwnDocuments } = await import('./ownDocuments');
    const { localDiskStorage } = await import('../../adapters/storage');
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const storage = localDiskStorage(await mkdtemp(path.join(tmpdir(), 'atsteel-own-')));
    const made = await publishOwnDocuments(t.db, storage, clock.now());
    expect(made).toBeGreaterThanOrEqual(9);
    expect(await publishOwnDocuments(t.db, storage, clock.now())).toBe(0);

    const types = (await t.call(library.listLibraryTypes, {})).body.data;
    const typeId = (code: string) => types.find((type) => type.code === code)!.id;
    const sheets = (await t.call(library.pageTechnology, { typeId: typeId('datasheet'), keyword: 'grade datasheet', pageSize: 50 })).body.data.list;
    expect(sheets).toHaveLength(8);
    expect(sheets.filter((item) => item.price > 0)).toHaveLength(3);
    const guides = (await t.call(library.pageTechnology, { typeId: typeId('dataset'), pageSize: 50 })).body.data.list;
    expect(guides.length).toBeGreaterThanOrEqual(1);
    expect(guides.every((item) => item.price === 0 && item.source.length > 0)).toBe(true);

    const { eq } = await import('drizzle-orm');
    const { libraryItems } = await import('../../db/schema');
    const [guide] = await t.db.select().from(libraryItems).where(eq(libraryItems.id, guides[0].id));
    const text = pdfText((await storage.get(guide.fileId!))!);
    expect(text).toMatch(/Licence|Cite as/);
  });
});
