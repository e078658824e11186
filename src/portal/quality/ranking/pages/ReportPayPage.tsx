import { PaymentPage } from '../../../payment';

/** /economy/economyPay?orderNo= — paying a report order; once paid it moves on to /economy/paySuccess (afterPaidPath). */
export default function ReportPayPage() {
  return <PaymentPage />;
}
