import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginCustom, type wechatLoginOutput } from '@contract/endpoints/loginCustom';
import type { z } from 'zod';
import { WechatQr, type QrState } from '../../components/account/WechatQr';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { useFinishSignIn } from './signedIn';
import { WECHAT_BIND_KEY, type WechatBindPending } from './wechatBind';

type WechatResult = z.infer<typeof wechatLoginOutput>;

const stateOf = (result: WechatResult): QrState =>
  result.status === 'waiting' ? 'waiting' : result.status === 'expired' ? 'expired' : 'done';

/** What a finished WeChat login leads to: the signed-in user's page, or binding a mobile (first time). */
function useWechatOutcome() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  return useCallback(
    async (result: WechatResult) => {
      if (result.status === 'loggedIn' && result.login) {
        await finish(result.login, message('loginSuccessful'));
      } else if (result.status === 'bind' && result.bindTicket) {
        const pending: WechatBindPending = { ticket: result.bindTicket, nickname: result.nickname };
        sessionStorage.setItem(WECHAT_BIND_KEY, JSON.stringify(pending));
        const redirect = params.get('redirect');
        navigate(`/wxBind${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
      }
    },
    [finish, navigate, params],
  );
}

/** The WeChat tab of the login page: the QR code and its result. */
export function WechatLogin() {
  const { t } = useTranslation('portal');
  const outcome = useWechatOutcome();
  const start = useCallback(() => call(loginCustom.getWxConfig, {}), []);
  const check = useCallback((state: string) => call(loginCustom.wxLogin, { state }, { silent: true }), []);
  return <WechatQr start={start} check={check} stateOf={stateOf} onDone={(result) => void outcome(result)} prompt={t('login.wechatPrompt')} />;
}

/**
 * With a real WeChat app, WeChat sends the browser back to the login page with `code` and `state`: this
 * finishes that login (once) and returns true while it does.
 */
export function useWechatRedirect(): boolean {
  const [params, setParams] = useSearchParams();
  const outcome = useWechatOutcome();
  const code = params.get('code');
  const state = params.get('state');
  const handled = useRef(false);
  useEffect(() => {
    if (!code || !state || handled.current) return;
    handled.current = true;
    const next = new URLSearchParams(params);
    next.delete('code');
    next.delete('state');
    call(loginCustom.wxLogin, { state, code })
      .then((result) => outcome(result))
      .catch(() => setParams(next, { replace: true }));
  }, [code, state, params, setParams, outcome]);
  return Boolean(code && state);
}
