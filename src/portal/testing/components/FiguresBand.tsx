import { Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CloudFigures } from '../endpoints';

const SHOWN = ['laboratories', 'offeredItems', 'publicKits', 'ordersCompleted', 'samplesTested'] as const;

/** The service in figures, exactly as the server counted them (zero shows as zero). */
export function FiguresBand({ figures }: { figures: CloudFigures | undefined }) {
  const { t } = useTranslation('testing');
  if (!figures) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <div className="at-testing__figures" data-testid="cloud-figures">
      {SHOWN.map((key) => (
        <Statistic key={key} title={t(`figures.${key}`)} value={figures[key]} groupSeparator="," data-testid={`cloud-figure-${key}`} />
      ))}
    </div>
  );
}
