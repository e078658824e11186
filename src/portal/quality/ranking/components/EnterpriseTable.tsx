import { Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUALITY_PATHS, type EnterpriseRank } from '../../endpoints';
import { formatTotal, tiedRanks } from '../format';
import { RankCell } from './RankCell';

/** Enterprises ranked by the mean total of their lines of a category and year. */
export function EnterpriseTable({ rows, loading, pagination }: { rows: readonly EnterpriseRank[]; loading?: boolean; pagination: TablePaginationConfig | false }) {
  const { t } = useTranslation('qualityRanking');
  const tied = tiedRanks(rows);
  const columns: ColumnsType<EnterpriseRank> = [
    { key: 'rank', title: t('table.rank'), width: 96, render: (_, row) => <RankCell rank={row.rank} tied={tied.has(row.rank)} /> },
    {
      key: 'enterprise',
      title: t('table.enterprise'),
      render: (_, row) => (
        <Link to={QUALITY_PATHS.enterprise(row.enterprise.id)} data-testid={`enterprise-link-${row.enterprise.id}`}>
          {row.enterprise.name}
        </Link>
      ),
    },
    { key: 'lines', title: t('table.rankedLines'), align: 'right', dataIndex: 'lines' },
    {
      key: 'average',
      title: t('table.averageTotal'),
      align: 'right',
      render: (_, row) => (
        <strong className="at-qrank__num" data-testid="enterprise-average">
          {formatTotal(row.averageTotal)}
        </strong>
      ),
    },
    {
      key: 'best',
      title: t('table.bestTotal'),
      align: 'right',
      render: (_, row) => (
        <Link to={QUALITY_PATHS.line(row.bestLineId)} className="at-qrank__num" title={t('table.bestLine')}>
          {formatTotal(row.bestTotal)}
        </Link>
      ),
    },
  ];
  return (
    <Table<EnterpriseRank>
      rowKey={(row) => row.enterprise.id}
      size="middle"
      columns={columns}
      dataSource={rows as EnterpriseRank[]}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid="enterprise-table"
    />
  );
}
