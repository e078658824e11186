import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';

/** An offer's price in yuan with its unit, or 'by negotiation' when it has none. */
export function Price({ price, unit }: { price: number | null; unit: string }) {
  const { t } = useTranslation('serviceHall');
  return (
    <span className="at-hall__price" data-testid="offer-price">
      {price === null ? t('offer.negotiable') : unit ? `${formatFen(price)} / ${unit}` : formatFen(price)}
    </span>
  );
}
