import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileViewUrl } from './endpoints';

/** A published picture (public once its laboratory is approved), or a quiet placeholder when there is none. */
export function Picture({ id, alt, className }: { id: string | null; alt: string; className: string }) {
  const { t } = useTranslation('labPublication');
  if (!id) {
    return (
      <div className={`${className} at-pub__card-picture--empty`} role="img" aria-label={t('common.noPicture')}>
        <PictureOutlined style={{ fontSize: 32 }} />
      </div>
    );
  }
  return <img className={className} src={fileViewUrl(id)} alt={alt} loading="lazy" />;
}
