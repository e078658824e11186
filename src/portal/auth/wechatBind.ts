/**
 * A first-time WeChat user on the way from the QR code to a bound mobile: the ticket travels in session
 * storage (never in the address bar), and so does the result the success page shows.
 */
export const WECHAT_BIND_KEY = 'wechatBind';
export const WECHAT_RESULT_KEY = 'wechatBindResult';

export interface WechatBindPending {
  ticket: string;
  nickname: string | null;
}
export interface WechatBindDone {
  userName: string;
  nickname: string | null;
  registered: boolean;
  mobile: string;
}

export const readStored = <T>(key: string): T | undefined => {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
};
