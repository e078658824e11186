import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductState } from '@contract/endpoints/recommendedProduct';

const COLOURS: Record<ProductState, string> = { draft: 'default', pending: 'processing', approved: 'success', rejected: 'error' };

export function ProductStateTag({ state }: { state: ProductState }) {
  const { t } = useTranslation('cloud');
  return (
    <Tag color={COLOURS[state]} data-testid="product-state">
      {t(`product.states.${state}`)}
    </Tag>
  );
}
