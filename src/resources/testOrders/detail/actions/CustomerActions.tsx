import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { examineOrder, orderPublic, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { useAction } from '../../../../console/useAction';
import { draftEditPath, payPath } from '../../paths';
import { NoteModal } from './NoteModal';
import { useOrderStep } from './useOrderStep';

/** Orders the customer may delete. */
export const REMOVABLE_STATES: readonly TestOrderDetail['state'][] = ['draft', 'cancelled'];

/**
 * The customer's buttons, from the order's next actions: pay (the portal's cashier: first payment or balance),
 * place a draft, cancel (a reason), confirm receipt of the report; and for drafts, edit (the portal's builder);
 * drafts and cancelled orders may be deleted.
 */
export function CustomerActions({ order, backTo }: { order: TestOrderDetail; backTo: string }) {
  const { t } = useTranslation('testOrders');
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const pay = useAction(orderPublic.pay);
  const remove = useAction(examineOrder.remove, { success: t('notices.removed') });
  const step = useOrderStep(order);
  const cancel = useOrderStep(order, t('notices.cancelled'));
  const has = (action: TestOrderDetail['nextActions'][number]) => order.nextActions.includes(action);

  const startPaying = async () => {
    const answer = await pay.run({ id: order.id });
    if (answer) void navigate(payPath(answer.orderNo));
  };
  const removeOrder = async () => {
    if ((await remove.run({ id: order.id })) !== undefined) void navigate(backTo);
  };

  return (
    <>
      {has('pay') && (
        <Button type="primary" loading={pay.running} onClick={() => void startPaying()} data-testid="order-action-pay">
          {order.state === 'balance' ? t('actions.payBalance') : t('actions.pay')}
        </Button>
      )}
      {has('submit') && (
        <Popconfirm
          title={t('dialogs.submitConfirm')}
          onConfirm={() => void step.run({ action: 'submit' })}
          okButtonProps={{ ...{ 'data-testid': 'order-action-submit-confirm' } }}
        >
          <Button type="primary" loading={step.running} data-testid="order-action-submit">
            {t('actions.submit')}
          </Button>
        </Popconfirm>
      )}
      {order.state === 'draft' && (
        <Button onClick={() => void navigate(draftEditPath(order.id))} data-testid="order-edit">
          {t('actions.edit')}
        </Button>
      )}
      {has('confirm') && (
        <Popconfirm
          title={t('dialogs.confirmConfirm')}
          onConfirm={() => void step.run({ action: 'confirm' })}
          okButtonProps={{ ...{ 'data-testid': 'order-action-confirm-confirm' } }}
        >
          <Button type="primary" loading={step.running} data-testid="order-action-confirm">
            {t('actions.confirm')}
          </Button>
        </Popconfirm>
      )}
      {has('cancel') && (
        <Button danger onClick={() => setCancelling(true)} data-testid="order-action-cancel">
          {t('actions.cancel')}
        </Button>
      )}
      {REMOVABLE_STATES.includes(order.state) && (
        <Popconfirm title={t('dialogs.removeConfirm')} onConfirm={() => void removeOrder()} okButtonProps={{ danger: true, ...{ 'data-testid': 'order-delete-confirm' } }}>
          <Button danger loading={remove.running} data-testid="order-delete">
            {t('actions.remove')}
          </Button>
        </Popconfirm>
      )}
      <NoteModal
        open={cancelling}
        title={t('dialogs.cancelTitle')}
        label={t('dialogs.cancelReason')}
        okText={t('actions.cancel')}
        danger
        running={cancel.running}
        testId="order-cancel"
        onOk={(note) => cancel.run({ action: 'cancel', note })}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
