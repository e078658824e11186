import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyInput } from '../envelope';
import { MSG } from '../messages';
import {
  COMPANY_KINDS,
  INDUSTRIES,
  SMS_PURPOSES,
  agreementsField,
  confirmPasswordField,
  creditCodeField,
  emailField,
  mobileField,
  newPasswordField,
  realNameField,
  smsCodeField,
  userNameField,
  withPasswordConfirmation,
} from './accountFields';
import { loginOutput } from './loginCustom';

export const sendMobileInput = z.object({
  mobile: mobileField(MSG.mobileCorrect),
  type: z.enum(SMS_PURPOSES, { message: MSG.validationFailed }),
});

export const verifySmsCodeInput = z.object({
  mobile: mobileField(),
  smsCode: smsCodeField,
  type: z.enum(SMS_PURPOSES, { message: MSG.validationFailed }),
});

export const companyInput = z.object({
  kind: z.enum(COMPANY_KINDS, { message: MSG.companyKindRequired }),
  name: z
    .string({ message: MSG.companyNameRequired })
    .trim()
    .min(1, MSG.companyNameRequired)
    .max(100, MSG.valueTooLong),
  creditCode: creditCodeField,
  industry: z.enum(INDUSTRIES, { message: MSG.industryRequired }),
  contact: z.string({ message: MSG.contactRequired }).trim().min(1, MSG.contactRequired).max(50, MSG.valueTooLong),
  email: emailField,
});
export type CompanyInput = z.input<typeof companyInput>;

const registration = z.object({
  userType: z.enum(['individual', 'company'], { message: MSG.validationFailed }),
  userName: userNameField,
  password: newPasswordField,
  confirmPassword: confirmPasswordField,
  mobile: mobileField(),
  smsCode: smsCodeField,
  realName: realNameField.optional(),
  agreements: agreementsField,
  /** Required for a company registration, ignored for an individual one. */
  company: companyInput.optional(),
});
/** Registration (spec §2): an individual, or a company whose registrant becomes its enterprise administrator. */
export const registerInput = withPasswordConfirmation(registration).refine(
  (value) => value.userType !== 'company' || value.company !== undefined,
  { message: MSG.companyNameRequired, path: ['company', 'name'] },
);
export type RegisterInput = z.input<typeof registerInput>;

export const forgetPasswordInput = withPasswordConfirmation(
  z.object({
    mobile: mobileField(),
    smsCode: smsCodeField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
);

export const userLevel = z.object({
  code: z.enum(['freeDataPrivilege']),
  durationMonths: z.number().int(),
  price: z.number(),
  forNewUsers: z.boolean(),
});

export const userLevelsOutput = z.object({
  levels: z.array(userLevel),
  /** The caller's privilege; null for a visitor. */
  current: z
    .object({ code: z.enum(['freeDataPrivilege']).nullable(), privilegeUntil: z.string().nullable(), active: z.boolean() })
    .nullable(),
});

export const gateway = {
  sendMobile: defineEndpoint({
    method: 'POST',
    path: '/atsteel/gateway/sendMobile',
    input: sendMobileInput,
    output: z.object({ expiresIn: z.number().int(), resendIn: z.number().int() }),
    access: 'public',
    summary: 'Send a 6-digit SMS code for one purpose (5 minutes, one use; at most 1 a minute, 5 an hour, 10 a day per number)',
  }),
  verifySmsCode: defineEndpoint({
    method: 'POST',
    path: '/atsteel/gateway/verifySmsCode',
    input: verifySmsCodeInput,
    output: z.null(),
    access: 'public',
    summary: 'Check an SMS code without using it up (wrong entries count towards the 5 that void it)',
  }),
  verifyMobileIsExist: defineEndpoint({
    method: 'POST',
    path: '/atsteel/gateway/verifyMobileIsExist',
    input: z.object({ mobile: mobileField() }),
    output: z.object({ exists: z.boolean() }),
    access: 'public',
    summary: 'Whether an account has this mobile number',
  }),
  verifyUserNameIsExist: defineEndpoint({
    method: 'POST',
    path: '/atsteel/gateway/verifyUserNameIsExist',
    input: z.object({ userName: z.string().trim().min(1, MSG.userNameRequired).max(64, MSG.valueTooLong) }),
    output: z.object({ exists: z.boolean() }),
    access: 'public',
    summary: 'Whether a user name is taken',
  }),
  saveUserInfo: defineEndpoint({
    method: 'POST',
    path: '/atsteel/gateway/saveUserInfo',
    input: registerInput,
    output: loginOutput,
    access: 'public',
    summary: 'Register an individual or a company (SMS purpose `register`); answers a session like a login',
  }),
  forgetPassword: defineEndpoint({
    method: 'POST',
    path: '/atsteel/gateway/forgetPassword',
    input: forgetPasswordInput,
    output: z.null(),
    access: 'public',
    summary: 'Set a new password with an SMS code (purpose `password`); ends every session of the account',
  }),
  listUserLevelList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/gateway/listUserLevelList',
    input: emptyInput,
    output: userLevelsOutput,
    access: 'public',
    summary: "The platform's user privileges, and the caller's own with its expiry",
  }),
};
