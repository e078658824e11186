import { createHash } from 'node:crypto';

export interface WechatIdentity {
  openid: string;
  unionid: string | null;
  nickname: string | null;
}

interface AuthorizeUrlInput {
  state: string;
  /** Where the person lands after authorizing, absolute (WeChat redirects there with `code` and `state`). */
  callbackUrl: string;
  /** The confirmation page of the sandbox, absolute. */
  sandboxUrl: string;
}

/** WeChat QR login for websites: where to authorize, and the identity behind an authorization code. */
export interface WechatProvider {
  readonly mode: 'sandbox' | 'wechat';
  readonly appId: string | null;
  authorizeUrl(input: AuthorizeUrlInput): string;
  /** WeChat's authorization code → the person's identity (the sandbox confirms on its own page instead). */
  exchangeCode(code: string): Promise<WechatIdentity>;
}

class WechatError extends Error {}

/**
 * Without a WeChat app: the QR code leads to our own confirmation page, where a person confirms as the
 * sandbox WeChat user of a nickname (the same nickname is the same WeChat user every time).
 */
export const sandboxWechat: WechatProvider = {
  mode: 'sandbox',
  appId: null,
  authorizeUrl: ({ state, sandboxUrl }) => `${sandboxUrl}?state=${encodeURIComponent(state)}`,
  exchangeCode: async () => {
    throw new WechatError('The WeChat sandbox has no authorization codes');
  },
};

export const sandboxIdentity = (nickname: string): WechatIdentity => ({
  openid: `sandbox_${createHash('sha256').update(nickname).digest('base64url').slice(0, 32)}`,
  unionid: null,
  nickname,
});

export interface WechatAppSettings {
  /** WX_APP_ID and WX_APP_SECRET of a website application on the WeChat Open Platform. */
  appId: string;
  appSecret: string;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
}

/**
 * WeChat's documented website QR login (snsapi_login): the browser goes to `qrconnect`, WeChat redirects to
 * the callback with `code`; the server exchanges it at `sns/oauth2/access_token` and reads `sns/userinfo`.
 */
export function oauthWechat(settings: WechatAppSettings, fetchImpl: typeof fetch = fetch): WechatProvider {
  const get = async <T extends WechatAnswer>(url: URL): Promise<T> => {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new WechatError(`WeChat answered HTTP ${response.status}`);
    const body = (await response.json()) as T;
    if (body.errcode) throw new WechatError(`WeChat error ${body.errcode}: ${body.errmsg ?? ''}`);
    return body;
  };
  return {
    mode: 'wechat',
    appId: settings.appId,
    authorizeUrl: ({ state, callbackUrl }) => {
      const url = new URL('https://open.weixin.qq.com/connect/qrconnect');
      url.search = new URLSearchParams({
        appid: settings.appId,
        redirect_uri: callbackUrl,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      }).toString();
      return `${url.toString()}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const tokenUrl = new URL('https://api.weixin.qq.com/sns/oauth2/access_token');
      tokenUrl.search = new URLSearchParams({
        appid: settings.appId,
        secret: settings.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = await get<WechatAnswer & { access_token: string; openid: string; unionid?: string }>(tokenUrl);
      const infoUrl = new URL('https://api.weixin.qq.com/sns/userinfo');
      infoUrl.search = new URLSearchParams({ access_token: token.access_token, openid: token.openid }).toString();
      const info = await get<WechatAnswer & { nickname?: string; unionid?: string }>(infoUrl);
      return {
        openid: token.openid,
        unionid: info.unionid ?? token.unionid ?? null,
        nickname: info.nickname?.slice(0, 64) ?? null,
      };
    },
  };
}
