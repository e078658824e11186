import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin, Typography } from 'antd';
import { ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS } from '@contract/endpoints/accountFields';
import type { WechatAuthorization } from '@contract/endpoints/loginCustom';
import './account.css';

export type QrState = 'waiting' | 'expired' | 'done';

export interface WechatQrProps<R> {
  /** Starts an authorization (login or binding). */
  start: () => Promise<WechatAuthorization>;
  /** Asks for its result. */
  check: (state: string) => Promise<R>;
  stateOf: (result: R) => QrState;
  onDone: (result: R) => void;
  /** What scanning does, e.g. "Scan with WeChat to log in". */
  prompt: string;
}

type Ending = 'expired' | 'failed' | 'done';

/**
 * A WeChat QR code that waits for the person to authorize: the sandbox draws the QR code of its own
 * confirmation page (which can also be opened in another tab); with a real WeChat app the browser goes to
 * WeChat's QR page and comes back with a code. Each round (a fresh QR code) starts an authorization.
 */
export function WechatQr<R>({ start, check, stateOf, onDone, prompt }: WechatQrProps<R>) {
  const { t } = useTranslation('common');
  const [round, setRound] = useState(0);
  const [started, setStarted] = useState<{ round: number; authorization?: WechatAuthorization }>();
  const [ended, setEnded] = useState<{ round: number; ending: Ending }>();
  const handlers = useRef({ check, stateOf, onDone });
  useEffect(() => {
    handlers.current = { check, stateOf, onDone };
  });

  useEffect(() => {
    let active = true;
    start().then(
      (authorization) => active && setStarted({ round, authorization }),
      () => active && setEnded({ round, ending: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [round, start]);

  const authorization = started?.round === round ? started.authorization : undefined;
  const ending = ended?.round === round ? ended.ending : undefined;

  useEffect(() => {
    if (!authorization || authorization.mode !== 'sandbox' || ending) return undefined;
    const expiresAt = Date.now() + authorization.expiresIn * 1000;
    let active = true;
    const end = (value: Ending) => active && setEnded({ round, ending: value });
    const timer = window.setInterval(async () => {
      if (Date.now() >= expiresAt) return end('expired');
      try {
        const result = await handlers.current.check(authorization.state);
        const state = handlers.current.stateOf(result);
        if (!active || state === 'waiting') return;
        end(state);
        if (state === 'done') handlers.current.onDone(result);
      } catch {
        end('failed');
      }
    }, ACCOUNT_LIMITS.wechatPollIntervalMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [authorization, ending, round]);

  const refresh = () => setRound((value) => value + 1);
  if (ending === 'expired' || ending === 'failed') {
    return (
      <Result
        status="info"
        title={t(ending === 'expired' ? 'account.wechat.expired' : 'account.wechat.failed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={refresh} data-testid="wechat-qr-refresh">
            {t('account.wechat.refresh')}
          </Button>
        }
      />
    );
  }
  if (!authorization) {
    return (
      <div className="at-wechat-qr">
        <Spin />
      </div>
    );
  }
  if (authorization.mode === 'wechat') {
    return (
      <div className="at-wechat-qr">
        <WechatOutlined className="at-wechat-qr__icon" />
        <Typography.Paragraph>{prompt}</Typography.Paragraph>
        <Button type="primary" icon={<WechatOutlined />} onClick={() => window.location.assign(authorization.authorizeUrl)}>
          {t('account.wechat.continue')}
        </Button>
      </div>
    );
  }
  return (
    <div className="at-wechat-qr" data-testid="wechat-qr">
      <img src={authorization.qrCode ?? ''} alt={t('account.wechat.qrAlt')} width={200} height={200} />
      <Typography.Paragraph strong>{prompt}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" className="at-wechat-qr__hint">
        {t('account.wechat.sandboxHint')}{' '}
        <a href={authorization.authorizeUrl} target="_blank" rel="noopener" data-testid="wechat-sandbox-link">
          {t('account.wechat.openSandbox')}
        </a>
      </Typography.Paragraph>
      {ending === 'done' && <Spin />}
    </div>
  );
}
