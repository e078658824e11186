import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/AntdScope';
import { PaymentPanel } from './PaymentPanel';
import type { QrChannel } from './model';
import './payment.css';

/** A page paying the order of `?orderNo=`: the payment pages of the library, VIP and `/zfbPay` are this. */
export function PaymentPage({ initialChannel }: { initialChannel?: QrChannel }) {
  const { t } = useTranslation('portal');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  return (
    <AntdScope>
      <div className="at-container at-payment-page">
        <h1>{t('payment.title')}</h1>
        <PaymentPanel key={orderNo} orderNo={orderNo} initialChannel={initialChannel} />
      </div>
    </AntdScope>
  );
}
