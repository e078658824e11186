import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../components/format/money';
import type { LibraryItem } from './endpoints';

const DASH = '—';

/** What a document or book is: authors, publisher, year, type, ISBN (books), pages, source and price. */
export function ItemFacts({ item, typeName }: { item: LibraryItem; typeName: string }) {
  const { t } = useTranslation('portal');
  return (
    <Descriptions bordered size="small" column={1} data-testid="library-facts">
      <Descriptions.Item label={t('library.fields.authors')}>{item.authors || DASH}</Descriptions.Item>
      <Descriptions.Item label={t('library.fields.publisher')}>{item.publisher || DASH}</Descriptions.Item>
      <Descriptions.Item label={t('library.fields.year')}>{item.year ?? DASH}</Descriptions.Item>
      <Descriptions.Item label={t('library.fields.type')}>{typeName || DASH}</Descriptions.Item>
      {item.kind === 'book' && <Descriptions.Item label={t('library.fields.isbn')}>{item.isbn || DASH}</Descriptions.Item>}
      <Descriptions.Item label={t('library.fields.pageCount')}>{item.pageCount ?? DASH}</Descriptions.Item>
      <Descriptions.Item label={t('library.fields.source')}>{item.source || DASH}</Descriptions.Item>
      <Descriptions.Item label={t('library.fields.price')}>
        <span data-testid="library-price-value" className={`at-library__price${item.price === 0 ? ' at-library__price--free' : ''}`}>
          {item.price === 0 ? t('library.free') : formatFen(item.price)}
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}
