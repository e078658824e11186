import { List } from '@refinedev/antd';
import { Input, Select, Space, Table, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { STANDARD_STATES, type EnterpriseStandardState, type standardWithGrades } from '@contract/endpoints/enterpriseStandard';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { formatDateTime } from '../../../components/format/dateTime';
import { GradeStateTag, StandardStateTag } from '../shared/StateTag';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { STANDARD_ROUTE } from '../enterpriseStandardManagement';

type Row = z.infer<typeof standardWithGrades>;

/** Every standard of the company with all its grades and their states; each opens its management page. */
export default function DataList() {
  const { t } = useTranslation('enterpriseStandard');
  const { t: tc } = useTranslation('console');
  const { tableProps, values: current, apply } = useFilteredTable<Row>({ resource: 'enterpriseDataManagement' });

  return (
    <List
      title={tc('menu.enterpriseDataManagement')}
      headerButtons={
        <Space wrap>
          <Select<EnterpriseStandardState>
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t('data.allStates')}
            aria-label={t('standard.state')}
            value={current.state as EnterpriseStandardState | undefined}
            onChange={(value) => apply({ state: value })}
            options={STANDARD_STATES.map((value) => ({ value, label: t(`standardStates.${value}`) }))}
          />
          <Input.Search allowClear placeholder={t('standard.searchHint')} onSearch={(value) => apply({ keyword: value.trim() || undefined })} />
        </Space>
      }
    >
      <Table<Row>
        {...tableProps}
        rowKey="id"
        data-testid="data-table"
        locale={{ emptyText: t('standard.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<Row>
          title={t('standard.title')}
          render={(_, row) => <Link to={`${STANDARD_ROUTE}/show/${row.id}`}>{`${row.number}-${row.year} ${row.name}`}</Link>}
        />
        <Table.Column<Row> title={t('standard.state')} render={(_, row) => <StandardStateTag state={row.state} />} />
        <Table.Column<Row>
          title={t('data.grades')}
          render={(_, row) => (
            <Space wrap>
              {row.grades.map((grade) => (
                <Space key={grade.id} size={4} data-testid={`data-grade-${grade.name}`}>
                  {grade.publishedGradeId !== null ? (
                    <Link to={MATERIAL_PATHS.detail('steel', grade.publishedGradeId)}>{grade.name}</Link>
                  ) : (
                    <span>{grade.name}</span>
                  )}
                  <Tooltip title={grade.rejectReason ?? undefined}>
                    <span>
                      <GradeStateTag state={grade.state} />
                    </span>
                  </Tooltip>
                </Space>
              ))}
            </Space>
          )}
        />
        <Table.Column<Row> title={t('grade.updateTime')} render={(_, row) => formatDateTime(row.updateTime)} />
      </Table>
    </List>
  );
}
