import { useEffect, useState } from 'react';
import { Alert, Button, Result, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { call, callFile } from '../../providers/http';
import { payment } from './endpoints';
import { PAY_CODE_HEADER, PAY_SANDBOX_HEADER, isSandboxHeader, type QrChannel } from './model';

interface Code {
  /** An object URL (WeChat's PNG) or a data URL (Alipay). */
  src: string;
  /** The sandbox cashier's address, shown under the code; null with a real provider. */
  cashier: string | null;
}

const absolute = (link: string) => new URL(link, window.location.href).href;

/** Asks the server for the channel's code of a waiting order: WeChat answers a PNG, Alipay a data URL. */
async function loadCode(orderNo: string, channel: QrChannel): Promise<Code> {
  if (channel === 'wxpay') {
    const { blob, headers } = await callFile(payment.wxpayNative, { orderNo });
    const code = headers[PAY_CODE_HEADER];
    return { src: URL.createObjectURL(blob), cashier: isSandboxHeader(headers[PAY_SANDBOX_HEADER]) && code ? absolute(code) : null };
  }
  const { data } = await call(payment.alipayPrecreate, { orderNo });
  return { src: data.image, cashier: data.sandbox ? absolute(data.qrCode) : null };
}

/** One channel's QR code for a waiting order, with the sandbox's note and cashier link when it stands in. */
export function PayCode({ orderNo, channel }: { orderNo: string; channel: QrChannel }) {
  const { t } = useTranslation('portal');
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ key: string; code?: Code; failed?: boolean }>();
  const key = `${orderNo}#${channel}#${round}`;

  useEffect(() => {
    let active = true;
    let objectUrl: string | undefined;
    loadCode(orderNo, channel).then(
      (code) => {
        if (code.src.startsWith('blob:')) objectUrl = code.src;
        if (active) setResult({ key, code });
        else if (objectUrl) URL.revokeObjectURL(objectUrl);
      },
      // The http client has shown why (e.g. the channel is unavailable).
      () => active && setResult({ key, failed: true }),
    );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [orderNo, channel, key]);

  const current = result?.key === key ? result : undefined;
  const name = t(`payment.channels.${channel}`);
  if (current?.failed) {
    return (
      <Result
        status="warning"
        title={t('payment.codeFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => setRound((value) => value + 1)} data-testid="payment-code-retry">
            {t('payment.retry')}
          </Button>
        }
      />
    );
  }
  if (!current?.code) {
    return (
      <div className="at-payment__code at-payment__code--loading">
        <Spin />
      </div>
    );
  }
  const { code } = current;
  return (
    <div className="at-payment__code" data-testid={`payment-code-${channel}`}>
      <img src={code.src} alt={t('payment.qrAlt', { channel: name })} width={220} height={220} data-testid="payment-qr" />
      <Typography.Paragraph strong>{t(`payment.scan.${channel}`)}</Typography.Paragraph>
      {code.cashier && (
        <>
          <Alert type="warning" showIcon message={t('payment.sandbox')} className="at-payment__sandbox" />
          <Typography.Paragraph type="secondary" className="at-payment__cashier">
            {t('payment.sandboxCashier')}{' '}
            <a href={code.cashier} target="_blank" rel="noopener" data-testid="cashier-link">
              {code.cashier}
            </a>
          </Typography.Paragraph>
        </>
      )}
    </div>
  );
}
