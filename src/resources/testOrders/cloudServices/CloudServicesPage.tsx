import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@contract/permissions';
import { usePermission } from '../../../components/Permission';
import { useTabParam } from '../../../console/useTabParam';
import { CLOUD_SERVICES_TABS } from '../paths';
import OverseenOrderList from './OverseenOrderList';
import { RegionalHeadsTab } from './RegionalHeadsTab';

type Tab = (typeof CLOUD_SERVICES_TABS)[number];

/**
 * /my/administration/cloudServices — the orders the caller oversees; order administrators also set which regions
 * each head of a regional centre oversees (`?tab=regionalHeads`). The heads themselves see their orders only.
 */
export default function CloudServicesPage() {
  const { t } = useTranslation('testOrders');
  const [tab, show] = useTabParam(CLOUD_SERVICES_TABS);
  const administers = usePermission(PERMISSIONS.orderAdminister);
  // The list keeps its place in the tree when the permissions arrive, so it is not loaded twice.
  return (
    <>
      {administers && (
        <Tabs
          activeKey={tab}
          onChange={(next) => show(next as Tab)}
          items={CLOUD_SERVICES_TABS.map((key) => ({ key, label: <span data-testid={`cloud-tab-${key}`}>{t(`supervisors.${key}Tab`)}</span> }))}
        />
      )}
      {administers && tab === 'regionalHeads' ? <RegionalHeadsTab /> : <OverseenOrderList />}
    </>
  );
}
