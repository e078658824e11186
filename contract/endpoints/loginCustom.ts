import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyInput, okOutput } from '../envelope';
import { MSG } from '../messages';
import { ROLES } from '../permissions';
import { agreementsField, mobileField, smsCodeField } from './accountFields';

export const USER_TYPES = ['individual', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The image code's key comes from the `x-verify-key` header of `verifyCode`. */
export const VERIFY_KEY_HEADER = 'x-verify-key';
export const VERIFY_KEY = /^[A-Za-z0-9_-]{43}$/;

export const loginInput = z.object({
  account: z.string({ message: MSG.accountRequired }).trim().min(1, MSG.accountRequired).max(64, MSG.valueTooLong),
  password: z.string({ message: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.valueTooLong),
  /** Required while the image code is on (see getLoginConfig); the server says so when missing. */
  verifyKey: z.string().max(64, MSG.verificationCodeWrong).optional(),
  verifyCode: z.string().trim().max(8, MSG.verificationCodeWrong).optional(),
});
/** The image code field of the form, when the server asks for it. */
export const verifyCodeField = z
  .string({ message: MSG.verificationCodeRequired })
  .trim()
  .min(1, MSG.verificationCodeRequired)
  .max(8, MSG.verificationCodeWrong);
export const loginOutput = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
});

/** Logins that may create the account (first mobile login, first WeChat login) say whether they did. */
export const loginOrRegisterOutput = loginOutput.extend({ registered: z.boolean() });

export const mobileLoginInput = z.object({ mobile: mobileField(), smsCode: smsCodeField });
export const mobileLoginOrRegisterInput = mobileLoginInput.extend({ agreements: agreementsField });

export const loginConfigOutput = z.object({
  /** Whether password login needs the image code (ATSTEEL_CAPTCHA). */
  captchaRequired: z.boolean(),
  /** `sandbox` without a WeChat app configured; `wechat` uses WeChat's OAuth QR login. */
  wechatMode: z.enum(['sandbox', 'wechat']),
});

export const WECHAT_STATE = /^[A-Za-z0-9_-]{43}$/;
const wechatState = z.string().regex(WECHAT_STATE, MSG.wechatStateInvalid);

/** A started WeChat authorization (login, or binding from the profile). */
export const wechatAuthorization = z.object({
  mode: z.enum(['sandbox', 'wechat']),
  state: z.string(),
  expiresIn: z.number().int(),
  /** Where the person authorizes: WeChat's QR page, or the sandbox confirmation page. */
  authorizeUrl: z.string(),
  /** PNG data URL of a QR code of `authorizeUrl` (sandbox); WeChat shows its own. */
  qrCode: z.string().nullable(),
  appId: z.string().nullable(),
});
export type WechatAuthorization = z.infer<typeof wechatAuthorization>;

/** Polled by the page showing the QR code; `code` is WeChat's authorization code after its redirect. */
export const wechatResultInput = z.object({
  state: wechatState,
  code: z.string().trim().min(1).max(256).optional(),
});

export const wechatLoginOutput = z.object({
  status: z.enum(['waiting', 'loggedIn', 'bind', 'expired']),
  login: loginOutput.nullable(),
  /** For `bind`: the ticket `wxBindingMobile` takes, and the WeChat nickname. */
  bindTicket: z.string().nullable(),
  nickname: z.string().nullable(),
});

export const wechatBindMobileInput = z.object({
  ticket: z.string().regex(WECHAT_STATE, MSG.wechatBindExpired),
  mobile: mobileField(),
  smsCode: smsCodeField,
  agreements: agreementsField,
});

export const sandboxConfirmInput = z.object({
  state: wechatState,
  nickname: z.string({ message: MSG.nicknameRequired }).trim().min(1, MSG.nicknameRequired).max(32, MSG.valueTooLong),
});

export const ssoOutput = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  userName: z.string(),
  /** A same-site address to go to instead of refreshing the page. */
  redirect: z.string().nullable(),
});

