import type { Dayjs } from 'dayjs';
import type { PaymentRecordInput } from '@contract/endpoints/testOrders';
import { yuanToFen } from '../../../components/format/money';

/** What the transfer form holds: yuan as typed, the date as picked. */
export interface PaymentRecordValues {
  amount?: number | null;
  payer?: string;
  paidOn?: Dayjs | null;
  note?: string;
  fileId?: string | null;
}

/** The picked date as the contract's `YYYY-MM-DD` (undefined when none). */
export const isoDateOf = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined);

/** The contract's input from the form: yuan → fen, the date as text, empty texts trimmed. */
export function toPaymentRecordInput(orderId: number, values: PaymentRecordValues): PaymentRecordInput {
  return {
    orderId,
    amount: yuanToFen(values.amount) as number,
    payer: (values.payer ?? '').trim(),
    paidOn: isoDateOf(values.paidOn) as string,
    note: (values.note ?? '').trim(),
    fileId: values.fileId ?? null,
  };
}
