import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestOrderState } from '@contract/endpoints/testOrders';

const COLORS: Record<TestOrderState, string> = {
  draft: 'default',
  waiting: 'orange',
  paid: 'cyan',
  executing: 'blue',
  balance: 'gold',
  delivered: 'geekblue',
  completed: 'green',
  evaluated: 'green',
  cancelled: 'default',
};

/** An order's state as a coloured tag. */
export function TestOrderStateTag({ state }: { state: TestOrderState }) {
  const { t } = useTranslation('testOrders');
  return (
    <Tag color={COLORS[state]} data-testid="order-state" data-state={state}>
      {t(`states.${state}`)}
    </Tag>
  );
}
