import { Card, Col, Row, Segmented, Space, Statistic, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXPERIMENT_TYPES, RESEARCH_PATHS, researchData, VISIBILITIES, type DataSetSummary } from '@contract/endpoints/researchData';
import { formatDateTime } from '../../../components/format/dateTime';
import { PublicationTag, VisibilityTag } from '../../../components/researchData/StatusTags';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';

const SCOPES = ['company', 'mine'] as const;
const PAGE_SIZE = 10;
type Scope = (typeof SCOPES)[number];

/** How many data sets of the scope there are of each experiment type and each visibility (one call, counted in the database). */
function useCounts(scope: Scope) {
  return useRemote(async (signal) => {
    const figures = await call(researchData.figures, { scope }, { signal, silent: true });
    return {
      types: EXPERIMENT_TYPES.map((key) => [key, figures.experimentTypes.find((row) => row.key === key)?.count ?? 0] as const),
      visibilities: VISIBILITIES.map((key) => [key, figures.visibilities.find((row) => row.key === key)?.count ?? 0] as const),
    };
  }, scope);
}

/** The R&D tab of the enterprise data page: the company's data sets (or the caller's own) with small statistics. */
export function ResearchDataTab() {
  const { t } = useTranslation('researchData');
  const { t: tc } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const scope: Scope = SCOPES.find((candidate) => candidate === params.get('scope')) ?? 'company';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { scope?: Scope; page?: number }) => {
    const query: Record<string, string> = { tab: 'research' };
    const nextScope = next.scope ?? scope;
    if (nextScope !== 'company') query.scope = nextScope;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query, { replace: true });
  };
  const listed = useRemote((signal) => call(researchData.page, { scope, pageNum, pageSize: PAGE_SIZE }, { signal }), `${scope}#${pageNum}`);
  const page = listed.latest;
  const counts = useCounts(scope).latest;
  const nonZero = <T extends string>(pairs: readonly (readonly [T, number])[] | undefined) => (pairs ?? []).filter(([, value]) => value > 0);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="enterprise-research">
      <Space wrap>
        <Segmented value={scope} onChange={(value) => go({ scope: value as Scope })} options={SCOPES.map((value) => ({ value, label: t(`scopes.${value}`) }))} data-testid="enterprise-research-scope" />
        <Link to={RESEARCH_PATHS.management}>{t('enterprise.manage')}</Link>
      </Space>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('enterprise.byExperimentType')} data-testid="enterprise-research-types">
            {nonZero(counts?.types).length === 0 ? (
              <Typography.Text type="secondary">{t('enterprise.noData')}</Typography.Text>
            ) : (
              <Space wrap size="large">
                {nonZero(counts?.types).map(([type, value]) => (
                  <Statistic key={type} title={t(`experimentTypes.${type}`)} value={value} data-testid={`enterprise-count-type-${type}`} />
                ))}
              </Space>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('enterprise.byVisibility')} data-testid="enterprise-research-visibilities">
            {nonZero(counts?.visibilities).length === 0 ? (
              <Typography.Text type="secondary">{t('enterprise.noData')}</Typography.Text>
            ) : (
              <Space wrap size="large">
                {nonZero(counts?.visibilities).map(([visibility, value]) => (
                  <Statistic key={visibility} title={t(`visibility.${visibility}`)} value={value} data-testid={`enterprise-count-visibility-${visibility}`} />
                ))}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
      <Table<DataSetSummary>
        rowKey="id"
        loading={listed.loading}
        dataSource={page?.list ?? []}
        data-testid="enterprise-research-table"
        locale={{ emptyText: t('dataSet.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => tc('table.total', { total }),
          onChange: (next) => go({ page: next }),
        }}
      >
        <Table.Column<DataSetSummary> title={t('dataSet.name')} render={(_, row) => <Link to={RESEARCH_PATHS.dataSet(row.id)}>{row.name}</Link>} />
        <Table.Column<DataSetSummary> title={t('dataSet.project')} dataIndex="projectName" />
        <Table.Column<DataSetSummary> title={t('dataSet.material')} dataIndex="materialName" />
        <Table.Column<DataSetSummary> title={t('dataSet.experimentType')} render={(_, row) => t(`experimentTypes.${row.experimentType}`)} />
        <Table.Column<DataSetSummary> title={t('dataSet.owner')} dataIndex="owner" />
        <Table.Column<DataSetSummary> title={t('dataSet.rows')} align="right" dataIndex="rowCount" />
        <Table.Column<DataSetSummary> title={t('dataSet.visibility')} render={(_, row) => <VisibilityTag visibility={row.visibility} />} />
        <Table.Column<DataSetSummary> title={t('dataSet.publication')} render={(_, row) => <PublicationTag publication={row.publication} />} />
        <Table.Column<DataSetSummary> title={t('dataSet.updated')} render={(_, row) => formatDateTime(row.updateTime)} />
      </Table>
    </Space>
  );
}
