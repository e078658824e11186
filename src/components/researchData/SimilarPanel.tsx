import { Alert, Empty, Progress, Skeleton, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { researchData, type DataSetDetail, type similarOutput } from '@contract/endpoints/researchData';
import { call, type ApiError } from '../../providers/http';
import { MatchExplanation } from '../matchExplanation/MatchExplanation';
import { points } from '../matchExplanation/format';
import { MATERIAL_PATHS } from '../materialPaths';
import { useRemote } from '../useRemote';
import { formatValue } from './columnTitle';

type Similar = z.infer<typeof similarOutput>;
type Result = Similar['results'][number];

/** The server refuses with 409 when the data set has no composition column to match. */
const NO_COMPOSITION = 409;

/** The measured means the matching used: the composition, then the properties with their units. */
function Measured({ detail, similar }: { detail: DataSetDetail; similar: Similar }) {
  const { t } = useTranslation(['dataProduct', 'researchData']);
  const unitOf = (property: string) => detail.columns.find((column) => column.property === property)?.unit ?? '';
  return (
    <Space wrap align="start" size={24}>
      <div>
        <Typography.Title level={5}>{t('similar.composition')}</Typography.Title>
        <Table
          size="small"
          rowKey="el"
          pagination={false}
          data-testid="similar-elements"
          dataSource={similar.elements}
          columns={[
            { key: 'el', title: t('similar.element'), dataIndex: 'el' },
            { key: 'value', title: t('similar.value'), render: (_, row: Similar['elements'][number]) => formatValue(row.value) },
          ]}
        />
      </div>
      <div>
        <Typography.Title level={5}>{t('similar.properties')}</Typography.Title>
        <Table
          size="small"
          rowKey="property"
          pagination={false}
          data-testid="similar-properties"
          locale={{ emptyText: t('similar.noProperties') }}
          dataSource={similar.properties}
          columns={[
            { key: 'property', title: t('similar.property'), render: (_, row: Similar['properties'][number]) => t(`researchData:properties.${row.property}`, { defaultValue: row.property }) },
            { key: 'value', title: t('similar.value'), render: (_, row: Similar['properties'][number]) => `${formatValue(row.value)} ${unitOf(row.property)}`.trim() },
          ]}
        />
      </div>
    </Space>
  );
}

/**
 * The catalogue grades closest to what the data set measured (researchData.similar, the matching engine): the means
 * it used, then each grade's rank, page, standard and score, opening on the matching pages' explanation of the score.
 */
export default function SimilarPanel({ id, detail }: { id: number; detail: DataSetDetail }) {
  const { t } = useTranslation('dataProduct');
  const similar = useRemote((signal) => call(researchData.similar, { id }, { signal, silent: true }), `${id}:${detail.headVersion}`);

  if (similar.error !== undefined) {
    const error = similar.error as ApiError;
    return error.statusCode === NO_COMPOSITION ? (
      <Empty data-testid="similar-no-composition" description={<><strong>{t('similar.noComposition')}</strong><div>{error.message}</div></>} />
    ) : (
      <Alert type="warning" showIcon data-testid="similar-failed" message={t('similar.loadFailed', { message: error.message })} />
    );
  }
  if (!similar.data) return <Skeleton active />;
  const answer = similar.data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="similar-panel">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('similar.intro')}
      </Typography.Paragraph>
      <Measured detail={detail} similar={answer} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('similar.results')}
      </Typography.Title>
      <Table<Result>
        size="middle"
        rowKey={(result) => result.grade.id}
        pagination={false}
        data-testid="similar-results"
        dataSource={answer.results}
        locale={{ emptyText: t('similar.noResults') }}
        expandable={{
          expandedRowRender: (result) => <MatchExplanation explanation={result.explanation} />,
          defaultExpandedRowKeys: answer.results.slice(0, 1).map((result) => result.grade.id),
        }}
        columns={[
          { key: 'rank', title: t('similar.rank'), dataIndex: 'rank', width: 70 },
          {
            key: 'grade',
            title: t('similar.grade'),
            render: (_, result) => (
              <Link to={MATERIAL_PATHS.detail(result.grade.type, result.grade.id)} data-testid={`similar-grade-${result.grade.id}`}>
                {result.grade.name}
              </Link>
            ),
          },
          { key: 'standard', title: t('similar.standard'), render: (_, result) => result.grade.standard.code },
          {
            key: 'score',
            title: t('similar.score'),
            width: 220,
            render: (_, result) => <Progress percent={result.score} size="small" format={() => points(result.score)} />,
          },
        ]}
      />
    </Space>
  );
}
