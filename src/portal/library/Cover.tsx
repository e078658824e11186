import { BookOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileViewUrl, type LibraryItem } from './endpoints';

/** The item's cover, or the icon of its kind when it has none. */
export function Cover({ item, large = false }: { item: Pick<LibraryItem, 'title' | 'kind' | 'coverId'>; large?: boolean }) {
  const { t } = useTranslation('portal');
  const className = `at-library__cover${large ? ' at-library__cover--large' : ''}`;
  if (item.coverId) {
    return <img className={className} src={fileViewUrl(item.coverId)} alt={t('library.coverAlt', { title: item.title })} loading="lazy" />;
  }
  const Icon = item.kind === 'book' ? BookOutlined : FileTextOutlined;
  return (
    <div className={`${className} at-library__cover--empty`} role="img" aria-label={t(`library.kinds.${item.kind}`)}>
      <Icon />
    </div>
  );
}
