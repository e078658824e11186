import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEST_LIMITS } from '../endpoints';
import { TESTING_PATHS } from '../paths';
import { useNameOf } from '../text';
import type { BasketControls } from '../useBasket';

/** The picked items, each with its condition, and the way to the order builder. */
export function BasketPanel({ controls }: { controls: BasketControls }) {
  const { t } = useTranslation('testing');
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const { basket, remove, setCondition } = controls;
  return (
    <Card size="small" title={t('basket.title', { count: basket.items.length })} className="at-testing__basket" data-testid="basket">
      {basket.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('basket.empty')} />
      ) : (
        <ul className="at-testing__basket-list">
          {basket.items.map((item) => (
            <li key={item.itemId} data-testid={`basket-item-${item.itemId}`}>
              <div className="at-testing__basket-row">
                <span>{nameOf(item)}</span>
                <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('basket.remove')} onClick={() => remove(item.itemId)} />
              </div>
              <Input
                size="small"
                value={item.condition}
                maxLength={TEST_LIMITS.conditionMax}
                placeholder={t('fields.conditionHint')}
                aria-label={t('fields.condition')}
                onChange={(event) => setCondition(item.itemId, event.target.value)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button type="primary" block disabled={basket.items.length === 0} onClick={() => void navigate(TESTING_PATHS.builder)} data-testid="basket-build">
        {t('basket.build')}
      </Button>
    </Card>
  );
}
