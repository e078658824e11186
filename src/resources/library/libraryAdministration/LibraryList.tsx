import { useState } from 'react';
import { DeleteButton, List } from '@refinedev/antd';
import { Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIBRARY_KINDS, libraryAdmin, type LibraryItem } from '@contract/endpoints/library';
import { useStoredFileUrl } from '../../../components/upload/useStoredFileUrl';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { useAction } from '../../../console/useAction';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { LibraryForm } from './LibraryForm';
import { toFormValues, toLibraryInput, type LibraryFormValues } from './libraryInput';
import { useLibraryTypes } from './useLibraryTypes';
import { LIBRARY_ADMIN_RESOURCE } from './index';

function Cover({ id, alt }: { id: string | null; alt: string }) {
  const url = useStoredFileUrl(id ?? undefined);
  return url ? <img src={url} alt={alt} width={40} height={56} style={{ objectFit: 'cover', borderRadius: 2 }} /> : null;
}

const NEW_ITEM: Partial<LibraryFormValues> = { kind: 'document', price: '0.00', published: false, coverId: null, fileId: null };

/** Every library item, published or not, by kind, publication and keyword; create, edit and delete. */
export default function LibraryList() {
  const { t } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<LibraryItem>({ resource: LIBRARY_ADMIN_RESOURCE });
  const types = useLibraryTypes();
  const [form] = Form.useForm<LibraryFormValues>();
  const [editing, setEditing] = useState<{ id?: number; values: Partial<LibraryFormValues> }>();
  const save = useAction(libraryAdmin.save, { success: message('saveSuccessful'), invalidates: [LIBRARY_ADMIN_RESOURCE] });

  const openEditor = async (id?: number) => {
    if (!id) {
      setEditing({ values: NEW_ITEM });
      return;
    }
    try {
      setEditing({ id, values: toFormValues(await call(libraryAdmin.detail, { id })) });
    } catch {
      // The http client has shown why.
    }
  };
  const submit = async () => {
    // The form shows what is wrong.
    const formValues = await form.validateFields().catch(() => undefined);
    if (!formValues) return;
    if ((await save.run(toLibraryInput(formValues, editing?.id))) !== undefined) setEditing(undefined);
  };

  return (
    <List
      title={t('menu.libraryAdministration')}
      headerButtons={() => (
        <Space wrap>
          <Select<string>
            aria-label={t('library.fields.kind')}
            style={{ minWidth: 130 }}
            value={values.kind ?? ''}
            onChange={(value) => apply({ kind: value || undefined })}
            options={[{ value: '', label: t('library.allKinds') }, ...LIBRARY_KINDS.map((value) => ({ value, label: t(`library.kinds.${value}`) }))]}
            data-testid="library-filter-kind"
          />
          <Select<string>
            aria-label={t('library.fields.published')}
            style={{ minWidth: 130 }}
            value={values.published ?? ''}
            onChange={(value) => apply({ published: value || undefined })}
            options={[
              { value: '', label: t('library.allPublication') },
              { value: '1', label: t('library.published') },
              { value: '0', label: t('library.unpublished') },
            ]}
            data-testid="library-filter-published"
          />
          <Input.Search
            allowClear
            defaultValue={values.keyword}
            placeholder={t('library.keyword')}
            onSearch={(value) => apply({ keyword: value.trim() || undefined })}
            style={{ width: 220 }}
            data-testid="library-filter-keyword"
          />
          <Button type="primary" onClick={() => void openEditor()} data-testid="library-create">
            {t('library.create')}
          </Button>
        </Space>
      )}
    >
      <Table<LibraryItem>
        {...tableProps}
        rowKey="id"
        data-testid="library-table"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('library.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('table.total', { total }) }}
      >
        <Table.Column<LibraryItem> title={t('library.fields.cover')} width={64} render={(_, row) => <Cover id={row.coverId} alt={row.title} />} />
        <Table.Column<LibraryItem> title={t('library.fields.title')} dataIndex="title" />
        <Table.Column<LibraryItem> title={t('library.fields.kind')} render={(_, row) => t(`library.kinds.${row.kind}`)} />
        <Table.Column<LibraryItem> title={t('library.fields.type')} render={(_, row) => types.name(row.typeId)} />
        <Table.Column<LibraryItem> title={t('library.fields.authors')} dataIndex="authors" />
        <Table.Column<LibraryItem>
          title={t('library.fields.price')}
          align="right"
          render={(_, row) => (row.price === 0 ? t('library.free') : formatFen(row.price))}
        />
        <Table.Column<LibraryItem>
          title={t('library.fields.published')}
          render={(_, row) => (
            <Tag color={row.published ? 'success' : 'default'} data-testid="library-published-state">
              {t(row.published ? 'library.published' : 'library.unpublished')}
            </Tag>
          )}
        />
        <Table.Column<LibraryItem> title={t('library.fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<LibraryItem>
          title={t('table.actions')}
          render={(_, row) => (
            <Space wrap data-testid={`library-actions-${row.id}`}>
              <Button size="small" onClick={() => void openEditor(row.id)} data-testid={`library-edit-${row.id}`}>
                {t('buttons.edit')}
              </Button>
              <DeleteButton
                hideText
                size="small"
                resource={LIBRARY_ADMIN_RESOURCE}
                recordItemId={row.id}
                confirmTitle={t('library.deleteConfirm', { title: row.title })}
                data-testid={`library-delete-${row.id}`}
              />
            </Space>
          )}
        />
      </Table>
      <Modal
        open={editing !== undefined}
        title={editing?.id ? t('library.editTitle') : t('library.createTitle')}
        onCancel={() => setEditing(undefined)}
        onOk={() => void submit()}
        okText={t('buttons.save')}
        okButtonProps={{ loading: save.running, ...{ 'data-testid': 'library-save' } }}
        width={720}
        destroyOnHidden
      >
        {editing && <LibraryForm key={editing.id ?? 'new'} form={form} initialValues={editing.values} typeOptions={types.options} />}
      </Modal>
    </List>
  );
}
