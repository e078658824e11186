import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParseResult } from '../../endpoints';
import { QUALITY_SAMPLE_FIELDS } from '../../endpoints';

type Problem = ParseResult['problems'][number];

/** The label of a template column: a sample field, an element symbol, or '' for the whole row or file. */
export function useColumnLabel() {
  const { t } = useTranslation('quality');
  return (column: string) =>
    column === '' ? t('field.') : (QUALITY_SAMPLE_FIELDS as readonly string[]).includes(column) ? t(`field.${column}`) : t('field.composition', { element: column });
}

/** Row-level problems of an uploaded template, with how many there are in all. */
export function ProblemsTable({ result }: { result: ParseResult }) {
  const { t } = useTranslation('qualitySimulation');
  const columnLabel = useColumnLabel();
  // problemCount is every problem found (the server lists at most QUALITY_LIMITS.problemsShownMax of them).
  const total = Math.max(result.problemCount, result.problems.length);
  const unlisted = total - result.problems.length;
  return (
    <section data-testid="quality-problems">
      <h3 data-testid="quality-problems-count">{t('upload.problemsFound', { count: total })}</h3>
      <p className="at-quality-sim__muted">{t('upload.problemsNote')}</p>
      <Table<Problem>
        rowKey={(problem) => `${problem.row}:${problem.column}:${problem.problem}`}
        size="small"
        dataSource={result.problems}
        pagination={result.problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        columns={[
          { title: t('upload.row'), dataIndex: 'row', width: 80 },
          { title: t('upload.column'), key: 'column', render: (_, problem) => columnLabel(problem.column) },
          { title: t('upload.problem'), key: 'problem', render: (_, problem) => t(`problem.${problem.problem}`) },
          { title: t('upload.value'), key: 'value', render: (_, problem) => problem.value ?? '—' },
        ]}
      />
      {unlisted > 0 && <p className="at-quality-sim__muted">{t('upload.problemsMore', { count: unlisted })}</p>}
    </section>
  );
}
