import { useTranslation } from 'react-i18next';
import { orderPublic, type TestOrderDetail, type TestStatusInput } from '@contract/endpoints/testOrders';
import { useAction } from '../../../../console/useAction';

/** One `order/public/status` step of this order (the page refreshes after it); answers whether it went through. */
export function useOrderStep(order: TestOrderDetail, success?: string) {
  const { t } = useTranslation('testOrders');
  const step = useAction(orderPublic.status, { success: success ?? t('notices.moved'), invalidates: 'all' });
  const run = async (input: Omit<TestStatusInput, 'id'>) => (await step.run({ id: order.id, ...input })) !== undefined;
  return { run, running: step.running };
}
