import { Descriptions } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { useSession } from '../../../providers/session';
import type { PublicServiceOffer } from '../endpoints';
import { loginPath, SERVICE_PATHS } from '../paths';
import { Price } from './Price';

/**
 * An offer's facts. Its contact is shown to signed-in visitors only (decided for the hall: a company's phone is not
 * left for crawlers to collect); visitors get a link to sign in and come back.
 */
export function OfferFacts({ offer, column = 1 }: { offer: PublicServiceOffer; column?: number }) {
  const { t } = useTranslation('serviceHall');
  const { token } = useSession();
  const location = useLocation();
  const signIn = (
    <Link to={loginPath(location.pathname + location.search)} data-testid="offer-contact-sign-in">
      {t('offer.signInForContact')}
    </Link>
  );
  return (
    <Descriptions column={column} size="small" bordered data-testid="offer-facts">
      <Descriptions.Item label={t('fields.category')}>{t(`categories.${offer.category}.name`)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.price')}>
        <Price price={offer.price} unit={offer.priceUnit} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.company')}>
        <Link to={SERVICE_PATHS.brand(offer.companyId)} data-testid="offer-brand-link">
          {offer.companyName}
        </Link>
      </Descriptions.Item>
      {offer.region && <Descriptions.Item label={t('fields.region')}>{offer.region}</Descriptions.Item>}
      <Descriptions.Item label={t('fields.contactName')}>{token ? offer.contactName : signIn}</Descriptions.Item>
      <Descriptions.Item label={t('fields.contactPhone')}>
        {token ? <a href={`tel:${offer.contactPhone}`} data-testid="offer-phone">{offer.contactPhone}</a> : signIn}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.publishTime')}>{formatDateTime(offer.publishTime)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.views')}>{offer.views}</Descriptions.Item>
    </Descriptions>
  );
}
