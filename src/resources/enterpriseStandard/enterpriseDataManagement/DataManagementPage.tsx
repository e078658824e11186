import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTabParam } from '../../../console/useTabParam';
import DataList from './DataList';
import { ResearchDataTab } from './ResearchDataTab';

const TABS = ['standards', 'research'] as const;
type Tab = (typeof TABS)[number];

/** The company's enterprise data: its standards with their grades (as before), and its R&D data sets (issue 16). */
export default function DataManagementPage() {
  const { t } = useTranslation('researchData');
  const [tab, show] = useTabParam(TABS);
  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as Tab)}
        destroyOnHidden
        data-testid="data-management-tabs"
        items={[
          { key: 'standards', label: t('enterprise.standardsTab'), children: <DataList /> },
          { key: 'research', label: t('enterprise.researchTab'), children: <ResearchDataTab /> },
        ]}
      />
    </Card>
  );
}
