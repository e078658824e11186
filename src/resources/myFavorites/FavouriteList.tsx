import { List, useTable } from '@refinedev/antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { Button, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_TYPES, type MaterialType } from '@contract/endpoints/materials';
import type { favourite } from '@contract/endpoints/materialsUsage';
import type { z } from 'zod';
import { MATERIAL_PATHS } from '../../components/materialPaths';
import { removeFavourite } from './index';
import { formatDateTime } from '../../components/format/dateTime';

type Favourite = z.infer<typeof favourite>;
const RESOURCE = 'myFavorites';

/** The grades the user keeps, newest first, by material type; each opens its page or can be removed. */
export default function FavouriteList() {
  const { t: tc } = useTranslation('console');
  const { t, i18n } = useTranslation('materials');
  const invalidate = useInvalidate();
  const { tableProps, setFilters, filters } = useTable<Favourite>({ resource: RESOURCE, syncWithLocation: true, pagination: { pageSize: 10 } });
  const { mutate, mutation } = useCustomMutation();
  const type = filters.find((filter) => 'field' in filter && filter.field === 'type')?.value as MaterialType | undefined;
  const language = i18n.language === 'en' ? 'en' : 'zh';

  const remove = (gradeId: number) =>
    mutate(
      {
        url: removeFavourite.path,
        method: 'post',
        values: { gradeId },
        successNotification: () => ({ type: 'success', message: t('favourites.removed') }),
      },
      { onSuccess: () => invalidate({ resource: RESOURCE, invalidates: ['list'] }) },
    );

  return (
    <List
      title={tc('menu.myFavorites')}
      headerButtons={
        <Select<MaterialType>
          allowClear
          placeholder={t('favourites.allTypes')}
          aria-label={t('favourites.type')}
          style={{ minWidth: 180 }}
          value={type}
          onChange={(value) => setFilters(value ? [{ field: 'type', operator: 'eq', value }] : [], 'replace')}
          options={MATERIAL_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
      }
    >
      <Table
        {...tableProps}
        rowKey="id"
        data-testid="favourites-table"
        locale={{ emptyText: t('favourites.empty') }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<Favourite>
          title={t('results.grade')}
          render={(_, record) => (
            <Link to={MATERIAL_PATHS.detail(record.grade.type, record.grade.id)} data-testid="favourite-grade">
              {record.grade.name}
            </Link>
          )}
        />
        <Table.Column<Favourite> title={t('favourites.type')} render={(_, record) => <Tag>{t(`types.${record.grade.type}`)}</Tag>} />
        <Table.Column<Favourite> title={t('results.standard')} render={(_, record) => record.grade.standard.code} />
        <Table.Column<Favourite> title={t('results.category')} render={(_, record) => record.grade.category[language]} />
        <Table.Column<Favourite> title={t('favourites.addedAt')} render={(_, record) => formatDateTime(record.createTime)} />
        <Table.Column<Favourite>
          title={tc('table.actions')}
          render={(_, record) => (
            <Space>
              <Popconfirm title={t('favourites.confirmRemove', { name: record.grade.name })} onConfirm={() => remove(record.grade.id)}>
                <Button size="small" danger loading={mutation.isPending} data-testid={`favourite-remove-${record.grade.name}`}>
                  {t('favourites.remove')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        />
      </Table>
    </List>
  );
}
