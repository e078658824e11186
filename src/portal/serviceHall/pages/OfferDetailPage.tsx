import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OfferFacts } from '../components/OfferFacts';
import { OfferPage } from '../components/OfferPage';
import { OfferPicture } from '../components/OfferPicture';
import { SERVICE_PATHS } from '../paths';

/** /allServer/:id and /allServer/serverDetail?id= — one approved offer: picture, facts, company, introduction. */
export default function OfferDetailPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  return (
    <OfferPage
      testId="offer-detail"
      actions={(offer) => (
        <>
          <Button onClick={() => void navigate(SERVICE_PATHS.compact(offer.id))} data-testid="offer-compact">
            {t('offer.compact')}
          </Button>
          <Button onClick={() => void navigate(SERVICE_PATHS.hall)}>{t('common.toHall')}</Button>
        </>
      )}
    >
      {(offer) => (
        <>
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
    </OfferPage>
  );
}
