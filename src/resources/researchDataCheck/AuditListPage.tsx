import { List } from '@refinedev/antd';
import { Input, Table, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESEARCH_PATHS, type DataSetSummary, type PublicationState } from '@contract/endpoints/researchData';
import { formatDateTime } from '../../components/format/dateTime';
import { PublicationTag } from '../../components/researchData/StatusTags';
import { useFilteredTable } from '../../console/useFilteredTable';
import { RESEARCH_DATA_CHECK_RESOURCE } from './index';

/** The states an auditor looks at: waiting first (the server orders them oldest first), then the decided ones. */
const QUEUE_STATES = ['pending', 'published', 'rejected'] as const satisfies readonly PublicationState[];

/** Publication applications of R&D data sets, a tab per state, with a keyword; each opens its review page. */
export default function AuditListPage() {
  const { t } = useTranslation(['researchDataView', 'researchData', 'console']);
  const { tableProps, values, apply } = useFilteredTable<DataSetSummary>({ resource: RESEARCH_DATA_CHECK_RESOURCE, initial: { publication: 'pending' } });
  const state = (QUEUE_STATES as readonly string[]).includes(values.publication ?? '') ? (values.publication as PublicationState) : 'pending';

  return (
    <List
      title={t('audit.title')}
      headerButtons={
        <Input.Search
          allowClear
          defaultValue={values.keyword}
          placeholder={t('audit.keyword')}
          aria-label={t('audit.keyword')}
          onSearch={(value) => apply({ keyword: value.trim() || undefined })}
          data-testid="queue-keyword"
        />
      }
    >
      <Tabs
        activeKey={state}
        onChange={(key) => apply({ publication: key })}
        items={QUEUE_STATES.map((key) => ({ key, label: <span data-testid={`queue-tab-${key}`}>{t(`researchData:publication.${key}`)}</span> }))}
      />
      <Table<DataSetSummary>
        {...tableProps}
        rowKey="id"
        data-testid="research-queue"
        locale={{ emptyText: t('audit.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('console:table.total', { total }) }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('audit.name'), render: (_, row) => row.name },
          { key: 'material', title: t('audit.material'), render: (_, row) => row.materialName },
          { key: 'type', title: t('audit.experimentType'), render: (_, row) => t(`researchData:experimentTypes.${row.experimentType}`) },
          { key: 'owner', title: t('audit.owner'), render: (_, row) => (row.companyName ? `${row.owner} · ${row.companyName}` : row.owner) },
          { key: 'rows', title: t('audit.rows'), render: (_, row) => row.rowCount },
          { key: 'time', title: t('audit.updateTime'), render: (_, row) => formatDateTime(row.publishedTime ?? row.updateTime) },
          { key: 'state', title: t('audit.state'), render: (_, row) => <PublicationTag publication={row.publication} /> },
          {
            key: 'open',
            title: t('console:table.actions'),
            render: (_, row) => (
              <Link to={RESEARCH_PATHS.auditDetail(row.id)} data-testid={`queue-open-${row.name}`}>
                {row.publication === 'pending' ? t('audit.review') : t('audit.view')}
              </Link>
            ),
          },
        ]}
      />
    </List>
  );
}
