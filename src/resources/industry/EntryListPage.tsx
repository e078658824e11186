import { List, useTable } from '@refinedev/antd';
import { Button, Input, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATES, type ContentState } from '@contract/endpoints/content';
import { INDUSTRY_KIND_API, INDUSTRY_KINDS, INDUSTRY_LIMITS, industryAdmin, industryDetailPath, type AdminIndustryEntry, type IndustryKind } from '@contract/endpoints/industry';
import { formatDateTime } from '../../components/format/dateTime';
import { useAction } from '../../console/useAction';
import { useTabParam } from '../../console/useTabParam';
import { INDUSTRY_RESOURCE, industryPaths } from './index';

/** The title in Chinese, else in English. */
const titleOf = (row: Pick<AdminIndustryEntry, 'titleZh' | 'titleEn'>) => row.titleZh || row.titleEn;

/** /my/administration/industry — the industry pages' entries, one tab per kind (`?tab=`). */
export default function EntryListPage() {
  const { t } = useTranslation('industry');
  const { t: tc } = useTranslation('console');
  const [tab, show] = useTabParam(INDUSTRY_KINDS);
  return (
    <List title={tc('menu.industryManagement')} headerButtons={() => null}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as IndustryKind)}
        data-testid="industry-kind-tabs"
        destroyOnHidden
        items={INDUSTRY_KINDS.map((kind) => ({ key: kind, label: t(`kinds.${kind}`), children: <KindTab key={kind} kind={kind} /> }))}
      />
    </List>
  );
}

/** The entries of one kind, last changed first: filter by state and keyword; edit, publish, unpublish, view, delete. */
function KindTab({ kind }: { kind: IndustryKind }) {
  const { t } = useTranslation('industry');
  const { t: tc } = useTranslation('console');
  const navigate = useNavigate();
  const { tableProps, setFilters, filters } = useTable<AdminIndustryEntry>({
    resource: INDUSTRY_RESOURCE,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: 'kind', operator: 'eq', value: kind }] },
  });
  const invalidates = [INDUSTRY_RESOURCE];
  const publish = useAction(industryAdmin.publish, { success: t('manage.published'), invalidates });
  const unpublish = useAction(industryAdmin.unpublish, { success: t('manage.unpublished'), invalidates });
  const remove = useAction(INDUSTRY_KIND_API[kind].remove, { success: t('manage.deleted'), invalidates });
  const current = (field: string) => filters.find((filter) => 'field' in filter && filter.field === field)?.value as string | undefined;
  const filterBy = (field: 'state' | 'keyword', value: string | undefined) => setFilters([{ field, operator: 'eq', value: value || undefined }], 'merge');
  const kindName = t(`kind.${kind}`);

  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Space wrap>
          <Select<ContentState>
            allowClear
            placeholder={t('manage.state')}
            aria-label={t('manage.state')}
            value={current('state') as ContentState | undefined}
            onChange={(value) => filterBy('state', value)}
            options={CONTENT_STATES.map((value) => ({ value, label: t(`entryStates.${value}`) }))}
            style={{ width: 140 }}
            data-testid="industry-state-filter"
          />
          <Input.Search
            allowClear
            placeholder={t('manage.keyword')}
            aria-label={t('manage.keyword')}
            maxLength={INDUSTRY_LIMITS.keywordMax}
            onSearch={(value) => filterBy('keyword', value.trim())}
            style={{ width: 280 }}
          />
        </Space>
        <Button type="primary" onClick={() => void navigate(industryPaths.create(kind))} data-testid="industry-create">
          {t('manage.createTitle', { kind: kindName })}
        </Button>
      </Space>
      <Table<AdminIndustryEntry>
        {...tableProps}
        rowKey="id"
        data-testid={`industry-table-${kind}`}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <span data-testid="industry-empty">{t(`manage.emptyHint.${kind}`)}</span> }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<AdminIndustryEntry> title={t('manage.title')} render={(_, row) => titleOf(row)} ellipsis width={280} />
        <Table.Column<AdminIndustryEntry>
          title={t('manage.state')}
          render={(_, row) => <Tag color={row.state === 'published' ? 'green' : 'default'}>{t(`entryStates.${row.state}`)}</Tag>}
        />
        <Table.Column<AdminIndustryEntry> title={t('manage.publishAt')} render={(_, row) => formatDateTime(row.publishAt)} />
        <Table.Column<AdminIndustryEntry> title={t('manage.updatedAt')} render={(_, row) => formatDateTime(row.updatedAt)} />
        <Table.Column<AdminIndustryEntry> title={t('manage.requests')} dataIndex="requests" />
        <Table.Column<AdminIndustryEntry>
          title={tc('table.actions')}
          render={(_, row) => (
            <Space wrap data-testid={`industry-actions-${row.id}`}>
              <Link to={industryPaths.edit(row.id)}>{t('manage.edit')}</Link>
              {row.state === 'draft' ? (
                <Popconfirm title={t('manage.publishConfirm')} onConfirm={() => void publish.run({ id: row.id })}>
                  <Button type="link" size="small" data-testid={`industry-publish-${row.id}`}>
                    {t('manage.publish')}
                  </Button>
                </Popconfirm>
              ) : (
                <>
                  <Popconfirm title={t('manage.unpublishConfirm')} onConfirm={() => void unpublish.run({ id: row.id })}>
                    <Button type="link" size="small" data-testid={`industry-unpublish-${row.id}`}>
                      {t('manage.unpublish')}
                    </Button>
                  </Popconfirm>
                  <Link to={industryDetailPath(row.kind, row.id)} target="_blank" rel="noopener">
                    {t('manage.viewOnSite')}
                  </Link>
                </>
              )}
              <Popconfirm title={t('manage.deleteConfirm')} okButtonProps={{ danger: true }} onConfirm={() => void remove.run({ id: row.id })}>
                <Button type="link" size="small" danger data-testid={`industry-delete-${row.id}`}>
                  {t('manage.delete')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        />
      </Table>
    </>
  );
}
