import { List } from '@refinedev/antd';
import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEMAND_STATES, type DemandRow, type DemandState } from '@contract/endpoints/researchDemand';
import { DemandStateTag } from '../../../components/demand/StateTag';
import { formatDateTime } from '../../../components/format/dateTime';
import { AuditFilters } from '../../../console/AuditFilters';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { DEMAND_ADMIN_RESOURCE, DEMAND_ADMIN_ROUTE } from './index';

/** Every research demand, newest first, by state (all by default) and keyword, with its owner and quote count. */
export default function QueuePage() {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<DemandRow>({ resource: DEMAND_ADMIN_RESOURCE });
  return (
    <List
      title={tc('menu.remoteScientificResearch')}
      headerButtons={
        <AuditFilters<DemandState | ''>
          states={[{ value: '', label: t('console.allStates') }, ...DEMAND_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
          state={(values.state as DemandState | undefined) ?? ''}
          keyword={values.keyword}
          stateLabel={t('fields.state')}
          keywordPlaceholder={t('console.keyword')}
          apply={apply}
        />
      }
    >
      <Table<DemandRow>
        {...tableProps}
        rowKey="id"
        data-testid="demand-queue"
        locale={{ emptyText: t('console.empty') }}
        scroll={{ x: true }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<DemandRow> title={t('fields.demandNo')} dataIndex="demandNo" />
        <Table.Column<DemandRow> title={t('fields.title')} dataIndex="title" />
        <Table.Column<DemandRow> title={t('fields.owner')} render={(_, row) => row.ownerName ?? '—'} />
        <Table.Column<DemandRow> title={t('fields.contactName')} dataIndex="contactName" />
        <Table.Column<DemandRow> title={t('fields.quoteCount')} dataIndex="quoteCount" />
        <Table.Column<DemandRow> title={t('fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<DemandRow> title={t('fields.state')} render={(_, row) => <DemandStateTag state={row.state} />} />
        <Table.Column<DemandRow>
          title={tc('table.actions')}
          render={(_, row) => (
            <Link to={`${DEMAND_ADMIN_ROUTE}/show/${row.id}`} data-testid={`queue-open-${row.demandNo}`}>
              {t('console.open')}
            </Link>
          )}
        />
      </Table>
    </List>
  );
}
