import { Empty, Input, Pagination, Select, Skeleton, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { CAPABILITY_KINDS, detectionResources, testerDetailPath, type CapabilityKind, type DetectionResource } from '../endpoints';

const PAGE_SIZE = 20;

/** Approved laboratories' detection and preparation items: kind, name, standard method, price, cycle, laboratory. */
export function DetectionTab() {
  const { t } = useTranslation('research');
  const { t: tl } = useTranslation('laboratory');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const city = params.get('city') ?? '';
  const asked = params.get('kind') ?? '';
  const kind = (CAPABILITY_KINDS as readonly string[]).includes(asked) ? (asked as CapabilityKind) : undefined;
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { keyword: keyword || undefined, city: city || undefined, kind, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(detectionResources.page, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;
  const change = (next: Record<string, string | undefined>) => {
    const merged = { tab: 'detection', keyword: keyword || undefined, city: city || undefined, kind, page: undefined as string | undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };

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
        <Input.Search
          allowClear
          defaultValue={city}
          placeholder={t('filters.city')}
          aria-label={t('filters.city')}
          onSearch={(value) => change({ city: value.trim() || undefined })}
          style={{ maxWidth: 200 }}
        />
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('detection.search')}
          aria-label={t('detection.search')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 360 }}
          data-testid="detection-search"
        />
      </div>
      {!page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        <Empty description={t('detection.empty')} />
      ) : (
        <>
          <Table<DetectionResource> dataSource={page.list} rowKey="id" pagination={false} scroll={{ x: 'max-content' }} data-testid="detection-list">
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
          <div className="at-research__pager">
            <Pagination current={pageNum} pageSize={PAGE_SIZE} total={page.total} showSizeChanger={false} onChange={(next) => change({ page: String(next) })} />
          </div>
        </>
      )}
    </>
  );
}
