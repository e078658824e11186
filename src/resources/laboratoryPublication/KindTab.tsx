import { useTable, DeleteButton } from '@refinedev/antd';
import { Button, Input, Space, Table } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KINDS_WITH_FILE, KINDS_WITH_PICTURE, PUBLICATION_PATHS, type LabPublication, type PublicationKind } from '@contract/endpoints/labPublication';
import { formatDateTime } from '../../components/format/dateTime';
import { PUBLICATIONS_RESOURCE, publicationPaths } from './index';
import { Thumbnail } from './Thumbnail';

/** The public page of one published row (drawings have none of their own: their list). */
const publicPathOf = (row: LabPublication) =>
  row.kind === 'case'
    ? PUBLICATION_PATHS.case(row.id)
    : row.kind === 'person'
      ? PUBLICATION_PATHS.person(row.id)
      : row.kind === 'document'
        ? PUBLICATION_PATHS.document(row.id)
        : PUBLICATION_PATHS.drawings;

/** The laboratory's rows of one kind, newest first: search by title, edit, see it in public, delete after confirming. */
export function KindTab({ kind }: { kind: PublicationKind }) {
  const { t } = useTranslation('labPublication');
  const { t: tc } = useTranslation('console');
  const navigate = useNavigate();
  const { tableProps, setFilters } = useTable<LabPublication>({
    resource: PUBLICATIONS_RESOURCE,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: 'kind', operator: 'eq', value: kind }] },
  });
  const kindName = t(`kinds.${kind}`);

  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('manage.keyword')}
          aria-label={t('manage.keyword')}
          maxLength={100}
          onSearch={(value) => setFilters([{ field: 'keyword', operator: 'eq', value: value.trim() || undefined }], 'replace')}
          style={{ maxWidth: 320 }}
        />
        <Button type="primary" onClick={() => void navigate(publicationPaths.create(kind))} data-testid={`publication-create-${kind}`}>
          {t('manage.create')}
        </Button>
      </Space>
      <Table<LabPublication>
        {...tableProps}
        rowKey="id"
        data-testid={`publication-table-${kind}`}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('manage.empty', { kind: kindName }) }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        {KINDS_WITH_PICTURE.includes(kind) && (
          <Table.Column<LabPublication> title={t(`labels.${kind}.picture`)} width={80} render={(_, row) => <Thumbnail id={row.pictureId} alt={row.title} />} />
        )}
        <Table.Column<LabPublication> title={t(`labels.${kind}.title`)} dataIndex="title" ellipsis width={260} />
        <Table.Column<LabPublication> title={t(`labels.${kind}.subtitle`)} dataIndex="subtitle" ellipsis width={200} />
        {KINDS_WITH_FILE.includes(kind) && (
          <Table.Column<LabPublication> title={t(`labels.${kind}.file`)} render={(_, row) => row.file?.name ?? '—'} ellipsis width={200} />
        )}
        <Table.Column<LabPublication> title={t('manage.updateTime')} render={(_, row) => formatDateTime(row.updateTime)} />
        <Table.Column<LabPublication>
          title={t('manage.actions')}
          render={(_, row) => (
            <Space wrap data-testid={`publication-actions-${row.id}`}>
              <Link to={publicationPaths.edit(row.id)}>{t('manage.edit')}</Link>
              <Link to={publicPathOf(row)} target="_blank" rel="noopener">
                {t('manage.view')}
              </Link>
              <DeleteButton hideText size="small" resource={PUBLICATIONS_RESOURCE} recordItemId={row.id} confirmTitle={t('manage.deleteConfirm')} />
            </Space>
          )}
        />
      </Table>
    </>
  );
}
