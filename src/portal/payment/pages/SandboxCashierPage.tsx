import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { AlipayCircleOutlined, WechatOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../../components/AntdScope';
import { formatFen } from '../../../components/format/money';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { sandboxCashier, type OrderState } from '../endpoints';
import { isQrChannel } from '../model';
import '../payment.css';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * /sandboxCashier?token=&channel= — the platform's own stand-in for WeChat Pay or Alipay while a channel runs in
 * the sandbox: what the payment QR code opens (on a phone, or in another tab). No sign-in: the token is the key.
 * Paying here makes the server send itself a signed notify through the same checks as a real provider.
 */
export default function SandboxCashierPage() {
  const { t } = useTranslation('portal');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const channelParam = params.get('channel');
  const channel = isQrChannel(channelParam) ? channelParam : undefined;
  const valid = channel !== undefined && TOKEN.test(token);
  const answer = useRemote(
    (signal) => (valid ? call(sandboxCashier.get, { token, channel }, { signal, silent: true }) : Promise.reject(new Error('invalid code'))),
    `${token}#${channel}`,
  );
  const [decided, setDecided] = useState<OrderState>();
  const [busy, setBusy] = useState<'pay' | 'cancel'>();
  const cashier = answer.data;
  const state = decided ?? cashier?.state;

  const decide = async (decision: 'pay' | 'cancel') => {
    if (!channel) return;
    setBusy(decision);
    try {
      setDecided((await call(sandboxCashier.decide, { token, channel, decision })).state);
    } catch {
      // Shown by the http client (e.g. the order closed meanwhile); show what the order is now.
      answer.reload();
    } finally {
      setBusy(undefined);
    }
  };

  const icon = channel === 'alipay' ? <AlipayCircleOutlined style={{ color: '#1677ff' }} /> : <WechatOutlined style={{ color: '#07c160' }} />;
  const title = channel ? t(`cashier.title.${channel}`) : t('cashier.title.generic');
  const errorText = (answer.error as { message?: string } | undefined)?.message;

  return (
    <AntdScope>
      <div className="at-cashier" data-testid="sandbox-cashier">
        <Card
          className="at-cashier__card"
          title={
            <span>
              {icon} {title}
            </span>
          }
        >
          <Alert type="warning" showIcon message={t('cashier.notice')} style={{ marginBottom: 16 }} />
          {!valid || answer.error !== undefined ? (
            <Result status="warning" title={t('cashier.invalid')} subTitle={valid ? errorText : undefined} />
          ) : !cashier ? (
            <Skeleton active />
          ) : (
            <>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('cashier.item')}>{cashier.itemName}</Descriptions.Item>
                <Descriptions.Item label={t('cashier.orderNo')}>{cashier.orderNo}</Descriptions.Item>
              </Descriptions>
              <div className="at-cashier__amount" data-testid="cashier-amount">
                {formatFen(cashier.amount)}
              </div>
              {state === 'waiting' ? (
                <div className="at-cashier__actions">
                  <Button type="primary" size="large" block loading={busy === 'pay'} disabled={busy === 'cancel'} onClick={() => void decide('pay')} data-testid="cashier-pay">
                    {t('cashier.pay', { amount: formatFen(cashier.amount) })}
                  </Button>
                  <Button size="large" block loading={busy === 'cancel'} disabled={busy === 'pay'} onClick={() => void decide('cancel')} data-testid="cashier-cancel">
                    {t('cashier.cancel')}
                  </Button>
                </div>
              ) : (
                <div data-testid="cashier-state" data-state={state}>
                  <Result status={state === 'paid' ? 'success' : 'info'} title={t(`cashier.states.${state ?? 'cancelled'}`)} />
                </div>
              )}
            </>
          )}
        </Card>
      </div>
    </AntdScope>
  );
}
