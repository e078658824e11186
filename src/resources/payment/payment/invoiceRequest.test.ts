import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@contract';
import { invoiceRequest } from '@contract/endpoints/payment';
import { isMissingForType, isTaxNo, toInvoiceRequest, type InvoiceFormValues } from './invoiceRequest';

const FIRST17 = '91350100M000100Y4';
const TAX_NO = `${FIRST17}${creditCodeCheckChar(FIRST17)}`;
const NO = 'AT20260101120000123456';

const ordinary: InvoiceFormValues = { type: 'ordinary', title: ' 演示材料贸易有限公司 ', taxNo: TAX_NO.toLowerCase(), email: 'a@example.com' };

describe('the invoice request', () => {
  it('checks the tax number as a unified social credit code, in any case', () => {
    expect(isTaxNo(TAX_NO)).toBe(true);
    expect(isTaxNo(` ${TAX_NO.toLowerCase()} `)).toBe(true);
    const wrong = TAX_NO.slice(0, 17) + (TAX_NO[17] === '0' ? '1' : '0');
    expect(isTaxNo(wrong)).toBe(false);
    expect(isTaxNo(TAX_NO.slice(0, 17))).toBe(false);
    expect(isTaxNo(undefined)).toBe(false);
  });

  it('needs the banking block for a special VAT invoice only', () => {
    expect(isMissingForType('special', '')).toBe(true);
    expect(isMissingForType('special', '  ')).toBe(true);
    expect(isMissingForType('special', 'x')).toBe(false);
    expect(isMissingForType('ordinary', '')).toBe(false);
  });

  it('sends what the server accepts', () => {
    const input = toInvoiceRequest(ordinary, [NO]);
    expect(input).toMatchObject({ orderNos: [NO], remarks: '', saveTitle: false, title: { title: '演示材料贸易有限公司', taxNo: TAX_NO, address: '' } });
    expect(invoiceRequest.safeParse(input).success).toBe(true);
    const special = toInvoiceRequest({ ...ordinary, type: 'special', saveTitle: true }, [NO]);
    expect(invoiceRequest.safeParse(special).success).toBe(false);
    const complete = toInvoiceRequest(
      { ...ordinary, type: 'special', address: '福州市', telephone: '0591-12345678', bankName: '工商银行', bankAccount: '6222 0200 1234', saveTitle: true },
      [NO],
    );
    expect(complete.saveTitle).toBe(true);
    expect(invoiceRequest.safeParse(complete).success).toBe(true);
  });
});
