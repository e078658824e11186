import { PaymentPage } from '../../payment';

/** /librany/libranyPay?orderNo= — paying a document or book order. */
export default function LibraryPayPage() {
  return <PaymentPage />;
}
