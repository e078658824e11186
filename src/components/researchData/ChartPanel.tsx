import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Button, Empty, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { researchData, RESEARCH_LIMITS, type DataSetDetail } from '@contract/endpoints/researchData';
import { call, type ApiError } from '../../providers/http';
import { useRemote } from '../useRemote';
import { defaultAxes, numericColumns, sampleStep } from './chartAxes';
import { columnLabel } from './columnTitle';
import type { DrawnChart } from './ScatterChart';

/** @ant-design/charts is large: the scatter loads in its own chunk when this panel shows. */
const ScatterChart = lazy(() => import('./ScatterChart'));
/** Points asked for: the most the server draws. */
const CHART_POINTS = RESEARCH_LIMITS.chartPointsMax;

/**
 * Any two numeric columns of a data set against each other: the server answers the points (every n-th row when
 * there are more than RESEARCH_LIMITS.chartPointsMax), this panel says when they are a sample and draws them.
 */
export default function ChartPanel({ id, detail }: { id: number; detail: DataSetDetail }) {
  const { t } = useTranslation('dataProduct');
  const numeric = numericColumns(detail.columns);
  const [axes, setAxes] = useState(() => defaultAxes(detail));
  const chart = useRef<DrawnChart>(null);
  const [drawn, setDrawn] = useState(false);
  const key = axes ? `${id}:${detail.headVersion}:${axes.x}:${axes.y}` : '';
  const points = useRemote(
    (signal) => call(researchData.chart, { id, x: axes!.x, y: axes!.y, points: CHART_POINTS }, { signal, silent: true }),
    key,
    Boolean(axes),
  );

  if (!axes) return <Empty data-testid="chart-too-few" description={t('chart.tooFewColumns')} />;

  const options = numeric.map((column) => ({ value: column.key, label: columnLabel(column) }));
  const choose = (axis: 'x' | 'y', value: string) => setAxes({ ...axes, [axis]: value });
  const answer = points.data;
  const download = () => chart.current?.downloadImage?.(`${detail.name}-${axes.x}-${axes.y}`);

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="chart-panel">
      <Space wrap>
        <span>{t('chart.x')}</span>
        <Select aria-label={t('chart.x')} value={axes.x} options={options} onChange={(value) => choose('x', value)} style={{ minWidth: 220 }} data-testid="chart-x" />
        <span>{t('chart.y')}</span>
        <Select aria-label={t('chart.y')} value={axes.y} options={options} onChange={(value) => choose('y', value)} style={{ minWidth: 220 }} data-testid="chart-y" />
        <Button onClick={download} disabled={!drawn} data-testid="chart-download">
          {t('chart.download')}
        </Button>
      </Space>
      {points.error !== undefined && !answer ? (
        <Alert type="warning" showIcon message={t('chart.loadFailed', { message: (points.error as ApiError).message })} data-testid="chart-failed" />
      ) : !answer ? (
        <Skeleton active />
      ) : answer.points.length === 0 ? (
        <Empty description={t('chart.empty')} data-testid="chart-empty" />
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="chart-sample-note" data-sampled={String(answer.sampled)}>
            {answer.sampled
              ? t('chart.sample', { shown: answer.points.length, total: answer.total, step: sampleStep(answer.total, CHART_POINTS) })
              : t('chart.all', { count: answer.total })}
          </Typography.Text>
          <Suspense fallback={<Skeleton active />}>
            <ScatterChart
              points={answer.points}
              xLabel={columnLabel(answer.x)}
              yLabel={columnLabel(answer.y)}
              onReady={(drawnChart) => {
                chart.current = drawnChart;
                setDrawn(true);
              }}
            />
          </Suspense>
        </>
      )}
    </Space>
  );
}
