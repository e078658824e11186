import { List } from '@refinedev/antd';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InvoicesTab } from './InvoicesTab';
import { OrdersTab } from './OrdersTab';

type Tab = 'orders' | 'invoices';

/** My payment orders and my invoices; the tab is kept in the address (`?tab=invoices`). */
export default function PaymentPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invoices' ? 'invoices' : 'orders';
  const show = (next: Tab) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        if (next === 'orders') query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { replace: true },
    );

  return (
    <List title={t('menu.payment')} headerButtons={() => null}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as Tab)}
        data-testid="payment-tabs"
        items={[
          { key: 'orders', label: t('orders.tab'), children: <OrdersTab onInvoiceRequested={() => show('invoices')} /> },
          { key: 'invoices', label: t('invoices.tab'), children: <InvoicesTab onRequest={() => show('orders')} /> },
        ]}
      />
    </List>
  );
}
