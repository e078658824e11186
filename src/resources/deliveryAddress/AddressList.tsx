import { CreateButton, DeleteButton, EditButton, List, useModalForm, useTable } from '@refinedev/antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { Button, Modal, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Address } from '@contract/endpoints/address';
import { AddressForm } from './AddressForm';
import { setDefaultAddress } from './index';

const RESOURCE = 'deliveryAddress';

export default function AddressList() {
  const { t } = useTranslation('console');
  const invalidate = useInvalidate();
  const { tableProps } = useTable<Address>({ resource: RESOURCE, syncWithLocation: true, pagination: { pageSize: 10 } });
  const create = useModalForm<Address>({ resource: RESOURCE, action: 'create', redirect: false });
  const edit = useModalForm<Address>({ resource: RESOURCE, action: 'edit', redirect: false });
  const { mutate: makeDefault, mutation } = useCustomMutation();

  const onMakeDefault = (id: number) =>
    makeDefault(
      {
        url: setDefaultAddress.path,
        method: 'post',
        values: { id },
        successNotification: () => ({ type: 'success', message: t('deliveryAddress.defaultSet') }),
      },
      { onSuccess: () => invalidate({ resource: RESOURCE, invalidates: ['list'] }) },
    );

  return (
    <List
      title={t('menu.deliveryAddress')}
      headerButtons={<CreateButton onClick={() => create.show()} data-testid="address-create" />}
    >
      <Table
        {...tableProps}
        rowKey="id"
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('table.total', { total }) }}
      >
        <Table.Column<Address> dataIndex="consignee" title={t('deliveryAddress.fields.consignee')} />
        <Table.Column<Address> dataIndex="telephone" title={t('deliveryAddress.fields.telephone')} />
        <Table.Column<Address>
          dataIndex="locationName"
          title={t('deliveryAddress.fields.address')}
          render={(_, record) => `${record.locationName} ${record.detail}`}
        />
        <Table.Column<Address>
          dataIndex="isDefault"
          title={t('deliveryAddress.fields.isDefault')}
          render={(isDefault: boolean) => (isDefault ? <Tag color="blue">{t('deliveryAddress.default')}</Tag> : null)}
        />
        <Table.Column<Address>
          title={t('table.actions')}
          render={(_, record) => (
            <Space>
              <EditButton hideText size="small" recordItemId={record.id} onClick={() => edit.show(record.id)} />
              <DeleteButton hideText size="small" recordItemId={record.id} resource={RESOURCE} />
              {!record.isDefault && (
                <Button size="small" loading={mutation.isPending} onClick={() => onMakeDefault(record.id)}>
                  {t('deliveryAddress.makeDefault')}
                </Button>
              )}
            </Space>
          )}
        />
      </Table>
      <Modal {...create.modalProps} title={t('deliveryAddress.createTitle')} destroyOnHidden>
        <AddressForm formProps={create.formProps} />
      </Modal>
      <Modal {...edit.modalProps} title={t('deliveryAddress.editTitle')} destroyOnHidden>
        <AddressForm formProps={edit.formProps} />
      </Modal>
    </List>
  );
}
