import { lazy, Suspense, useMemo, useRef } from 'react';
import { Button, Spin, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AiMessage } from '@contract/endpoints/ai';
import { stepPoints } from './chartModel';
import { downloadCsv, downloadPng } from './download';

const PropertyChart = lazy(() => import('./PropertyChart'));

/** What a chart answer adds: the stepped chart, the table of its values, and both as downloads. */
export function ChartAnswer({ message }: { message: AiMessage }) {
  const { t } = useTranslation('ai');
  const chartRef = useRef<unknown>(undefined);
  const boxRef = useRef<HTMLDivElement>(null);
  const { chart, table } = message;
  const points = useMemo(() => (chart ? stepPoints(chart) : []), [chart]);
  if (!chart && !table) return null;
  const base = `atsteel-${chart?.property ?? 'table'}-${message.id}`;

  return (
    <div data-testid="ai-chart-answer">
      {chart && points.length > 0 && (
        <div ref={boxRef} data-testid="ai-chart">
          <Suspense fallback={<Spin />}>
            <PropertyChart
              points={points}
              xTitle={t('chart.thickness')}
              yTitle={`${t(`chart.property.${chart.property}`, { defaultValue: chart.property })} (${chart.unit})`}
              onReady={(instance) => {
                chartRef.current = instance;
              }}
            />
          </Suspense>
        </div>
      )}
      <div className="at-ai__chart-tools">
        {chart && points.length > 0 && (
          <Button icon={<DownloadOutlined />} onClick={() => void downloadPng(chartRef.current as never, boxRef.current, `${base}.png`)} data-testid="ai-download-png">
            {t('chart.downloadPng')}
          </Button>
        )}
        {table && (
          <Button icon={<DownloadOutlined />} onClick={() => downloadCsv(table, `${base}.csv`)} data-testid="ai-download-csv">
            {t('chart.downloadCsv')}
          </Button>
        )}
      </div>
      {table && (
        <Table
          size="small"
          pagination={false}
          scroll={{ x: true }}
          rowKey={(_, index) => String(index)}
          dataSource={table.rows.map((row) => Object.fromEntries(row.map((cell, index) => [String(index), cell])))}
          columns={table.columns.map((title, index) => ({ title, dataIndex: String(index), key: String(index) }))}
          data-testid="ai-table"
        />
      )}
    </div>
  );
}
