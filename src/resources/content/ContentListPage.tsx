import { List, useTable, DeleteButton } from '@refinedev/antd';
import { Button, Input, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, CONTENT_LIMITS, CONTENT_STATES, contentAdmin, type AdminArticle, type ContentKind, type ContentState } from '@contract/endpoints/content';
import { CONTENT_PATHS } from '@contract/contentPaths';
import { formatDateTime } from '../../components/format/dateTime';
import { useAction } from '../../console/useAction';
import { useTabParam } from '../../console/useTabParam';
import { CONTENT_RESOURCE, contentPaths } from './index';

/** The public address of a published row ('page' rows: the about page; banners have none of their own). */
export const publicPathOf = (row: Pick<AdminArticle, 'id' | 'kind' | 'slug' | 'linkUrl'>): string | null =>
  row.kind === 'banner' ? row.linkUrl : row.kind === 'page' ? (row.slug === 'about' ? CONTENT_PATHS.about : null) : CONTENT_PATHS.article(row.kind, row.id);

/** The title in Chinese, else in English. */
export const titleOf = (row: Pick<AdminArticle, 'titleZh' | 'titleEn'>) => row.titleZh || row.titleEn;

/** /my/administration/content — every kind of the platform's content, one tab per kind (`?tab=`). */
export default function ContentListPage() {
  const { t } = useTranslation('contentConsole');
  const { t: tc } = useTranslation('console');
  const [tab, show] = useTabParam(CONTENT_KINDS);
  return (
    <List title={tc('menu.contentManagement')} headerButtons={() => null}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as ContentKind)}
        data-testid="content-tabs"
        destroyOnHidden
        items={CONTENT_KINDS.map((kind) => ({ key: kind, label: t(`kinds.${kind}`), children: <KindTab key={kind} kind={kind} /> }))}
      />
    </List>
  );
}

/** The rows of one kind, last changed first: filter by state and keyword; edit, publish, unpublish, view, delete. */
function KindTab({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('contentConsole');
  const { t: tc } = useTranslation('console');
  const navigate = useNavigate();
  const { tableProps, setFilters, filters } = useTable<AdminArticle>({
    resource: CONTENT_RESOURCE,
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: 'kind', operator: 'eq', value: kind }] },
  });
  const publish = useAction(contentAdmin.publish, { success: t('list.published'), invalidates: [CONTENT_RESOURCE] });
  const unpublish = useAction(contentAdmin.unpublish, { success: t('list.unpublished'), invalidates: [CONTENT_RESOURCE] });
  const current = (field: string) => filters.find((filter) => 'field' in filter && filter.field === field)?.value as string | undefined;
  const filterBy = (field: 'state' | 'keyword', value: string | undefined) => setFilters([{ field, operator: 'eq', value: value || undefined }], 'merge');

  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Space wrap>
          <Select<ContentState>
            allowClear
            placeholder={t('list.state')}
            aria-label={t('list.state')}
            value={current('state') as ContentState | undefined}
            onChange={(value) => filterBy('state', value)}
            options={CONTENT_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
            style={{ width: 140 }}
            data-testid="content-state-filter"
          />
          <Input.Search
            allowClear
            placeholder={t('list.keyword')}
            aria-label={t('list.keyword')}
            maxLength={CONTENT_LIMITS.keywordMax}
            onSearch={(value) => filterBy('keyword', value.trim())}
            style={{ width: 280 }}
          />
        </Space>
        <Button type="primary" onClick={() => void navigate(contentPaths.create(kind))} data-testid="content-create">
          {t('list.create', { kind: t(`kinds.${kind}`) })}
        </Button>
      </Space>
      <Table<AdminArticle>
        {...tableProps}
        rowKey="id"
        data-testid={`content-table-${kind}`}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('list.empty', { kind: t(`kinds.${kind}`) }) }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<AdminArticle> title={t('fields.title')} render={(_, row) => titleOf(row)} ellipsis width={280} />
        <Table.Column<AdminArticle> title={t('fields.kind')} render={(_, row) => t(`kinds.${row.kind}`)} />
        <Table.Column<AdminArticle>
          title={t('fields.state')}
          render={(_, row) => <Tag color={row.state === 'published' ? 'green' : 'default'}>{t(`states.${row.state}`)}</Tag>}
        />
        <Table.Column<AdminArticle> title={t('fields.publishAt')} render={(_, row) => formatDateTime(row.publishAt)} />
        <Table.Column<AdminArticle> title={t('fields.views')} dataIndex="views" />
        <Table.Column<AdminArticle>
          title={tc('table.actions')}
          render={(_, row) => {
            const site = row.state === 'published' ? publicPathOf(row) : null;
            return (
              <Space wrap data-testid={`content-actions-${row.id}`}>
                <Link to={contentPaths.edit(row.id)}>{tc('buttons.edit')}</Link>
                {row.state === 'draft' ? (
                  <Popconfirm title={t('list.publishConfirm')} onConfirm={() => void publish.run({ id: row.id })}>
                    <Button type="link" size="small" data-testid={`content-publish-${row.id}`}>
                      {t('actions.publish')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Popconfirm title={t('list.unpublishConfirm')} onConfirm={() => void unpublish.run({ id: row.id })}>
                    <Button type="link" size="small" data-testid={`content-unpublish-${row.id}`}>
                      {t('actions.unpublish')}
                    </Button>
                  </Popconfirm>
                )}
                {site && (
                  <Link to={site} target="_blank" rel="noopener">
                    {t('actions.viewOnSite')}
                  </Link>
                )}
                <DeleteButton hideText size="small" resource={CONTENT_RESOURCE} recordItemId={row.id} confirmTitle={t('list.deleteConfirm')} />
              </Space>
            );
          }}
        />
      </Table>
    </>
  );
}
