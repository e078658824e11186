import { CreateButton, DeleteButton, EditButton, List, useModalForm, useTable } from '@refinedev/antd';
import { useCustom, useInvalidate } from '@refinedev/core';
import { Button, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tmStandard, type EnterpriseStandard, type standardSystem } from '@contract/endpoints/enterpriseStandard';
import type { z } from 'zod';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { formatDateTime } from '../../../components/format/dateTime';
import { StandardStateTag } from '../shared/StateTag';
import { useAction } from '../../../console/useAction';
import { STANDARD_ROUTE } from './index';
import { StandardForm } from './StandardForm';

const RESOURCE = 'enterpriseStandardManagement';

/** The company's standards: create and edit drafts, open a standard's grades, delete drafts, repeal published ones. */
export default function StandardList() {
  const { t } = useTranslation('enterpriseStandard');
  const { t: tc } = useTranslation('console');
  const invalidate = useInvalidate();
  const { tableProps, setFilters } = useTable<EnterpriseStandard>({ resource: RESOURCE, syncWithLocation: true, pagination: { pageSize: 10 } });
  const { result } = useCustom({ url: tmStandard.getSystem.path, method: 'get', errorNotification: false });
  // No system yet answers data null, which the http client passes on as the whole envelope: only a named system counts.
  const answer = result.data as z.infer<typeof standardSystem> | undefined;
  const system = typeof answer?.name === 'string' ? answer : undefined;
  // A save may create or rename the company's standard system: the list and the system line are read again.
  const refresh = () => void invalidate({ invalidates: ['all'] });
  const create = useModalForm<EnterpriseStandard>({ resource: RESOURCE, action: 'create', redirect: false, onMutationSuccess: refresh });
  const edit = useModalForm<EnterpriseStandard>({ resource: RESOURCE, action: 'edit', redirect: false, onMutationSuccess: refresh });
  const total = tableProps.pagination ? (tableProps.pagination.total ?? 0) : 0;

  const openCreate = () => {
    create.show();
    if (system) setTimeout(() => create.formProps.form?.setFieldsValue({ systemName: system.name, systemCode: system.code }));
  };
  const repealAction = useAction(tmStandard.repealStandard, { success: t('standard.repealed'), invalidates: 'all' });
  const repeal = (standard: EnterpriseStandard) => repealAction.run({ id: standard.id });

  return (
    <List
      title={tc('menu.enterpriseStandardManagement')}
      headerButtons={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('standard.searchHint')}
            onSearch={(value) => setFilters(value.trim() ? [{ field: 'keyword', operator: 'eq', value: value.trim() }] : [], 'replace')}
          />
          <CreateButton onClick={openCreate} data-testid="standard-create" />
        </Space>
      }
    >
      {system && <p data-testid="standard-system">{t('standard.systemLine', { name: system.name, code: system.code })}</p>}
      <Table<EnterpriseStandard>
        {...tableProps}
        rowKey="id"
        data-testid="standards-table"
        locale={{ emptyText: t('standard.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (count) => tc('table.total', { total: count }) }}
      >
        <Table.Column<EnterpriseStandard> title={t('standard.number')} render={(_, row) => `${row.number}-${row.year}`} />
        <Table.Column<EnterpriseStandard> title={t('standard.name')} dataIndex="name" />
        <Table.Column<EnterpriseStandard> title={t('standard.issuer')} dataIndex="issuer" />
        <Table.Column<EnterpriseStandard> title={t('standard.country')} render={(_, row) => countryLabel(row.country, t)} />
        <Table.Column<EnterpriseStandard> title={t('standard.gradeCount')} dataIndex="gradeCount" />
        <Table.Column<EnterpriseStandard> title={t('standard.state')} render={(_, row) => <StandardStateTag state={row.state} />} />
        <Table.Column<EnterpriseStandard> title={t('grade.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<EnterpriseStandard>
          title={tc('table.actions')}
          render={(_, row) => (
            <Space wrap>
              <Link to={`${STANDARD_ROUTE}/show/${row.id}`} data-testid={`standard-open-${row.number}`}>
                {t('standard.grades')}
              </Link>
              {row.state === 'draft' && (
                <>
                  <EditButton hideText size="small" recordItemId={row.id} onClick={() => edit.show(row.id)} />
                  <DeleteButton hideText size="small" recordItemId={row.id} resource={RESOURCE} onSuccess={refresh} />
                </>
              )}
              {row.state === 'published' && (
                <Popconfirm title={t('standard.confirmRepeal', { number: row.number })} onConfirm={() => repeal(row)}>
                  <Button size="small" danger data-testid={`standard-repeal-${row.number}`}>
                    {t('standard.repeal')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Table>
      <Modal {...create.modalProps} title={t('standard.createTitle')} destroyOnHidden>
        <StandardForm formProps={create.formProps} systemFixed={Boolean(system) && total > 0} />
      </Modal>
      <Modal {...edit.modalProps} title={t('standard.editTitle')} destroyOnHidden>
        <StandardForm formProps={edit.formProps} systemFixed={total > 1} />
      </Modal>
    </List>
  );
}
