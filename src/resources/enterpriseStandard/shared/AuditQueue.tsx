import { List } from '@refinedev/antd';
import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDITED_GRADE_STATES, type EnterpriseGradeState, type StandardAuditItem } from '@contract/endpoints/enterpriseStandard';
import { formatDateTime } from '../../../components/format/dateTime';
import { GradeStateTag } from './StateTag';
import { AuditFilters } from '../../../console/AuditFilters';
import { useFilteredTable } from '../../../console/useFilteredTable';

/**
 * The auditors' list of enterprise grades (tm-standard check/list) for one console resource: the queue of
 * applications waiting for review by default, any state on request, oldest application first.
 */
export function AuditQueue({ resource, route, title }: { resource: string; route: string; title: string }) {
  const { t } = useTranslation('enterpriseStandard');
  const { t: tc } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<StandardAuditItem>({ resource, initial: { state: 'pending' } });

  return (
    <List
      title={title}
      headerButtons={
        <AuditFilters<EnterpriseGradeState>
          states={AUDITED_GRADE_STATES.map((value) => ({ value, label: t(`gradeStates.${value}`) }))}
          state={values.state as EnterpriseGradeState}
          keyword={values.keyword}
          stateLabel={t('queue.state')}
          keywordPlaceholder={t('queue.keyword')}
          apply={apply}
        />
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
        <Table.Column<StandardAuditItem> title={t('queue.submitTime')} render={(_, row) => formatDateTime(row.submitTime)} />
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
