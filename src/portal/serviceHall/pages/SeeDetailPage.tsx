import { PrinterOutlined } from '@ant-design/icons';
import { Button, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OfferFacts } from '../components/OfferFacts';
import { OfferMissing } from '../components/OfferMissing';
import { useOffer } from '../components/useOffer';
import { SERVICE_PATHS } from '../paths';
import { ServiceHallScope } from '../ServiceHallScope';

/**
 * /allServer/seeDetail?id= — the same approved offer as /allServer/:id, as a compact sheet to print or send: the facts
 * in two columns and the introduction, no picture; the buttons are not printed.
 */
export default function SeeDetailPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const { id, offer, failed } = useOffer();
  return (
    <ServiceHallScope testId="offer-sheet">
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
            <Space wrap className="at-hall__no-print">
              <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="offer-print">
                {t('offer.print')}
              </Button>
              <Button onClick={() => void navigate(SERVICE_PATHS.offer(offer.id))}>{t('offer.fullPage')}</Button>
            </Space>
          </header>
          <OfferFacts offer={offer} column={2} />
          <h2 style={{ fontSize: 16, marginTop: 24 }}>{t('fields.introduction')}</h2>
          <div className="at-hall__body">{offer.introduction}</div>
        </>
      )}
    </ServiceHallScope>
  );
}
