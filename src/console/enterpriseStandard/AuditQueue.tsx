import { List } from '@refinedev/antd';
import { Input, Select, Space, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GRADE_STATES, type EnterpriseGradeState, type StandardAuditItem } from '@contract/endpoints/enterpriseStandard';
import { formatTime } from './format';
import { GradeStateTag } from './StateTag';
import { useFilteredTable } from '../useFilteredTable';

/**
 * The auditors' list of enterprise grades (tm-standard check/list) for one console resource: the queue of
 * applications waiting for review by default, any state on request, oldest application first.
 */
export function AuditQueue({ resource, route, title }: { resource: string; route: string; title: string }) {
  const { t } = useTranslation('enterpriseStandard');
  const { t: tc } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<StandardAuditItem>({ resource, initial: { state: 'pending' } });
  const state = values.state as EnterpriseGradeState;
  const keyword = values.keyword;

  return (
    <List
      title={title}
      headerButtons={
        <Space wrap>
          <Select<EnterpriseGradeState>
            aria-label={t('queue.state')}
            style={{ minWidth: 140 }}
            value={state}
            onChange={(value) => apply({ state: value })}
            options={GRADE_STATES.filter((value) => value !== 'draft').map((value) => ({ value, label: t(`gradeStates.${value}`) }))}
            data-testid="queue-state"
          />
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('queue.keyword')}
            onSearch={(value) => apply({ keyword: value.trim() || undefined })}
            data-testid="queue-keyword"
          />
        </Space>
      }
    >
      <Table<StandardAuditItem>
        {...tableProps}
        rowKey="id"
        data-testid="audit-queue"
        locale={{ emptyText: t('queue.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<StandardAuditItem> title={t('grade.name')} dataIndex="name" />
        <Table.Column<StandardAuditItem> title={t('grade.materialNumber')} dataIndex="materialNumber" />
        <Table.Column<StandardAuditItem>
          title={t('standard.title')}
          render={(_, row) => `${row.standardNumber}-${row.standardYear} ${row.standardName}`}
        />
        <Table.Column<StandardAuditItem> title={t('queue.company')} dataIndex="companyName" />
        <Table.Column<StandardAuditItem> title={t('queue.submitTime')} render={(_, row) => formatTime(row.submitTime)} />
        <Table.Column<StandardAuditItem> title={t('grade.state')} render={(_, row) => <GradeStateTag state={row.state} />} />
        <Table.Column<StandardAuditItem>
          title={tc('table.actions')}
          render={(_, row) => (
            <Link to={`${route}/show/${row.id}`} data-testid={`queue-open-${row.name}`}>
              {row.state === 'pending' ? t('queue.review') : t('queue.view')}
            </Link>
          )}
        />
      </Table>
    </List>
  );
}
