import type { ReactNode } from 'react';
import { Skeleton, Space } from 'antd';
import type { PublicServiceOffer } from '../endpoints';
import { ServiceHallScope } from '../ServiceHallScope';
import { OfferMissing } from './OfferMissing';
import { useOffer } from './useOffer';

/**
 * A page of one approved offer (the address names it): 'not found', loading, then its name and summary with the
 * page's buttons, and the page's body.
 */
export function OfferPage({
  testId,
  actions,
  actionsClassName,
  children,
}: {
  testId: string;
  actions: (offer: PublicServiceOffer) => ReactNode;
  actionsClassName?: string;
  children: (offer: PublicServiceOffer) => ReactNode;
}) {
  const { id, offer, failed } = useOffer();
  return (
    <ServiceHallScope testId={testId}>
      {id === undefined || failed ? (
        <OfferMissing named={id !== undefined} />
      ) : !offer ? (
        <Skeleton active />
      ) : (
        <>
          <header className="at-hall__head">
            <div>
              <h1>{offer.name}</h1>
              {offer.summary && <p className="at-hall__muted">{offer.summary}</p>}
            </div>
            <Space wrap className={actionsClassName}>
              {actions(offer)}
            </Space>
          </header>
          {children(offer)}
        </>
      )}
    </ServiceHallScope>
  );
}
