import { Button, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DATA_SET_SCOPES,
  EXPERIMENT_TYPES,
  PUBLICATION_STATES,
  RESEARCH_PATHS,
  researchData,
  VISIBILITIES,
  type DataSetSummary,
} from '@contract/endpoints/researchData';
import { FilterSearch } from '../../../components/pagedList/PagedList';
import { oneOf, useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { formatDateTime } from '../../../components/format/dateTime';
import { PublicationTag, VisibilityTag } from '../../../components/researchData/StatusTags';
import { useCallAction } from '../../../components/researchData/useCallAction';
import { RESEARCH_CREATE_PATH, researchEditPath } from '../index';
import { enumOptions } from '../shared/options';
import { ProjectSelect } from '../shared/ProjectSelect';
import { PAGE_SIZE, usePagedCall } from '../shared/usePagedCall';

const LISTED_SCOPES = DATA_SET_SCOPES.filter((scope) => scope !== 'recycled');

const readFilters = (params: URLSearchParams) => ({
  scope: oneOf(LISTED_SCOPES, params.get('scope')),
  projectId: /^\d+$/.test(params.get('projectId') ?? '') ? (params.get('projectId') as string) : undefined,
  keyword: params.get('keyword') ?? undefined,
  experimentType: oneOf(EXPERIMENT_TYPES, params.get('experimentType')),
  visibility: oneOf(VISIBILITIES, params.get('visibility')),
  publication: oneOf(PUBLICATION_STATES, params.get('publication')),
});

/** The data sets the caller may see, by scope and filters (kept in the address); own ones may be edited or recycled. */
export function DataSetsTab() {
  const { t } = useTranslation('researchData');
  const { t: tc } = useTranslation('console');
  const navigate = useNavigate();
  const { filters, pageNum, change } = useAddressFilters(readFilters);
  const scope = filters.scope ?? 'mine';
  const { page, loading, reload } = usePagedCall(researchData.page, {
    pageNum,
    pageSize: PAGE_SIZE,
    scope,
    projectId: filters.projectId ? Number(filters.projectId) : undefined,
    keyword: filters.keyword,
    experimentType: filters.experimentType,
    visibility: filters.visibility,
    publication: filters.publication,
  });
  const recycle = useCallAction(researchData.recycle, t('dataSet.recycled'));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          value={scope}
          onChange={(value) => change({ scope: value === 'mine' ? undefined : value })}
          options={enumOptions(t, 'scopes', LISTED_SCOPES)}
          aria-label={t('filters.scope')}
          data-testid="dataset-scope"
          style={{ minWidth: 150 }}
        />
        <ProjectSelect
          allowClear
          value={filters.projectId ? Number(filters.projectId) : undefined}
          onChange={(value) => change({ projectId: value ? String(value) : undefined })}
          placeholder={t('filters.allProjects')}
          testId="dataset-project-filter"
          style={{ minWidth: 180 }}
        />
        <Select
          allowClear
          value={filters.experimentType}
          onChange={(value) => change({ experimentType: value })}
          options={enumOptions(t, 'experimentTypes', EXPERIMENT_TYPES)}
          placeholder={t('filters.allExperimentTypes')}
          aria-label={t('dataSet.experimentType')}
          data-testid="dataset-type-filter"
          style={{ minWidth: 140 }}
        />
        <Select
          allowClear
          value={filters.visibility}
          onChange={(value) => change({ visibility: value })}
          options={enumOptions(t, 'visibility', VISIBILITIES)}
          placeholder={t('filters.allVisibilities')}
          aria-label={t('dataSet.visibility')}
          data-testid="dataset-visibility-filter"
          style={{ minWidth: 160 }}
        />
        <Select
          allowClear
          value={filters.publication}
          onChange={(value) => change({ publication: value })}
          options={enumOptions(t, 'publication', PUBLICATION_STATES)}
          placeholder={t('filters.allPublications')}
          aria-label={t('dataSet.publication')}
          data-testid="dataset-publication-filter"
          style={{ minWidth: 140 }}
        />
        <FilterSearch defaultValue={filters.keyword} label={t('filters.keyword')} onSearch={(keyword) => change({ keyword })} maxWidth={260} testId="dataset-keyword" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(RESEARCH_CREATE_PATH)} data-testid="dataset-create">
          {t('dataSet.create')}
        </Button>
      </Space>
      <Table<DataSetSummary>
        rowKey="id"
        loading={loading}
        dataSource={page?.list ?? []}
        data-testid="dataset-table"
        onRow={(row) => ({ 'data-testid': `dataset-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: t('dataSet.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => tc('table.total', { total }),
          onChange: (next) => change({ page: String(next) }),
        }}
      >
        <Table.Column<DataSetSummary>
          title={t('dataSet.name')}
          render={(_, row) => (
            <Space direction="vertical" size={0}>
              <Link to={RESEARCH_PATHS.dataSet(row.id)} data-testid={`dataset-open-${row.id}`}>
                {row.name}
              </Link>
              <Typography.Text type="secondary">{row.projectName}</Typography.Text>
            </Space>
          )}
        />
        <Table.Column<DataSetSummary> title={t('dataSet.material')} dataIndex="materialName" />
        <Table.Column<DataSetSummary> title={t('dataSet.experimentType')} render={(_, row) => t(`experimentTypes.${row.experimentType}`)} />
        <Table.Column<DataSetSummary> title={t('dataSet.rows')} align="right" dataIndex="rowCount" />
        {scope !== 'mine' && <Table.Column<DataSetSummary> title={t('dataSet.owner')} render={(_, row) => row.owner} />}
        <Table.Column<DataSetSummary> title={t('dataSet.visibility')} render={(_, row) => <VisibilityTag visibility={row.visibility} />} />
        <Table.Column<DataSetSummary> title={t('dataSet.publication')} render={(_, row) => <PublicationTag publication={row.publication} />} />
        <Table.Column<DataSetSummary> title={t('dataSet.version')} render={(_, row) => `v${row.headVersion}`} />
        <Table.Column<DataSetSummary> title={t('dataSet.updated')} render={(_, row) => formatDateTime(row.updateTime)} />
        <Table.Column<DataSetSummary>
          title={tc('table.actions')}
          render={(_, row) =>
            row.access === 'owner' ? (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(researchEditPath(row.id))} data-testid={`dataset-edit-${row.id}`}>
                  {t('dataSet.edit')}
                </Button>
                <Popconfirm
                  title={t('dataSet.recycleConfirm', { name: row.name })}
                  okText={t('dataSet.recycle')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ ...{ 'data-testid': 'dataset-recycle-confirm' } }}
                  onConfirm={async () => {
                    if (await recycle.run({ id: row.id })) reload();
                  }}
                >
                  <Button type="link" size="small" danger data-testid={`dataset-recycle-${row.id}`}>
                    {t('dataSet.recycle')}
                  </Button>
                </Popconfirm>
              </Space>
            ) : null
          }
        />
      </Table>
      <Typography.Text type="secondary">{t('dataSet.chainHint')}</Typography.Text>
    </Space>
  );
}
