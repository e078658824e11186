import { Empty, Input, Pagination, Select, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { EQUIPMENT_TYPES, equipments, type EquipmentType } from '../endpoints';
import { EquipmentCard } from './EquipmentCard';

const PAGE_SIZE = 12;

/** The instruments of approved laboratories: by type (with counts), city and keyword; bookable ones first. */
export function EquipmentTab() {
  const { t } = useTranslation('research');
  const { t: tl } = useTranslation('laboratory');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const city = params.get('city') ?? '';
  const asked = params.get('type') ?? '';
  const type = (EQUIPMENT_TYPES as readonly string[]).includes(asked) ? (asked as EquipmentType) : undefined;
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { keyword: keyword || undefined, city: city || undefined, type, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(equipments.equipmentPage, query, { signal }), JSON.stringify(query));
  const types = useRemote((signal) => call(equipments.types, {}, { signal, silent: true }), 'types');
  const page = answer.data ?? answer.latest;
  const change = (next: Record<string, string | undefined>) => {
    const merged = { keyword: keyword || undefined, city: city || undefined, type, page: undefined as string | undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };
  const counts = new Map((types.data ?? []).map((entry) => [entry.code, entry.count]));

  return (
    <>
      <div className="at-research__filters">
        <Select<EquipmentType | ''>
          aria-label={t('equipment.type')}
          value={type ?? ''}
          onChange={(value) => change({ type: value || undefined })}
          options={[
            { value: '', label: t('equipment.allTypes') },
            ...EQUIPMENT_TYPES.map((value) => ({ value, label: `${tl(`equipmentTypes.${value}`)} (${counts.get(value) ?? 0})` })),
          ]}
          style={{ minWidth: 220 }}
          data-testid="equipment-type"
        />
        <Input.Search
          allowClear
          defaultValue={city}
          placeholder={t('filters.city')}
          aria-label={t('filters.city')}
          onSearch={(value) => change({ city: value.trim() || undefined })}
          style={{ maxWidth: 200 }}
          data-testid="equipment-city"
        />
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('equipment.search')}
          aria-label={t('equipment.search')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 360 }}
          data-testid="equipment-search"
        />
      </div>
      {!page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        <Empty description={t('equipment.empty')} />
      ) : (
        <>
          <div className="at-research__grid" data-testid="equipment-list">
            {page.list.map((equipment) => (
              <EquipmentCard key={equipment.id} equipment={equipment} />
            ))}
          </div>
          <div className="at-research__pager">
            <Pagination current={pageNum} pageSize={PAGE_SIZE} total={page.total} showSizeChanger={false} onChange={(next) => change({ page: String(next) })} />
          </div>
        </>
      )}
    </>
  );
}
