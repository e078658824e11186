import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestOrderDetail } from '@contract/endpoints/testOrders';
import { BalanceModal } from './BalanceModal';
import { DeliverModal } from './DeliverModal';
import { NoteModal } from './NoteModal';
import { useOrderStep } from './useOrderStep';

/** The laboratory's buttons, from the order's next actions: receive the samples, ask a balance payment, deliver the reports. */
export function LabActions({ order }: { order: TestOrderDetail }) {
  const { t } = useTranslation('testOrders');
  const [dialog, setDialog] = useState<'receive' | 'balance' | 'deliver'>();
  const receive = useOrderStep(order);
  const close = () => setDialog(undefined);
  const has = (action: TestOrderDetail['nextActions'][number]) => order.nextActions.includes(action);

  return (
    <>
      {has('receive') && (
        <Button type="primary" onClick={() => setDialog('receive')} data-testid="order-action-receive">
          {t('actions.receive')}
        </Button>
      )}
      {has('requestBalance') && (
        <Button onClick={() => setDialog('balance')} data-testid="order-action-requestBalance">
          {t('actions.requestBalance')}
        </Button>
      )}
      {has('deliver') && (
        <Button type="primary" onClick={() => setDialog('deliver')} data-testid="order-action-deliver">
          {t('actions.deliver')}
        </Button>
      )}
      <NoteModal
        open={dialog === 'receive'}
        title={t('dialogs.receiveTitle')}
        label={t('dialogs.receiveNote')}
        okText={t('actions.receive')}
        running={receive.running}
        testId="order-receive"
        onOk={(note) => receive.run({ action: 'receive', note })}
        onClose={close}
      />
      <BalanceModal order={order} open={dialog === 'balance'} onClose={close} />
      <DeliverModal order={order} open={dialog === 'deliver'} onClose={close} />
    </>
  );
}
