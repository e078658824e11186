import { Table, Tag, Tooltip } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../../components/format/money';
import { QUALITY_PATHS, type LineSummary } from '../../endpoints';
import { categoryName } from '../../../../components/quality';
import { formatTotal, tiedRanks } from '../format';
import { RankCell } from './RankCell';

export interface LineTableProps {
  lines: readonly LineSummary[];
  /** Columns beyond rank, product, grade, lines and total. */
  show?: { enterprise?: boolean; category?: boolean; year?: boolean; price?: boolean };
  /** The line to highlight (a line's neighbours). */
  currentId?: number;
  /** Mark shared positions; off where the rows come from different categories or years (an enterprise's lines). */
  markTies?: boolean;
  loading?: boolean;
  pagination?: TablePaginationConfig | false;
  testId?: string;
}

/** Product lines ranked: position (ties shown), enterprise, product, grade and standard, lines, total, price. */
export function LineTable({ lines, show = { enterprise: true, price: true }, currentId, markTies = true, loading, pagination = false, testId = 'line-table' }: LineTableProps) {
  const { t, i18n } = useTranslation('qualityRanking');
  const tied = markTies ? tiedRanks(lines) : new Set<number>();
  const columns: ColumnsType<LineSummary> = [
    { key: 'rank', title: t('table.rank'), width: 96, render: (_, line) => <RankCell rank={line.rank} tied={tied.has(line.rank)} /> },
    ...(show.enterprise
      ? [
          {
            key: 'enterprise',
            title: t('table.enterprise'),
            render: (_: unknown, line: LineSummary) => <Link to={QUALITY_PATHS.enterprise(line.enterprise.id)}>{line.enterprise.name}</Link>,
          },
        ]
      : []),
    {
      key: 'product',
      title: t('table.product'),
      render: (_, line) => (
        <Link to={QUALITY_PATHS.line(line.id)} data-testid={`line-link-${line.id}`}>
          {line.productName}
        </Link>
      ),
    },
    ...(show.category ? [{ key: 'category', title: t('table.category'), render: (_: unknown, line: LineSummary) => categoryName(line.category, i18n.language) }] : []),
    {
      key: 'grade',
      title: t('table.grade'),
      render: (_, line) => (
        <>
          {line.grade.name} <span className="at-qrank__muted">{line.grade.standardCode}</span>
        </>
      ),
    },
    {
      key: 'lines',
      title: t('table.productionLines'),
      render: (_, line) => t('table.productionLinesValue', { steelmaking: line.steelmakingLine, rolling: line.rollingLine }),
    },
    ...(show.year ? [{ key: 'year', title: t('table.year'), dataIndex: 'year' }] : []),
    {
      key: 'total',
      title: t('table.total'),
      align: 'right',
      render: (_, line) => (
        <span className="at-qrank__num" data-testid="line-total">
          {formatTotal(line.total)}
          {line.smallSample && (
            <Tooltip title={t('table.smallSampleNote', { count: line.n })}>
              <Tag color="orange" style={{ marginLeft: 8, marginInlineEnd: 0 }} data-testid="small-sample">
                {t('table.smallSample')}
              </Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    ...(show.price
      ? [
          {
            key: 'price',
            title: t('table.reportPrice'),
            align: 'right' as const,
            render: (_: unknown, line: LineSummary) => <span className="at-qrank__num">{formatFen(line.reportPrice)}</span>,
          },
        ]
      : []),
    { key: 'view', title: '', render: (_, line) => <Link to={QUALITY_PATHS.line(line.id)}>{t('table.view')}</Link> },
  ];
  return (
    <Table<LineSummary>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={lines as LineSummary[]}
      loading={loading}
      pagination={pagination}
      rowClassName={(line) => (line.id === currentId ? 'at-qrank__current' : '')}
      scroll={{ x: 'max-content' }}
      data-testid={testId}
    />
  );
}
