import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SERVICE_PATHS } from '../paths';

/** The page of an offer the address does not name, or that is not (or no longer) in the hall. */
export function OfferMissing({ named }: { named: boolean }) {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  return (
    <div data-testid="offer-not-found">
      <Result
        status="warning"
        title={named ? t('offer.notFound') : t('offer.noId')}
        extra={<Button onClick={() => void navigate(SERVICE_PATHS.hall)}>{t('common.toHall')}</Button>}
      />
    </div>
  );
}
