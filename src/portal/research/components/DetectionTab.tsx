import { Select, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { FilterSearch, PagedList } from '../../../components/pagedList/PagedList';
import { oneOf, useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { CAPABILITY_KINDS, detectionResources, testerDetailPath, type CapabilityKind, type DetectionResource } from '../endpoints';

const PAGE_SIZE = 20;

/** Approved laboratories' detection and preparation items: kind, name, standard method, price, cycle, laboratory. */
export function DetectionTab() {
  const { t } = useTranslation('research');
  const { t: tl } = useTranslation('laboratory');
  const { filters, pageNum, change } = useAddressFilters(
    (params) => ({ keyword: params.get('keyword') || undefined, city: params.get('city') || undefined, kind: oneOf(CAPABILITY_KINDS, params.get('kind')) }),
    { tab: 'detection' },
  );
  const { keyword, city, kind } = filters;
  const query = { keyword, city, kind, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(detectionResources.page, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;

  return (
    <>
      <div className="at-research__filters">
        <Select<CapabilityKind | ''>
          aria-label={t('detection.kind')}
          value={kind ?? ''}
          onChange={(value) => change({ kind: value || undefined })}
          options={[{ value: '', label: t('detection.allKinds') }, ...CAPABILITY_KINDS.map((value) => ({ value, label: tl(`capabilityKinds.${value}`) }))]}
          style={{ minWidth: 160 }}
          data-testid="detection-kind"
        />
        <FilterSearch defaultValue={city} label={t('filters.city')} onSearch={(value) => change({ city: value })} maxWidth={200} />
        <FilterSearch defaultValue={keyword} label={t('detection.search')} onSearch={(value) => change({ keyword: value })} maxWidth={360} testId="detection-search" />
      </div>
      <PagedList page={page} empty={t('detection.empty')} pageNum={pageNum} pageSize={PAGE_SIZE} onPage={(next) => change({ page: String(next) })} pagerClassName="at-research__pager">
        {(list) => (
          <Table<DetectionResource> dataSource={list} rowKey="id" pagination={false} scroll={{ x: 'max-content' }} data-testid="detection-list">
            <Table.Column<DetectionResource> title={t('detection.kind')} render={(_, row) => tl(`capabilityKinds.${row.kind}`)} />
            <Table.Column<DetectionResource> title={t('detection.name')} dataIndex="name" />
            <Table.Column<DetectionResource> title={t('detection.standardMethod')} dataIndex="standardMethod" />
            <Table.Column<DetectionResource> title={t('detection.price')} align="right" render={(_, row) => formatFen(row.price)} />
            <Table.Column<DetectionResource> title={t('detection.cycle')} align="right" render={(_, row) => t('detection.cycleDays', { days: row.cycleDays })} />
            <Table.Column<DetectionResource>
              title={t('detection.laboratory')}
              render={(_, row) => (
                <Link to={testerDetailPath(row.laboratoryId)} data-testid={`detection-lab-${row.id}`}>
                  {row.laboratoryName}
                </Link>
              )}
            />
            <Table.Column<DetectionResource> title={t('filters.city')} dataIndex="city" />
          </Table>
        )}
      </PagedList>
    </>
  );
}
