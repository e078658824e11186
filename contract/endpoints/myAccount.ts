import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyInput, okOutput } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS, ROLES } from '../permissions';
import {
  confirmPasswordField,
  emailField,
  mobileField,
  newPasswordField,
  realNameField,
  smsCodeField,
  withPasswordConfirmation,
} from './accountFields';
import { USER_TYPES, wechatAuthorization, wechatResultInput } from './loginCustom';

/** The signed-in person's own account (personal centre `/my/info`), group `myData` of spec §7. */
export const personalData = z.object({
  userId: z.number().int(),
  userName: z.string(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  roles: z.array(z.enum(ROLES)),
  companyName: z.string().nullable(),
  language: z.enum(['zh', 'en']),
  privilegeUntil: z.string().nullable(),
  createTime: z.string(),
  wechat: z.object({ nickname: z.string().nullable(), boundTime: z.string() }).nullable(),
});
export type PersonalData = z.infer<typeof personalData>;

export const savePersonalDataInput = z.object({ realName: realNameField });

export const updatePasswordInput = withPasswordConfirmation(
  z.object({
    oldPassword: z.string({ message: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.valueTooLong),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
);

export const updateMobileInput = z.object({ mobile: mobileField(), smsCode: smsCodeField });
export const emailCodeInput = z.object({ email: emailField, code: smsCodeField });

export const wechatBindOutput = z.object({
  status: z.enum(['waiting', 'bound', 'expired']),
  nickname: z.string().nullable(),
});

const profileRead = PERMISSIONS.profileRead;
const profileUpdate = PERMISSIONS.profileUpdate;

export const myAccount = {
  getPersonalData: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/getPersonalData',
    input: emptyInput,
    output: personalData,
    access: profileRead,
    summary: "The caller's personal data",
  }),
  savePersonalData: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/savePersonalData',
    input: savePersonalDataInput,
    output: personalData,
    access: profileUpdate,
    summary: "Save the caller's real name (mobile, e-mail and password have their own verified calls)",
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/updatePassword',
    input: updatePasswordInput,
    output: okOutput,
    access: profileUpdate,
    summary: 'Change the password with the current one; ends every session of the account',
  }),
  sendNewMobileCode: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/sendNewMobileCode',
    input: z.object({ mobile: mobileField(MSG.mobileCorrect) }),
    output: z.object({ expiresIn: z.number().int(), resendIn: z.number().int() }),
    access: profileUpdate,
    summary: 'Send an SMS code to the new mobile number (which no account may have yet)',
  }),
  updateMobile: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/updateMobile',
    input: updateMobileInput,
    output: personalData,
    access: profileUpdate,
    summary: 'Change the mobile number with the code sent to the new number',
  }),
  sendEmailCode: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/sendEmailCode',
    input: z.object({ email: emailField }),
    output: z.object({ expiresIn: z.number().int(), resendIn: z.number().int() }),
    access: profileUpdate,
    summary: 'E-mail a 6-digit code to the address to verify',
  }),
  verifyEmailCode: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/verifyEmailCode',
    input: emailCodeInput,
    output: okOutput,
    access: profileUpdate,
    summary: 'Check an e-mail code without using it up',
  }),
  saveEmail: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/saveEmail',
    input: emailCodeInput,
    output: personalData,
    access: profileUpdate,
    fullBody: true,
    summary: 'Save the verified e-mail address',
  }),
  wechatBindStart: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/wechatBindStart',
    input: emptyInput,
    output: wechatAuthorization,
    access: profileUpdate,
    summary: 'Start binding a WeChat account to the caller: a QR code to scan (5 minutes)',
  }),
  wechatBindResult: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/wechatBindResult',
    input: wechatResultInput,
    output: wechatBindOutput,
    access: profileUpdate,
    summary: 'Result of a WeChat binding the caller started',
  }),
  wechatUnbind: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/wechatUnbind',
    input: emptyInput,
    output: okOutput,
    access: profileUpdate,
    summary: "Remove the caller's WeChat binding",
  }),
};
