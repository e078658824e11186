import { List } from '@refinedev/antd';
import { Button, Select, Table, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEMAND_STATES, demandDetailPath, type DemandRow, type DemandState } from '@contract/endpoints/researchDemand';
import { PERMISSIONS } from '@contract/permissions';
import { DemandStateTag } from '../../../components/demand/StateTag';
import { formatDateTime } from '../../../components/format/dateTime';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { useTabParam } from '../../../console/useTabParam';
import { useSession } from '../../../providers/session';
import { MY_DEMANDS_RESOURCE } from './index';
import { QuotesTab } from './QuotesTab';

const TABS = ['demands', 'quotes'] as const;
type Tab = (typeof TABS)[number];

function DemandsTab() {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<DemandRow>({ resource: MY_DEMANDS_RESOURCE });
  return (
    <>
      <Select<DemandState | ''>
        aria-label={t('fields.state')}
        style={{ minWidth: 160, marginBottom: 12 }}
        value={(values.state as DemandState | undefined) ?? ''}
        onChange={(state) => apply({ state: state || undefined })}
        options={[{ value: '', label: t('console.allStates') }, ...DEMAND_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
        data-testid="my-demands-state"
      />
      <Table<DemandRow>
        {...tableProps}
        rowKey="id"
        data-testid="my-demands"
        locale={{ emptyText: t('console.empty') }}
        scroll={{ x: true }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<DemandRow> title={t('fields.demandNo')} dataIndex="demandNo" />
        <Table.Column<DemandRow> title={t('fields.title')} dataIndex="title" />
        <Table.Column<DemandRow> title={t('fields.quoteCount')} dataIndex="quoteCount" />
        <Table.Column<DemandRow> title={t('fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<DemandRow> title={t('fields.state')} render={(_, row) => <DemandStateTag state={row.state} />} />
        <Table.Column<DemandRow>
          title={tc('table.actions')}
          render={(_, row) => (
            <Link to={demandDetailPath(row.id)} data-testid={`my-demand-${row.demandNo}`}>
              {t('console.open')}
            </Link>
          )}
        />
      </Table>
    </>
  );
}

/** /my/requirementList — my research demands by state; a laboratory account also sees its quotes. */
export default function MyDemandsPage() {
  const { t } = useTranslation('demand');
  const navigate = useNavigate();
  const { permissions } = useSession();
  const [tab, show] = useTabParam(TABS);
  const laboratory = permissions?.includes(PERMISSIONS.laboratoryOperate) ?? false;
  const file = (
    <Button type="primary" onClick={() => void navigate('/cloud/requirementFill')} data-testid="my-demands-file">
      {t('console.file')}
    </Button>
  );
  return (
    <List title={t('console.mineTitle')} headerButtons={() => file}>
      {laboratory ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => show(key as Tab)}
          data-testid="my-demands-tabs"
          items={[
            { key: 'demands', label: t('console.tabDemands'), children: <DemandsTab /> },
            { key: 'quotes', label: t('console.tabQuotes'), children: <QuotesTab /> },
          ]}
        />
      ) : (
        <DemandsTab />
      )}
    </List>
  );
}
