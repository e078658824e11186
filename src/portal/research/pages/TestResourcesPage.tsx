import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetectionTab } from '../components/DetectionTab';
import { EquipmentTab } from '../components/EquipmentTab';
import { ResearchScope } from '../ResearchScope';

type Tab = 'equipment' | 'detection';

/** /cloud/testResources — the instruments one can book and the laboratories' detection and preparation items. */
export default function TestResourcesPage() {
  const { t } = useTranslation('research');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'detection' ? 'detection' : 'equipment';
  // Each tab has its own filters: switching starts afresh.
  const show = (next: string) => setParams(next === 'detection' ? { tab: 'detection' } : {});

  return (
    <ResearchScope testId="test-resources">
      <header className="at-research__head">
        <h1>{t('resources.title')}</h1>
        <p className="at-research__muted">{t('resources.intro')}</p>
      </header>
      <Tabs
        activeKey={tab}
        onChange={show}
        destroyOnHidden
        items={[
          { key: 'equipment', label: <span data-testid="tab-equipment">{t('resources.equipmentTab')}</span>, children: <EquipmentTab /> },
          { key: 'detection', label: <span data-testid="tab-detection">{t('resources.detectionTab')}</span>, children: <DetectionTab /> },
        ]}
      />
    </ResearchScope>
  );
}
