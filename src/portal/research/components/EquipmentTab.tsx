import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSearch, PagedList } from '../../../components/pagedList/PagedList';
import { oneOf, useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { EQUIPMENT_TYPES, equipments, type EquipmentType } from '../endpoints';
import { EquipmentCard } from './EquipmentCard';

const PAGE_SIZE = 12;

/** The instruments of approved laboratories: by type (with counts), city and keyword; bookable ones first. */
export function EquipmentTab() {
  const { t } = useTranslation('research');
  const { t: tl } = useTranslation('laboratory');
  const { filters, pageNum, change } = useAddressFilters((params) => ({
    keyword: params.get('keyword') || undefined,
    city: params.get('city') || undefined,
    type: oneOf(EQUIPMENT_TYPES, params.get('type')),
  }));
  const { keyword, city, type } = filters;
  const query = { keyword, city, type, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(equipments.equipmentPage, query, { signal }), JSON.stringify(query));
  const types = useRemote((signal) => call(equipments.types, {}, { signal, silent: true }), 'types');
  const page = answer.data ?? answer.latest;
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
        <FilterSearch defaultValue={city} label={t('filters.city')} onSearch={(value) => change({ city: value })} maxWidth={200} testId="equipment-city" />
        <FilterSearch defaultValue={keyword} label={t('equipment.search')} onSearch={(value) => change({ keyword: value })} maxWidth={360} testId="equipment-search" />
      </div>
      <PagedList page={page} empty={t('equipment.empty')} pageNum={pageNum} pageSize={PAGE_SIZE} onPage={(next) => change({ page: String(next) })} pagerClassName="at-research__pager">
        {(list) => (
          <div className="at-research__grid" data-testid="equipment-list">
            {list.map((equipment) => (
              <EquipmentCard key={equipment.id} equipment={equipment} />
            ))}
          </div>
        )}
      </PagedList>
    </>
  );
}
