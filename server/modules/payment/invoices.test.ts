import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { API, creditCodeCheckChar } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { multipart } from '../../../tests/support/files';
import { paymentProviders } from './providers';
import { newSandboxKeys, signSandboxNotify } from './providers/sandbox';

const { payment, payOrderAdmin, files } = API;
const keys = newSandboxKeys();
let t: TestApp;
let buyer: string;
let other: string;
let auditor: string;

const taxNo = (() => {
  const first17 = '91310000MA1FL0000';
  return first17 + creditCodeCheckChar(first17)!;
})();
const title = { type: 'ordinary', title: '上海示例材料有限公司', taxNo, email: 'finance@example.com' };

beforeAll(async () => {
  t = await createTestApp({ payments: paymentProviders({}, keys) });
  [buyer, other, auditor] = await Promise.all([t.loginAs('demo-individual'), t.loginAs('demo-company'), t.loginAs('demo-auditor')]);
});
afterAll(() => t.close());

async function paidOrder(token = buyer) {
  const order = (await t.call(payment.saveVipOrder, { plan: 'month' }, { token })).body.data;
  const signed = signSandboxNotify(keys, { id: 'i', orderNo: order.orderNo, channel: 'alipay', status: 'SUCCESS', amount: order.amount, transactionId: `T${order.orderNo}`, time: new Date().toISOString() }, new Date());
  await t.app.inject({ method: 'POST', url: '/atsteel/payment/notify/sandbox', headers: signed.headers, payload: signed.body });
  return order.orderNo;
}

const pdfBytes = async () => {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  return Buffer.from(await document.save());
};

describe('invoices', () => {
  it('checks the title: the tax number’s check digit, and the banking block of a special VAT invoice', async () => {
    const orderNo = await paidOrder();
    const wrongDigit = taxNo.slice(0, 17) + (taxNo[17] === '0' ? '1' : '0');
    const refused = await t.call(payment.saveInvoice, { orderNos: [orderNo], title: { ...title, taxNo: wrongDigit } }, { token: buyer, lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('check digit');
    const special = await t.call(payment.saveInvoice, { orderNos: [orderNo], title: { ...title, type: 'special' } }, { token: buyer });
    expect(special.status).toBe(400);
    expect((await t.call(payment.listInvoice, {}, { token: buyer })).body.data.total).toBe(0);
  });

  it('invoices paid orders once, and refuses waiting ones and other buyers’ orders', async () => {
    const [first, second] = [await paidOrder(), await paidOrder()];
    const waiting = (await t.call(payment.saveVipOrder, { plan: 'month' }, { token: buyer })).body.data.orderNo;
    expect((await t.call(payment.saveInvoice, { orderNos: [waiting], title }, { token: buyer })).status).toBe(409);
    expect((await t.call(payment.saveInvoice, { orderNos: [first], title }, { token: other })).status).toBe(404);

    // Two requests racing for the same order: one invoice.
    const raced = await Promise.all([
      t.call(payment.saveInvoice, { orderNos: [first, second], title, saveTitle: true }, { token: buyer }),
      t.call(payment.saveInvoice, { orderNos: [second], title }, { token: buyer }),
    ]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // Whichever won, `second` has its invoice now.
    const again = await t.call(payment.saveInvoice, { orderNos: [second], title }, { token: buyer, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('only once');
    await t.call(payment.saveInvoice, { orderNos: [first], title, saveTitle: true }, { token: buyer });
    const titles = (await t.call(payment.listInvoiceTitle, {}, { token: buyer })).body.data;
    expect(titles).toMatchObject([{ title: title.title, taxNo }]);
  });

  it('is issued by an administrator with its number and PDF, which only the requester reads', async () => {
    const orderNo = await paidOrder(other);
    const requested = (await t.call(payment.saveInvoice, { orderNos: [orderNo], title }, { token: other })).body.data;
    expect(requested).toMatchObject({ state: 'requested', amount: 440_00, orderNos: [orderNo] });

    const upload = async (token: string) => {
      const body = multipart({ name: 'invoice.pdf', bytes: await pdfBytes() });
      return t.app.inject({ method: 'POST', url: `${files.upload.path}?purpose=invoice`, headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
    };
    expect((await upload(buyer)).statusCode).toBe(403);
    const fileId = (await upload(auditor)).json().data.id as string;
    expect((await t.call(payOrderAdmin.issueInvoice, { id: requested.id, invoiceNo: '12345678', fileId }, { token: buyer })).status).toBe(403);
    const issued = await t.call(payOrderAdmin.issueInvoice, { id: requested.id, invoiceNo: '12345678', fileId }, { token: auditor });
    expect(issued.body.data).toMatchObject({ state: 'issued', invoiceNo: '12345678', fileId });
    expect((await t.call(payOrderAdmin.issueInvoice, { id: requested.id, invoiceNo: '12345679', fileId }, { token: auditor })).status).toBe(409);

    const read = (token: string) => t.app.inject({ method: 'GET', url: `${files.view.path}?id=${fileId}`, headers: { authorization: `Bearer ${token}` } });
    expect((await read(other)).statusCode).toBe(200);
    expect((await read(buyer)).statusCode).toBe(404);
    const mine = (await t.call(payment.listInvoice, {}, { token: other })).body.data.list;
    expect(mine).toMatchObject([{ id: requested.id, state: 'issued' }]);
  });
});
