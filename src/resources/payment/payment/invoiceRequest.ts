import { isValidCreditCode } from '@contract';
import type { InputOf } from '@contract/endpoint';
import type { payment } from '@contract/endpoints/payment';

export type InvoiceType = 'ordinary' | 'special';

/** The request form's fields. */
export interface InvoiceFormValues {
  type: InvoiceType;
  title: string;
  taxNo: string;
  address?: string;
  telephone?: string;
  bankName?: string;
  bankAccount?: string;
  email: string;
  remarks?: string;
  saveTitle?: boolean;
}

/** The fields a special VAT invoice needs besides those every invoice needs. */
export const SPECIAL_FIELDS = ['address', 'telephone', 'bankName', 'bankAccount'] as const;

/** The tax number as the server keeps it: trimmed, upper case. */
export const normalizeTaxNo = (value: string | undefined) => (value ?? '').trim().toUpperCase();

/** An 18-character unified social credit code with its check character (GB 32100-2015). */
export const isTaxNo = (value: string | undefined) => isValidCreditCode(normalizeTaxNo(value));

/** A special invoice's banking block must be complete; an ordinary invoice may leave it empty. */
export const isMissingForType = (type: InvoiceType | undefined, value: string | undefined) => type === 'special' && !(value ?? '').trim();

/** The call's input from the form's values and the ticked orders. */
export function toInvoiceRequest(values: InvoiceFormValues, orderNos: string[]): InputOf<typeof payment.saveInvoice> {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    orderNos,
    title: {
      type: values.type,
      title: trim(values.title),
      taxNo: normalizeTaxNo(values.taxNo),
      address: trim(values.address),
      telephone: trim(values.telephone),
      bankName: trim(values.bankName),
      bankAccount: trim(values.bankAccount),
      email: trim(values.email),
    },
    remarks: trim(values.remarks),
    saveTitle: values.saveTitle === true,
  };
}
