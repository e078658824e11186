import { useEffect, useState } from 'react';
import { Button, Descriptions, Result, Skeleton, Tabs, Tag, Typography } from 'antd';
import { AlipayCircleOutlined, ClockCircleOutlined, WechatOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../components/format/money';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { isPaidState, ORDER_NO, payment, type OrderState, type PaymentOrderDetail } from './endpoints';
import {
  PAID_REDIRECT_MS,
  POLL_INTERVAL_MS,
  afterPaidPath,
  discountLabelKey,
  formatCountdown,
  orderBackPath,
  orderEnding,
  type QrChannel,
} from './model';
import { PayCode } from './PayCode';
import { useCountdown } from './useCountdown';
import './payment.css';

function OrderSummary({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('portal');
  return (
    <Descriptions bordered size="small" column={1} data-testid="payment-order">
      <Descriptions.Item label={t('payment.orderNo')}>{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('payment.item')}>
        <Tag>{t(`payment.kinds.${order.kind}`)}</Tag> {order.itemName}
      </Descriptions.Item>
      {order.kind === 'book' && <Descriptions.Item label={t('payment.unitPrice')}>{formatFen(order.unitPrice)}</Descriptions.Item>}
      <Descriptions.Item label={t('payment.quantity')}>{order.quantity}</Descriptions.Item>
      <Descriptions.Item label={t('payment.listAmount')}>
        {order.discounts.length > 0 ? <del>{formatFen(order.listAmount)}</del> : formatFen(order.listAmount)}
      </Descriptions.Item>
      {order.discounts.map((line, index) => (
        <Descriptions.Item key={`${line.code}-${index}`} label={t(discountLabelKey(line.code))}>
          <span className="at-payment__discount">-{formatFen(Math.abs(line.amount))}</span>
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('payment.amount')}>
        <strong className="at-payment__amount" data-testid="payment-amount">
          {formatFen(order.amount)}
        </strong>
      </Descriptions.Item>
      {order.delivery && (
        <Descriptions.Item label={t('payment.delivery')}>
          {order.delivery.consignee} {order.delivery.telephone}
          <br />
          {order.delivery.locationName} {order.delivery.detail}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function Countdown({ expireTime }: { expireTime: string }) {
  const { t } = useTranslation('portal');
  const left = useCountdown(expireTime, true) ?? 0;
  return (
    <p className="at-payment__countdown" role="timer" aria-live="off" data-testid="payment-countdown">
      <ClockCircleOutlined />{' '}
      {left > 0 ? t('payment.countdown', { time: formatCountdown(left) }) : t('payment.countdownOver')}
    </p>
  );
}

function Paid({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const next = afterPaidPath(order);
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(next, { replace: true }), PAID_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, next]);
  return (
    <div data-testid="payment-success">
      <Result
        status="success"
        title={t('payment.paid', { amount: formatFen(order.amount) })}
        subTitle={t(`payment.paidNext.${order.kind}`)}
        extra={
          <Button type="primary" onClick={() => void navigate(next, { replace: true })}>
            {t('payment.continue')}
          </Button>
        }
      />
    </div>
  );
}

function Ended({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const ending = orderEnding(order);
  return (
    <div data-testid="payment-ended">
      <Result
        status="info"
        title={t(`payment.ended.${ending}`)}
        extra={
          <Button type="primary" onClick={() => void navigate(orderBackPath(order))}>
            {t(`payment.back.${order.kind}`)}
          </Button>
        }
      />
    </div>
  );
}

export interface PaymentPanelProps {
  orderNo: string;
  /** The tab it opens on (`/zfbPay` opens on Alipay). */
  initialChannel?: QrChannel;
}

/**
 * Pays one of the caller's orders: what it is and costs, the time left, and the WeChat Pay and Alipay codes.
 * Asks every 2 s whether it is paid; once paid it says so and moves on by itself (afterPaidPath).
 */
export function PaymentPanel({ orderNo, initialChannel = 'wxpay' }: PaymentPanelProps) {
  const { t } = useTranslation('portal');
  const valid = ORDER_NO.test(orderNo);
  const answer = useRemote(
    (signal) =>
      valid
        ? call(payment.getOrder, { orderNo }, { signal, silent: true }).then((body) => body.data)
        : Promise.reject(new Error('no order number')),
    orderNo,
  );
  const order = answer.data ?? (answer.latest?.orderNo === orderNo ? answer.latest : undefined);
  const [polled, setPolled] = useState<{ orderNo: string; state: OrderState }>();
  const state = polled?.orderNo === orderNo && order?.state === 'waiting' ? polled.state : order?.state;
  const [channel, setChannel] = useState<QrChannel>(initialChannel);
  const { reload } = answer;

  const waitingOrder = state === 'waiting' ? order?.orderNo : undefined;
  useEffect(() => {
    if (!waitingOrder) return undefined;
    const controller = new AbortController();
    let timer = 0;
    const ask = async () => {
      try {
        const { data } = await call(payment.getOrderStatus, { orderNo: waitingOrder }, { signal: controller.signal, silent: true });
        if (controller.signal.aborted) return;
        if (data.state !== 'waiting') {
          setPolled({ orderNo: waitingOrder, state: data.state });
          // The order itself says why it ended (its history), and what was paid.
          reload();
          return;
        }
      } catch {
        if (controller.signal.aborted) return;
        // A failed check (network) is retried at the next tick.
      }
      timer = window.setTimeout(() => void ask(), POLL_INTERVAL_MS);
    };
    timer = window.setTimeout(() => void ask(), POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [waitingOrder, reload]);

  if (!valid || (answer.error !== undefined && !order)) {
    const message = (answer.error as { message?: string } | undefined)?.message;
    return (
      <div data-testid="payment-not-found">
        <Result
          status="warning"
          title={t('payment.notFound')}
          subTitle={valid ? message : undefined}
          extra={<Link to="/">{t('payment.home')}</Link>}
        />
      </div>
    );
  }
  if (!order) return <Skeleton active />;

  return (
    <div className="at-payment" data-testid="payment-panel">
      <OrderSummary order={order} />
      <section className="at-payment__pay" aria-label={t('payment.payHeading')}>
        {state !== undefined && isPaidState(state) ? (
          <Paid order={order} />
        ) : state === 'cancelled' ? (
          <Ended order={order} />
        ) : (
          <>
            <Countdown expireTime={order.expireTime} />
            <Tabs
              activeKey={channel}
              onChange={(key) => setChannel(key as QrChannel)}
              centered
              items={[
                {
                  key: 'wxpay',
                  label: (
                    <span data-testid="pay-tab-wxpay">
                      <WechatOutlined style={{ color: '#07c160' }} /> {t('payment.channels.wxpay')}
                    </span>
                  ),
                  children: <PayCode orderNo={order.orderNo} channel="wxpay" />,
                },
                {
                  key: 'alipay',
                  label: (
                    <span data-testid="pay-tab-alipay">
                      <AlipayCircleOutlined style={{ color: '#1677ff' }} /> {t('payment.channels.alipay')}
                    </span>
                  ),
                  children: <PayCode orderNo={order.orderNo} channel="alipay" />,
                },
              ]}
            />
            <Typography.Paragraph type="secondary" className="at-payment__waiting" aria-live="polite">
              {t('payment.waiting')}
            </Typography.Paragraph>
          </>
        )}
      </section>
    </div>
  );
}
