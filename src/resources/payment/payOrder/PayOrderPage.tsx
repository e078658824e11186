import { List } from '@refinedev/antd';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminInvoicesTab } from './AdminInvoicesTab';
import { AdminOrdersTab } from './AdminOrdersTab';

type Tab = 'orders' | 'invoices';

/** The administrators' payment orders and invoice requests; the tab is kept in the address (`?tab=invoices`). */
export default function PayOrderPage() {
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
    <List title={t('menu.payOrder')} headerButtons={() => null}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as Tab)}
        data-testid="pay-order-tabs"
        items={[
          { key: 'orders', label: t('orders.tab'), children: <AdminOrdersTab /> },
          { key: 'invoices', label: t('invoices.tab'), children: <AdminInvoicesTab /> },
        ]}
      />
    </List>
  );
}
