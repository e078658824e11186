import { useState } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { researchData, type DataSetDetail } from '@contract/endpoints/researchData';
import { call } from '../../providers/http';
import { useRemote } from '../useRemote';
import { ColumnTitle, formatValue } from './columnTitle';

type Row = { rowNo: number; values: (number | string | null)[] };

/** The current rows, a page at a time from the server (a data set may hold 100,000 rows). */
export function RowsTab({ detail }: { detail: DataSetDetail }) {
  const { t } = useTranslation('researchDataView');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 50 });
  const rows = useRemote(
    (signal) => call(researchData.rows, { id: detail.id, ...page }, { signal }),
    `${detail.id}:${detail.headVersion}:${page.pageNum}:${page.pageSize}`,
  );
  const shown = rows.data ?? rows.latest;

  return (
    <Table<Row>
      data-testid="dataset-rows"
      size="small"
      rowKey="rowNo"
      loading={rows.loading}
      dataSource={shown?.list ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: shown?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 200],
        showTotal: (total) => t('rows.total', { count: total }),
        onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
      }}
      columns={[
        { key: 'rowNo', title: t('rows.rowNo'), dataIndex: 'rowNo', fixed: 'left', width: 70 },
        ...detail.columns.map((column, index) => ({
          key: column.key,
          title: <ColumnTitle column={column} />,
          render: (_: unknown, row: Row) => formatValue(row.values[index]),
        })),
      ]}
    />
  );
}
