import { List } from '@refinedev/antd';
import { Tabs } from 'antd';
import { useTabParam } from '../../../console/useTabParam';
import { useTranslation } from 'react-i18next';
import { InvoicesTab } from './InvoicesTab';
import { OrdersTab } from './OrdersTab';

const TABS = ['orders', 'invoices'] as const;
type Tab = (typeof TABS)[number];

/** My payment orders and my invoices; the tab is kept in the address (`?tab=invoices`). */
export default function PaymentPage() {
  const { t } = useTranslation('console');
  const [tab, show] = useTabParam(TABS);

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
