import { Checkbox, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_MODES, INDUSTRY_SECTORS, INDUSTRY_LIMITS } from '@contract/endpoints/industry';
import { FilterSearch } from '../../../components/pagedList/PagedList';
import { EntryGrid } from '../EntryGrid';
import { IndustryScope } from '../IndustryScope';
import type { IndustryKind } from '../kinds';
import { useEntryList } from '../useEntryList';

const PAGE_SIZE = 12;

/** A section's full list (`/industryAppList`, `/digitalTalentTrainingList`, `/expertServicesList`): filters and pager. */
export function ListPage({ kind }: { kind: IndustryKind }) {
  const { t } = useTranslation('industry');
  const list = useEntryList(kind, PAGE_SIZE);
  const { filters, change } = list;
  return (
    <IndustryScope testId={`industry-list-${kind}`}>
      <header className="at-ind__head">
        <div>
          <h1>{t(`kinds.${kind}`)}</h1>
          <p className="at-ind__intro">{t(`sections.${kind}.intro`)}</p>
        </div>
      </header>
      <div className="at-ind__filters">
        <FilterSearch defaultValue={filters.keyword} label={t(`sections.${kind}.search`)} onSearch={(keyword) => change({ keyword })} maxWidth={320} testId="industry-search" />
        {kind === 'industrial' && (
          <Select
            allowClear
            placeholder={t('common.allSectors')}
            aria-label={t('fields.industry')}
            value={filters.industry}
            onChange={(industry?: string) => change({ industry })}
            options={INDUSTRY_SECTORS.map((value) => ({ value, label: t(`sectors.${value}`) }))}
            style={{ minWidth: 180 }}
            data-testid="industry-sector"
          />
        )}
        {kind === 'digital' && (
          <>
            <Select
              allowClear
              placeholder={t('common.allModes')}
              aria-label={t('fields.mode')}
              value={filters.mode}
              onChange={(mode?: string) => change({ mode })}
              options={INDUSTRY_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
              style={{ minWidth: 160 }}
            />
            <Checkbox checked={filters.upcoming === 'true'} onChange={(event) => change({ upcoming: event.target.checked ? 'true' : undefined })} data-testid="industry-upcoming">
              {t('common.upcoming')}
            </Checkbox>
          </>
        )}
        {kind === 'expert' && (
          <FilterSearch defaultValue={filters.field} label={t('common.fieldFilter')} onSearch={(field) => change({ field: field?.slice(0, INDUSTRY_LIMITS.tagMax) })} maxWidth={240} />
        )}
      </div>
      <div aria-busy={list.loading}>
        <EntryGrid
          kind={kind}
          filtered={list.filtered}
          page={list.page ?? (list.failed ? { list: [], total: 0 } : undefined)}
          pager={{ pageNum: list.pageNum, pageSize: PAGE_SIZE, onPage: (page) => change({ page: String(page) }) }}
        />
      </div>
    </IndustryScope>
  );
}
