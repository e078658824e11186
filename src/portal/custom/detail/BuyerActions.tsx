import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useNavigate } from 'react-router';
import { formatFen } from '../../../components/format/money';
import { useCustomLabels } from '../../../components/customization';
import { call } from '../../../providers/http';
import { payPath } from '../../payment';
import { customization, type CustomOrderDetail } from '../endpoints';
import { customEditPath } from '../paths';
import { EvaluateStep } from './EvaluateStep';
import { ReasonStep } from './ReasonStep';
import { useCustomStep } from './useCustomStep';

/** Pays what is due (deposit or balance): the ledger's order, then its payment page. */
function PayButton({ order }: { order: CustomOrderDetail }) {
  const { t } = useCustomLabels();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!order.payable) return null;
  const amount = order.payable === 'deposit' ? order.depositAmount : order.balanceAmount;
  const pay = async () => {
    setBusy(true);
    try {
      const { orderNo } = await call(customization.pay, { id: order.id });
      void navigate(payPath(order.payable === 'deposit' ? 'customDeposit' : 'customBalance', orderNo));
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" loading={busy} onClick={() => void pay()} data-testid="custom-pay" data-payable={order.payable}>
      {t(order.payable === 'deposit' ? 'detail.payDeposit' : 'detail.payBalance', { amount: amount === null ? '' : formatFen(amount) })}
    </Button>
  );
}

/**
 * The buyer's buttons, from the server's `nextActions` only: edit the request, cancel, accept or decline the offer,
 * pay, evaluate. (The signed contract is uploaded in the contract block.)
 */
export function BuyerActions({ order, onChanged }: { order: CustomOrderDetail; onChanged: (detail: CustomOrderDetail) => void }) {
  const labels = useCustomLabels();
  const { t } = labels;
  const navigate = useNavigate();
  const { run, busy } = useCustomStep(onChanged);
  const can = (action: CustomOrderDetail['nextActions'][number]) => order.nextActions.includes(action);
  return (
    <Space wrap data-testid="custom-actions">
      {can('edit') && (
        <Button onClick={() => void navigate(customEditPath(order.id))} data-testid="custom-edit">
          {labels.action('edit')}
        </Button>
      )}
      {can('accept') && (
        <Popconfirm title={labels.action('accept')} okText={t('detail.confirm')} onConfirm={() => run({ id: order.id, action: 'accept' })} okButtonProps={{ ...{ 'data-testid': 'custom-accept-confirm' } }}>
          <Button type="primary" loading={busy === 'accept'} data-testid="custom-accept">
            {labels.action('accept')}
          </Button>
        </Popconfirm>
      )}
      {can('decline') && (
        <ReasonStep
          label={labels.action('decline')}
          title={t('detail.declineTitle')}
          reasonLabel={t('detail.declineReason')}
          testId="custom-decline"
          onConfirm={(note) => run({ id: order.id, action: 'decline', note })}
        />
      )}
      {can('pay') && <PayButton order={order} />}
      {can('evaluate') && <EvaluateStep label={labels.action('evaluate')} onConfirm={(stars, note) => run({ id: order.id, action: 'evaluate', stars, note })} />}
      {can('cancel') && (
        <ReasonStep
          label={labels.action('cancel')}
          title={t('detail.cancelTitle')}
          reasonLabel={t('detail.cancelReasonOptional')}
          testId="custom-cancel"
          onConfirm={(note) => run({ id: order.id, action: 'cancel', note })}
        />
      )}
    </Space>
  );
}
