import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@contract/permissions';
import { usePermission } from '../../../components/Permission';
import { useTabParam } from '../../../console/useTabParam';
import { CalendarTab } from './CalendarTab';
import { PlatformKitsTab } from './PlatformKitsTab';
import { ReviewQueueTab } from './ReviewQueueTab';

const TABS = ['platform', 'review', 'calendar'] as const;
type Tab = (typeof TABS)[number];

/**
 * /my/administration/commonDetectionPackage — the platform's kits, the review queue of users' kits made public,
 * and (order administrators only) the working-day calendar estimates count on.
 */
export default function KitAdministrationPage() {
  const { t } = useTranslation('testKits');
  const { t: tc } = useTranslation('console');
  const [tab, show] = useTabParam(TABS);
  const mayKeepCalendar = usePermission(PERMISSIONS.orderAdminister);

  const items = [
    { key: 'platform', label: t('admin.tabPlatform'), children: <PlatformKitsTab /> },
    { key: 'review', label: t('admin.tabReview'), children: <ReviewQueueTab /> },
    ...(mayKeepCalendar ? [{ key: 'calendar', label: t('admin.tabCalendar'), children: <CalendarTab /> }] : []),
  ];
  return (
    <Card title={tc('menu.commonDetectionPackage')}>
      <Tabs activeKey={tab === 'calendar' && !mayKeepCalendar ? 'platform' : tab} onChange={(key) => show(key as Tab)} items={items} destroyOnHidden data-testid="kit-admin-tabs" />
    </Card>
  );
}
