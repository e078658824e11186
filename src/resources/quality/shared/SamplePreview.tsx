import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUALITY_SAMPLE_FIELDS, type Submission } from '@contract/endpoints/quality';

type Sample = Submission['preview'][number] & { key: number };

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '—' : String(value));

/** The first rows of a submission's data (one heat or coil each): the template's columns, then its elements. */
export function SamplePreview({ submission }: { submission: Pick<Submission, 'preview' | 'limits'> }) {
  const { t } = useTranslation('quality');
  const elements = submission.limits.composition.map((limit) => limit.el);
  return (
    <Table<Sample>
      size="small"
      pagination={false}
      dataSource={submission.preview.map((row, key) => ({ ...row, key }))}
      scroll={{ x: 'max-content' }}
      data-testid="application-samples"
      columns={[
        ...QUALITY_SAMPLE_FIELDS.map((field) => ({ key: field, title: t(`field.${field}`), render: (_: unknown, row: Sample) => text(row[field]) })),
        ...elements.map((element) => ({
          key: `el-${element}`,
          title: t('field.composition', { element }),
          render: (_: unknown, row: Sample) => text(row.composition[element]),
        })),
      ]}
    />
  );
}
