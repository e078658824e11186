import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyInput, okOutput } from '../envelope';
import { MSG } from '../messages';
import { ROLES } from '../permissions';

export const USER_TYPES = ['individual', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const loginInput = z.object({
  account: z.string({ message: MSG.accountRequired }).trim().min(1, MSG.accountRequired).max(64, MSG.valueTooLong),
  password: z.string({ message: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.valueTooLong),
});
export const loginOutput = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
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
  getRolePermission: defineEndpoint({
    method: 'GET',
    path: '/atsteel/loginCustom/getRolePermission',
    input: emptyInput,
    output: z.object({ roles: z.array(z.enum(ROLES)), permission: z.array(z.string()) }),
    access: 'user',
    summary: "The signed-in user's roles and permissions",
  }),
};
