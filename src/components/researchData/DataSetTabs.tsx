import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataSetDetail } from '@contract/endpoints/researchData';
import { FilesTab } from './FilesTab';
import { ReferencesTab } from './ReferencesTab';
import { RowsTab } from './RowsTab';
import { StatisticsTab } from './StatisticsTab';
import { useTabInAddress } from '../useTabInAddress';

// The chart library is large: these panels load only when their tab opens.
const ChartPanel = lazy(() => import('./ChartPanel'));
const ChainPanel = lazy(() => import('./ChainPanel'));
const SimilarPanel = lazy(() => import('./SimilarPanel'));

const ALL_TABS = ['rows', 'statistics', 'chart', 'files', 'chain', 'similar', 'references'] as const;
/** Whoever sees only the summary may still verify the chain and follow its citations. */
const SUMMARY_TABS = ['chain', 'references'] as const;
type TabKey = (typeof ALL_TABS)[number];

/** The data set's tabs (kept in the address as `?tab=`); test ids `dataset-tab-<key>`. */
export function DataSetTabs({ detail, context, onChanged }: { detail: DataSetDetail; context: 'console' | 'portal'; onChanged: () => void }) {
  const { t } = useTranslation('researchDataView');
  const keys: readonly [TabKey, ...TabKey[]] = detail.access === 'summary' ? SUMMARY_TABS : ALL_TABS;
  const [tab, show] = useTabInAddress(keys);
  const lazyPanel = (panel: ReactNode) => <Suspense fallback={<Skeleton active />}>{panel}</Suspense>;
  const content: Record<TabKey, () => ReactNode> = {
    rows: () => <RowsTab detail={detail} />,
    statistics: () => <StatisticsTab detail={detail} />,
    chart: () => lazyPanel(<ChartPanel id={detail.id} detail={detail} />),
    files: () => <FilesTab detail={detail} />,
    chain: () => lazyPanel(<ChainPanel id={detail.id} detail={detail} />),
    similar: () => lazyPanel(<SimilarPanel id={detail.id} detail={detail} />),
    references: () => <ReferencesTab detail={detail} context={context} onChanged={onChanged} />,
  };

  return (
    <Tabs
      data-testid="dataset-tabs"
      activeKey={tab}
      onChange={(key) => show(key as TabKey)}
      items={keys.map((key) => ({
        key,
        label: <span data-testid={`dataset-tab-${key}`}>{t(`tabs.${key}`)}</span>,
        children: content[key](),
      }))}
    />
  );
}
