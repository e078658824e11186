import { List } from '@refinedev/antd';
import { Tabs } from 'antd';
import { useTabParam } from '../../../console/useTabParam';
import { useTranslation } from 'react-i18next';
import { AdminInvoicesTab } from './AdminInvoicesTab';
import { AdminOrdersTab } from './AdminOrdersTab';

const TABS = ['orders', 'invoices'] as const;
type Tab = (typeof TABS)[number];

/** The administrators' payment orders and invoice requests; the tab is kept in the address (`?tab=invoices`). */
export default function PayOrderPage() {
  const { t } = useTranslation('console');
  const [tab, show] = useTabParam(TABS);
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
