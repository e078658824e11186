import { Button, Card, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OfferFacts } from '../components/OfferFacts';
import { OfferMissing } from '../components/OfferMissing';
import { OfferPicture } from '../components/OfferPicture';
import { useOffer } from '../components/useOffer';
import { SERVICE_PATHS } from '../paths';
import { ServiceHallScope } from '../ServiceHallScope';

/** /allServer/:id and /allServer/serverDetail?id= — one approved offer: picture, facts, company, introduction. */
export default function OfferDetailPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const { id, offer, failed } = useOffer();
  return (
    <ServiceHallScope testId="offer-detail">
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
            <Space wrap>
              <Button onClick={() => void navigate(SERVICE_PATHS.compact(offer.id))} data-testid="offer-compact">
                {t('offer.compact')}
              </Button>
              <Button onClick={() => void navigate(SERVICE_PATHS.hall)}>{t('common.toHall')}</Button>
            </Space>
          </header>
          <div className="at-hall__detail">
            <OfferPicture id={offer.pictureId} alt={offer.name} className="at-hall__detail-picture" />
            <OfferFacts offer={offer} />
          </div>
          <Card title={t('fields.introduction')} size="small">
            <div className="at-hall__body" data-testid="offer-introduction">
              {offer.introduction}
            </div>
          </Card>
        </>
      )}
    </ServiceHallScope>
  );
}
