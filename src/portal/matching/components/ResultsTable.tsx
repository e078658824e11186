import { Progress, Space, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MatchResultsOutput } from '../model/types';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { points } from '../model/format';
import { RESULT_PAGE_SIZES } from '../model/constants';
import { DeclaredTag } from './DeclaredTag';
import { Explanation } from './Explanation';

type Result = MatchResultsOutput['list'][number];

/**
 * Ranked results, one page: the score as a bar, a row that opens on the contribution of each element and
 * property, a link to the grade's page, links to the explanation pages, and checkboxes to compare.
 */
export function ResultsTable({
  data,
  selected,
  onToggle,
  onPage,
  detailLink,
}: {
  data: MatchResultsOutput;
  selected: readonly number[];
  onToggle: (result: Result) => void;
  onPage: (page: number, pageSize: number) => void;
  /** The explanation pages of a result, or null when the query is not a grade (the row still opens). */
  detailLink: ((result: Result, view: 'detail' | 'composition') => string) | null;
}) {
  const { t } = useTranslation(['matching', 'materials']);
  return (
    <Table<Result>
      rowKey={(result) => result.grade.id}
      dataSource={data.list}
      size="middle"
      data-testid="match-results"
      rowClassName={() => 'at-match-row'}
      pagination={{
        current: data.pageNum,
        pageSize: data.pageSize,
        total: data.total,
        pageSizeOptions: RESULT_PAGE_SIZES.map(String),
        showSizeChanger: true,
        onChange: onPage,
        showTotal: (total) => t('results.total', { total }),
      }}
      rowSelection={{
        selectedRowKeys: [...selected],
        hideSelectAll: true,
        onSelect: (result) => onToggle(result),
        getCheckboxProps: (result) => ({ title: t('results.select', { grade: result.grade.name }) }),
      }}
      expandable={{ expandedRowRender: (result) => <Explanation explanation={result.explanation} /> }}
      columns={[
        { title: t('results.rank'), dataIndex: 'rank', width: 70 },
        {
          title: t('results.grade'),
          render: (_, result) => (
            <>
              <Link to={MATERIAL_PATHS.detail(result.grade.type, result.grade.id)} data-testid="result-grade">
                {result.grade.name}
              </Link>{' '}
              <DeclaredTag declared={result.declared} />
            </>
          ),
        },
        { title: t('results.standard'), render: (_, result) => result.grade.standard.code },
        { title: t('results.country'), render: (_, result) => countryLabel(result.grade.standard.country, t) },
        {
          title: t('results.score'),
          width: 200,
          render: (_, result) => (
            <Progress percent={result.score} size="small" format={() => points(result.score)} data-testid="result-score" />
          ),
        },
        {
          title: t('results.actions'),
          render: (_, result) =>
            detailLink && (
              <Space size="small" wrap>
                <Link to={detailLink(result, 'detail')} data-testid="result-explanation">
                  {t('results.explanation')}
                </Link>
                <Link to={detailLink(result, 'composition')}>{t('results.compositionView')}</Link>
              </Space>
            ),
        },
      ]}
    />
  );
}