export const menuItem = z.object({
  key: z.string(),
  path: z.string(),
  icon: z.string().nullable(),
  parentKey: z.string().nullable(),
  sort: z.number().int(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const checkLoginOutput = z.object({
  token: z.string(),
  permission: z.array(z.string()),
  roles: z.array(z.enum(ROLES)),
  userInfo: z.object({ userId: z.number().int(), userName: z.string(), userType: z.enum(USER_TYPES) }),
  extendUserInfo: z.object({
    companyName: z.string().nullable(),
    isStandardSystem: z.boolean(),
    isCompanyUser: z.boolean(),
  }),
  listSysMenuUser: z.array(menuItem),
});
export type CheckLoginResult = z.infer<typeof checkLoginOutput>;

export const loginCustom = {
  login: defineEndpoint({
    method: 'POST',
    path: '/atsteel/loginCustom/login',
    input: loginInput,
    output: loginOutput,
    access: 'public',
    fullBody: true,
    summary: 'Log in with user name or mobile and password; returns a session token',
  }),
  checkLogin: defineEndpoint({
    method: 'POST',
    path: '/atsteel/loginCustom/checkLogin',
    input: emptyInput,
    output: checkLoginOutput,
    access: 'user',
    summary: 'The signed-in user, their permission list and console menu',
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/atsteel/loginCustom/logout',
    input: emptyInput,
    output: okOutput,
    access: 'public',
    summary: 'Revoke the session token sent with the request (no-op without one)',
  }),
  getLoginConfig: defineEndpoint({
    method: 'GET',
    path: '/atsteel/loginCustom/getLoginConfig',
    input: emptyInput,
    output: loginConfigOutput,
    access: 'public',
    summary: 'What the login forms need to know: whether the image code is on, and the WeChat login mode',
  }),
  verifyCode: defineEndpoint({
    method: 'GET',
    path: '/atsteel/loginCustom/verifyCode',
    input: emptyInput,
    output: z.unknown(),
    access: 'public',
    fullBody: true,
    blob: true,
    summary: `A new image verification code (SVG); its key is in the \`${VERIFY_KEY_HEADER}\` header. One use, 5 minutes`,
  }),
  loginByMobile: defineEndpoint({
    method: 'POST',
    path: '/atsteel/loginCustom/loginByMobile',
    input: mobileLoginInput,
    output: loginOutput,
    access: 'public',
    fullBody: true,
    summary: 'Log in with a registered mobile number and an SMS code (purpose `login`)',
  }),
  loginByMobileAndRegis: defineEndpoint({
    method: 'POST',
    path: '/atsteel/loginCustom/loginByMobileAndRegis',
    input: mobileLoginOrRegisterInput,
    output: loginOrRegisterOutput,
    access: 'public',
    fullBody: true,
    summary: 'Log in with a mobile number and an SMS code (purpose `loginOrRegister`); the first login creates the account',
  }),
  getWxConfig: defineEndpoint({
    method: 'GET',
    path: '/atsteel/loginCustom/wxLogin/getWxConfig',
    input: emptyInput,
    output: wechatAuthorization,
    access: 'public',
    summary: 'Start a WeChat QR login: the state to poll and where to authorize (5 minutes)',
  }),
  wxLogin: defineEndpoint({
    method: 'POST',
    path: '/atsteel/loginCustom/wxLogin/login',
    input: wechatResultInput,
    output: wechatLoginOutput,
    access: 'public',
    summary: 'Result of a WeChat QR login: waiting, logged in, or a first-time WeChat user who must bind a mobile',
  }),
  wxSandboxConfirm: defineEndpoint({
    method: 'POST',
    path: '/atsteel/loginCustom/wxLogin/sandboxConfirm',
    input: sandboxConfirmInput,
    output: z.object({ purpose: z.enum(['login', 'bind']) }),
    access: 'public',
    summary: 'Sandbox WeChat only: confirm a QR code as the sandbox WeChat user of this nickname',
  }),
  wxBindingMobile: defineEndpoint({
    method: 'POST',
    path: '/atsteel/loginCustom/wxBindingMobile',
    input: wechatBindMobileInput,
    output: loginOrRegisterOutput,
    access: 'public',
    fullBody: true,
    summary: "Bind a first-time WeChat user to a mobile (SMS purpose `wechatBind`): the number's account, or a new one",
  }),
  verifySSOToken: defineEndpoint({
    method: 'GET',
    path: '/atsteel/loginCustom/verifySSOToken',
    input: z.object({ jwtStr: z.string().trim().min(1, MSG.ssoInvalid).max(8192, MSG.ssoInvalid) }),
    output: ssoOutput,
    access: 'public',
    summary: "Exchange a single-sign-on JWT of the trusted issuer for a session token",
  }),
  getRolePermission: defineEndpoint({
    method: 'GET',
    path: '/atsteel/loginCustom/getRolePermission',
    input: emptyInput,
    output: z.object({ roles: z.array(z.enum(ROLES)), permission: z.array(z.string()) }),
    access: 'user',
    summary: "The signed-in user's roles and permissions",
  }),
};
