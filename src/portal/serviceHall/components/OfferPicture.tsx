import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileViewUrl } from '../endpoints';

/** An offer's picture (public once the offer is approved), or a quiet placeholder when it has none. */
export function OfferPicture({ id, alt, className }: { id: string | null; alt: string; className: string }) {
  const { t } = useTranslation('serviceHall');
  if (!id) {
    return (
      <div className={`${className} at-hall__picture--empty`} role="img" aria-label={t('offer.noPicture')}>
        <PictureOutlined style={{ fontSize: 32 }} />
      </div>
    );
  }
  return <img className={className} src={fileViewUrl(id)} alt={alt} loading="lazy" />;
}
