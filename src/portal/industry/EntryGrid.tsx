import { Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IndustryCard } from '@contract/endpoints/industry';
import { PERMISSIONS } from '@contract/permissions';
import { usePermission } from '../../components/Permission';
import { EntryCard } from './EntryCard';
import type { IndustryKind } from './kinds';

interface Props {
  kind: IndustryKind;
  page: { list: IndustryCard[]; total: number } | undefined;
  /** Filters are set: an empty answer means 'nothing matches', not 'nothing published'. */
  filtered?: boolean;
  pager?: { pageNum: number; pageSize: number; onPage: (page: number) => void };
}

/** Entries as cards; an empty state that says what will be here (and, for administrators, where to add it). */
export function EntryGrid({ kind, page, filtered, pager }: Props) {
  const { t } = useTranslation('industry');
  const administrator = usePermission(PERMISSIONS.contentManage, 'immediate');
  if (!page) return <Skeleton active />;
  if (page.list.length === 0) {
    const description = filtered ? t('common.noResult') : `${t(`sections.${kind}.empty`)}${administrator ? ` ${t('common.adminHint')}` : ''}`;
    return <Empty description={description} data-testid="industry-empty" />;
  }
  return (
    <>
      <ul className="at-ind__grid" data-testid="industry-grid">
        {page.list.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </ul>
      {pager && (
        <div className="at-ind__pager">
          <Pagination
            current={pager.pageNum}
            pageSize={pager.pageSize}
            total={page.total}
            showSizeChanger={false}
            showTotal={(total) => t('common.total', { total })}
            onChange={pager.onPage}
          />
        </div>
      )}
    </>
  );
}
