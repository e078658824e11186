import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicServiceOffer } from '../endpoints';
import { SERVICE_PATHS } from '../paths';
import { OfferPicture } from './OfferPicture';
import { Price } from './Price';

/** One approved offer in a list: picture, name, category, price, company and region; leads to its page. */
export function OfferCard({ offer }: { offer: PublicServiceOffer }) {
  const { t } = useTranslation('serviceHall');
  return (
    <li>
      <Link to={SERVICE_PATHS.offer(offer.id)} className="at-hall__card" data-testid={`offer-card-${offer.id}`}>
        <OfferPicture id={offer.pictureId} alt={offer.name} className="at-hall__picture" />
        <div className="at-hall__card-body">
          <span className="at-hall__card-title">{offer.name}</span>
          <span>
            <Tag>{t(`categories.${offer.category}.name`)}</Tag>
            {offer.region && <span className="at-hall__muted">{offer.region}</span>}
          </span>
          {offer.summary && <span className="at-hall__muted">{offer.summary}</span>}
          <Price price={offer.price} unit={offer.priceUnit} />
          <span className="at-hall__muted">{offer.companyName}</span>
        </div>
      </Link>
    </li>
  );
}
