import { Empty, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicServiceOffer } from '../endpoints';
import { OfferCard } from './OfferCard';

/** A page of approved offers as cards with the pager, or the list's empty state. */
export function OfferGrid({
  page,
  pageSize,
  empty,
  onPage,
}: {
  page: { list: PublicServiceOffer[]; total: number; pageNum: number };
  pageSize: number;
  empty: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('serviceHall');
  if (page.list.length === 0) return <Empty description={empty} data-testid="offers-empty" />;
  return (
    <>
      <ul className="at-hall__grid" data-testid="offers">
        {page.list.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </ul>
      <div className="at-hall__pager">
        <Pagination
          current={page.pageNum}
          pageSize={pageSize}
          total={page.total}
          showSizeChanger={false}
          showTotal={(total) => t('hall.total', { count: total })}
          onChange={onPage}
        />
      </div>
    </>
  );
}
