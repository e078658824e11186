import { PaymentPage } from '../../payment';

/** /cloud/subscribePay?orderNo= (also /subscribePay) — paying a VIP plan order. */
export default function SubscribePayPage() {
  return <PaymentPage />;
}
