import { PaymentPage } from '../PaymentPage';

/** /zfbPay?orderNo= — the payment page opening on Alipay. */
export default function ZfbPayPage() {
  return <PaymentPage initialChannel="alipay" />;
}
