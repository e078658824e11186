import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataSetsTab } from '../dataSets/DataSetsTab';
import { ProjectsTab } from '../projects/ProjectsTab';
import { RecycleBinTab } from '../dataSets/RecycleBinTab';
import { RequestsTab } from '../requests/RequestsTab';

const TABS = ['dataSets', 'projects', 'recycled', 'requests'] as const;
type Tab = (typeof TABS)[number];

/**
 * /my/enterpriseInformationManagement/R&dDataManagement — the caller's R&D data: data sets (with the company's,
 * those shared with them and those they collected), projects, the recycle bin and permission requests. The open tab
 * is in the address (`?tab=`); a tab's own filters are too, and are dropped when another tab opens.
 */
export default function ResearchDataPage() {
  const { t } = useTranslation('researchData');
  const { t: tc } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((candidate) => candidate === params.get('tab')) ?? 'dataSets';
  const show = (next: Tab) => setParams(next === 'dataSets' ? {} : { tab: next }, { replace: true });

  const items = [
    { key: 'dataSets', label: t('tabs.dataSets'), children: <DataSetsTab /> },
    { key: 'projects', label: t('tabs.projects'), children: <ProjectsTab /> },
    { key: 'recycled', label: t('tabs.recycled'), children: <RecycleBinTab /> },
    { key: 'requests', label: t('tabs.requests'), children: <RequestsTab /> },
  ];
  return (
    <Card title={tc('menu.researchDataManagement')}>
      <Tabs activeKey={tab} onChange={(key) => show(key as Tab)} items={items} destroyOnHidden data-testid="research-tabs" />
    </Card>
  );
}
