import { Alert, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { importProblem, ImportPreview } from '@contract/endpoints/researchData';
import { previewColumns } from './mappingRules';

type Problem = z.infer<typeof importProblem>;

/** The converted first rows of a preview, and every problem that stops the import (row, column, what, value). */
export function PreviewPanel({ preview, stale }: { preview: ImportPreview; stale: boolean }) {
  const { t } = useTranslation('researchData');
  const columns = previewColumns(preview.mapping, preview.rows[0]?.length ?? 0);
  const rows = preview.rows.map((cells, rowIndex) => ({ rowIndex, cells }));
  const headerOf = (column: number) => preview.headers[column] || `#${column + 1}`;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="import-preview">
      {stale && <Alert type="warning" showIcon message={t('preview.stale')} data-testid="import-preview-stale" />}
      <Typography.Text data-testid="import-preview-summary">
        {t('preview.summary', { rows: preview.rowCount, shown: preview.rows.length, encoding: preview.encoding })}
      </Typography.Text>
      <Table
        size="small"
        rowKey="rowIndex"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content', y: 320 }}
        columns={columns.map((entryIndex, cell) => {
          const entry = preview.mapping[entryIndex];
          return {
            key: String(entryIndex),
            title: entry.unit ? `${entry.label} (${entry.unit === '1' ? '—' : entry.unit})` : entry.label,
            render: (_: unknown, row: { cells: (number | string | null)[] }) => (row.cells[cell] === null ? <Typography.Text type="secondary">—</Typography.Text> : String(row.cells[cell])),
          };
        })}
      />
      {preview.problemCount === 0 ? (
        <Alert type="success" showIcon message={t('preview.noProblems')} data-testid="import-no-problems" />
      ) : (
        <>
          <Alert type="error" showIcon message={t('preview.problems', { count: preview.problemCount })} data-testid="import-problem-count" />
          <Table<Problem>
            size="small"
            rowKey={(problem) => `${problem.row}-${problem.column}-${problem.kind}`}
            dataSource={preview.problems}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
            data-testid="import-problems"
            columns={[
              { title: t('preview.row'), render: (_, problem) => (problem.row === 0 ? t('preview.wholeColumn') : problem.row) },
              { title: t('preview.column'), render: (_, problem) => headerOf(problem.column) },
              { title: t('preview.problem'), render: (_, problem) => t(`importProblems.${problem.kind}`) },
              { title: t('preview.value'), render: (_, problem) => problem.value || '—' },
            ]}
          />
          {preview.problemCount > preview.problems.length && <Typography.Text type="secondary">{t('preview.moreProblems', { shown: preview.problems.length })}</Typography.Text>}
        </>
      )}
    </Space>
  );
}
