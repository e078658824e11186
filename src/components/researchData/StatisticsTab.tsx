import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { researchData, type DataSetDetail } from '@contract/endpoints/researchData';
import { call } from '../../providers/http';
import { useRemote } from '../useRemote';
import { ColumnTitle, formatValue } from './columnTitle';

type ColumnStatistics = { key: string; count: number; missing: number; min: number | null; max: number | null; mean: number | null; std: number | null; median: number | null };
const FIGURES = ['count', 'missing', 'min', 'max', 'mean', 'std', 'median'] as const;

/** Count, missing, min, max, mean, standard deviation and median of every numeric column (computed by the server). */
export function StatisticsTab({ detail }: { detail: DataSetDetail }) {
  const { t } = useTranslation('researchDataView');
  const statistics = useRemote((signal) => call(researchData.statistics, { id: detail.id }, { signal }), `${detail.id}:${detail.headVersion}`);
  const byKey = new Map(detail.columns.map((column) => [column.key, column]));

  return (
    <Table<ColumnStatistics>
      data-testid="dataset-statistics"
      size="small"
      rowKey="key"
      loading={statistics.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('statistics.empty') }}
      dataSource={statistics.data?.columns ?? []}
      columns={[
        {
          key: 'column',
          title: t('statistics.column'),
          render: (_, row) => {
            const column = byKey.get(row.key);
            return column ? <ColumnTitle column={column} /> : row.key;
          },
        },
        ...FIGURES.map((figure) => ({ key: figure, title: t(`statistics.${figure}`), render: (_: unknown, row: ColumnStatistics) => formatValue(row[figure]) })),
      ]}
    />
  );
}
