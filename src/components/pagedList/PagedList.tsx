import type { ReactNode } from 'react';
import { Empty, Input, Pagination, Skeleton } from 'antd';

/**
 * What a paged public list shows: a skeleton until the first answer, `empty` when there is nothing, else the items
 * (`children`) and a pager below them (in a div of `pagerClassName`).
 */
export function PagedList<T>({
  page,
  empty,
  pageNum,
  pageSize,
  onPage,
  pagerClassName,
  showTotal,
  children,
}: {
  page: { list: T[]; total: number } | undefined;
  empty: string;
  pageNum: number;
  pageSize: number;
  onPage: (page: number) => void;
  pagerClassName: string;
  showTotal?: (total: number) => ReactNode;
  children: (list: T[]) => ReactNode;
}) {
  if (!page) return <Skeleton active />;
  if (page.list.length === 0) return <Empty description={empty} />;
  return (
    <>
      {children(page.list)}
      <div className={pagerClassName}>
        <Pagination current={pageNum} pageSize={pageSize} total={page.total} showSizeChanger={false} showTotal={showTotal} onChange={onPage} />
      </div>
    </>
  );
}

/** A filter's search box: `onSearch` gets the trimmed text, or undefined when empty. */
export function FilterSearch({ defaultValue, label, onSearch, maxWidth, testId }: { defaultValue: string | undefined; label: string; onSearch: (value: string | undefined) => void; maxWidth: number; testId?: string }) {
  return (
    <Input.Search
      allowClear
      defaultValue={defaultValue ?? ''}
      placeholder={label}
      aria-label={label}
      onSearch={(value) => onSearch(value.trim() || undefined)}
      style={{ maxWidth }}
      data-testid={testId}
    />
  );
}
