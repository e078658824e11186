import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTabParam } from '../../../console/useTabParam';
import { LAB_TABS, LabTestOrders } from '../../testOrders';
import LabBookingList from './LabBookingList';

/** The laboratory's orders: its instrument bookings (first tab) and its test orders (`?tab=testOrders`, issue 15). */
export default function LabOrderTabs() {
  const { t } = useTranslation('testOrders');
  const [tab, show] = useTabParam(LAB_TABS);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(next) => show(next as (typeof LAB_TABS)[number])}
        items={LAB_TABS.map((key) => ({ key, label: <span data-testid={`lab-tab-${key}`}>{t(`lab.${key}Tab`)}</span> }))}
      />
      {tab === 'bookings' ? <LabBookingList /> : <LabTestOrders />}
    </>
  );
}
