import { List } from '@refinedev/antd';
import { Space, Table, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUALITY_APPLICATION_STATES, QUALITY_PATHS, type QualityApplication } from '@contract/endpoints/quality';
import { formatDateTime } from '../../../components/format/dateTime';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { categoryName, points } from '../../../components/quality';
import { ApplicationStateTag } from '../shared/ApplicationStateTag';
import { APPLICATION_RESOURCE, APPLICATION_ROUTE, resubmitPath } from '../shared/paths';

const ALL = 'all';

/**
 * My applications for the formal ranking, a tab per state: open each one, correct and resubmit a rejected one on
 * the application form, go to the published line of an approved one. None yet: where to start a simulation.
 */
export default function ApplicationListPage() {
  const { t, i18n } = useTranslation(['qualityConsole', 'quality', 'console']);
  const { tableProps, values, apply } = useFilteredTable<QualityApplication>({ resource: APPLICATION_RESOURCE });
  const state = (QUALITY_APPLICATION_STATES as readonly string[]).includes(values.state ?? '') ? values.state! : ALL;

  return (
    <List title={t('console:menu.qualityApplication')}>
      <Tabs
        activeKey={state}
        onChange={(key) => apply({ state: key === ALL ? undefined : key })}
        items={[ALL, ...QUALITY_APPLICATION_STATES].map((key) => ({
          key,
          label: <span data-testid={`applications-tab-${key}`}>{key === ALL ? t('applications.all') : t(`quality:state.${key}`)}</span>,
        }))}
      />
      <Table<QualityApplication>
        {...tableProps}
        rowKey="id"
        data-testid="quality-applications"
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <span data-testid="applications-empty">
              {t('applications.empty')} <Link to={QUALITY_PATHS.home}>{t('applications.start')}</Link>
            </span>
          ),
        }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('console:table.total', { total }) }}
      >
        <Table.Column<QualityApplication>
          title={t('fields.productName')}
          render={(_, row) => (
            <Link to={`${APPLICATION_ROUTE}/show/${row.id}`} data-testid={`application-open-${row.id}`}>
              {row.productName}
            </Link>
          )}
        />
        <Table.Column<QualityApplication> title={t('fields.companyName')} dataIndex="companyName" />
        <Table.Column<QualityApplication> title={t('fields.category')} render={(_, row) => categoryName(row.category, i18n.language)} />
        <Table.Column<QualityApplication> title={t('fields.grade')} render={(_, row) => row.grade.name} />
        <Table.Column<QualityApplication> title={t('fields.year')} dataIndex="year" />
        <Table.Column<QualityApplication> title={t('fields.total')} align="right" render={(_, row) => (row.total === null ? '—' : points(row.total))} />
        <Table.Column<QualityApplication> title={t('fields.state')} render={(_, row) => <ApplicationStateTag state={row.state} />} />
        <Table.Column<QualityApplication> title={t('fields.submitTime')} render={(_, row) => formatDateTime(row.submitTime)} />
        <Table.Column<QualityApplication>
          title={t('console:table.actions')}
          render={(_, row) => (
            <Space wrap>
              <Link to={`${APPLICATION_ROUTE}/show/${row.id}`}>{t('applications.details')}</Link>
              {row.state === 'rejected' && (
                <Link to={resubmitPath(row.id)} data-testid={`application-resubmit-${row.id}`}>
                  {t('applications.resubmit')}
                </Link>
              )}
              {row.state === 'approved' && row.lineId !== null && (
                <Link to={QUALITY_PATHS.line(row.lineId)} data-testid={`application-line-${row.id}`}>
                  {t('applications.line')}
                </Link>
              )}
            </Space>
          )}
        />
      </Table>
    </List>
  );
}
