import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OfferFacts } from '../components/OfferFacts';
import { OfferPage } from '../components/OfferPage';
import { SERVICE_PATHS } from '../paths';

/**
 * /allServer/seeDetail?id= — the same approved offer as /allServer/:id, as a compact sheet to print or send: the facts
 * in two columns and the introduction, no picture; the buttons are not printed.
 */
export default function SeeDetailPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  return (
    <OfferPage
      testId="offer-sheet"
      actionsClassName="at-hall__no-print"
      actions={(offer) => (
        <>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="offer-print">
            {t('offer.print')}
          </Button>
          <Button onClick={() => void navigate(SERVICE_PATHS.offer(offer.id))}>{t('offer.fullPage')}</Button>
        </>
      )}
    >
      {(offer) => (
        <>
          <OfferFacts offer={offer} column={2} />
          <h2 style={{ fontSize: 16, marginTop: 24 }}>{t('fields.introduction')}</h2>
          <div className="at-hall__body">{offer.introduction}</div>
        </>
      )}
    </OfferPage>
  );
}
