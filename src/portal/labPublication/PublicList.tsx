import type { ReactNode } from 'react';
import { Empty, Input, Pagination, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PublicationScope } from './PublicationScope';
import type { PublicationCard } from './endpoints';
import type { usePublicList } from './usePublicList';

interface Props {
  testId: string;
  title: string;
  intro: string;
  searchLabel: string;
  /** What the page says when no laboratory has published anything of this kind. */
  empty: string;
  list: ReturnType<typeof usePublicList>;
  pageSize: number;
  children: (items: PublicationCard[]) => ReactNode;
}

/** The frame of every public list: heading, keyword search, the items, an honest empty state, the pager. */
export function PublicList({ testId, title, intro, searchLabel, empty, list, pageSize, children }: Props) {
  const { t } = useTranslation('labPublication');
  const { page, keyword, pageNum, change, failed } = list;
  return (
    <PublicationScope testId={testId}>
      <header className="at-pub__head">
        <div>
          <h1>{title}</h1>
          <p className="at-pub__muted">{intro}</p>
        </div>
      </header>
      <div className="at-pub__filters">
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={searchLabel}
          aria-label={searchLabel}
          enterButton={t('common.searchButton')}
          maxLength={100}
          onSearch={(value) => change({ keyword: value.trim() })}
          style={{ maxWidth: 420 }}
          data-testid="publication-search"
        />
      </div>
      {failed ? (
        <Result status="warning" title={t('common.notFound')} />
      ) : !page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        <Empty description={keyword ? t('common.noResult') : empty} data-testid="publication-empty" />
      ) : (
        <>
          <div aria-busy={list.loading}>{children(page.list)}</div>
          <div className="at-pub__pager">
            <Pagination
              current={pageNum}
              pageSize={pageSize}
              total={page.total}
              showSizeChanger={false}
              showTotal={(total) => t('common.total', { total })}
              onChange={(next) => change({ page: next })}
            />
          </div>
        </>
      )}
    </PublicationScope>
  );
}
