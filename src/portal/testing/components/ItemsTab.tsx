import { useState } from 'react';
import { Button, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { FilterSearch, PagedList } from '../../../components/pagedList/PagedList';
import { oneOf, useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { CAPABILITY_KINDS, examineContent, ITEM_CATEGORIES, type CapabilityKind, type DetectionItem, type ItemCategory } from '../endpoints';
import { useNameOf } from '../text';
import type { BasketControls } from '../useBasket';
import { ItemDrawer } from './ItemDrawer';

const PAGE_SIZE = 20;
const DASH = '—';

/** The catalogue's items by kind, category and keyword (and the laboratory of `?laboratoryId=`), each to pick or look at. */
export function ItemsTab({ controls, laboratoryId }: { controls: BasketControls; laboratoryId: number | undefined }) {
  const { t, i18n } = useTranslation('testing');
  const nameOf = useNameOf();
  const [open, setOpen] = useState<DetectionItem | undefined>();
  const { filters, pageNum, change } = useAddressFilters(
    (params) => ({
      keyword: params.get('keyword') || undefined,
      kind: oneOf(CAPABILITY_KINDS, params.get('kind')),
      category: oneOf(ITEM_CATEGORIES, params.get('category')),
    }),
    laboratoryId ? { laboratoryId: String(laboratoryId) } : {},
  );
  const { keyword, kind, category } = filters;
  const query = { keyword, kind, category, laboratoryId, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(examineContent.list, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;
  const pick = (item: DetectionItem) => controls.add({ itemId: item.id, condition: '', nameZh: item.nameZh, nameEn: item.nameEn });

  return (
    <>
      <div className="at-testing__filters">
        <Select<CapabilityKind | ''>
          aria-label={t('fields.kind')}
          value={kind ?? ''}
          onChange={(value) => change({ kind: value || undefined })}
          options={[{ value: '', label: t('items.allKinds') }, ...CAPABILITY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))]}
          style={{ minWidth: 140 }}
          data-testid="items-kind"
        />
        <Select<ItemCategory | ''>
          aria-label={t('fields.category')}
          value={category ?? ''}
          onChange={(value) => change({ category: value || undefined })}
          options={[{ value: '', label: t('items.allCategories') }, ...ITEM_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))]}
          style={{ minWidth: 160 }}
          data-testid="items-category"
        />
        <FilterSearch defaultValue={keyword} label={t('items.search')} onSearch={(value) => change({ keyword: value })} maxWidth={360} testId="items-search" />
      </div>
      <PagedList page={page} empty={t('items.empty')} pageNum={pageNum} pageSize={PAGE_SIZE} onPage={(next) => change({ page: String(next) })} pagerClassName="at-testing__pager">
        {(list) => (
          <Table<DetectionItem> rowKey="id" dataSource={list} pagination={false} size="small" scroll={{ x: true }} data-testid="items-table">
            <Table.Column<DetectionItem>
              title={t('fields.item')}
              render={(_, row) => (
                <a
                  href="#"
                  onClick={(event) => {
                    event.preventDefault();
                    setOpen(row);
                  }}
                  data-testid={`item-open-${row.id}`}
                >
                  {nameOf(row)}
                </a>
              )}
            />
            <Table.Column<DetectionItem> title={t('fields.standards')} render={(_, row) => row.standards.join(' / ')} />
            <Table.Column<DetectionItem> title={t('fields.sample')} render={(_, row) => (i18n.language === 'en' ? row.sampleEn || row.sampleZh : row.sampleZh)} />
            <Table.Column<DetectionItem> title={t('fields.offers')} dataIndex="offerCount" />
            <Table.Column<DetectionItem> title={t('fields.fromPrice')} render={(_, row) => (row.minPrice === null ? DASH : formatFen(row.minPrice))} />
            <Table.Column<DetectionItem> title={t('fields.shortestCycle')} render={(_, row) => (row.minCycleDays === null ? DASH : t('common.workingDays', { count: row.minCycleDays }))} />
            <Table.Column<DetectionItem>
              title={t('fields.actions')}
              render={(_, row) => (
                <Space>
                  <Button size="small" onClick={() => setOpen(row)}>
                    {t('items.detail')}
                  </Button>
                  <Button size="small" type="primary" disabled={controls.has(row.id) || row.offerCount === 0} onClick={() => pick(row)} data-testid={`item-pick-${row.id}`}>
                    {controls.has(row.id) ? t('items.picked') : t('items.pick')}
                  </Button>
                </Space>
              )}
            />
          </Table>
        )}
      </PagedList>
      <ItemDrawer
        itemId={open?.id}
        picked={open ? controls.has(open.id) : false}
        onClose={() => setOpen(undefined)}
        onPick={() => {
          if (open) pick(open);
        }}
      />
    </>
  );
}
