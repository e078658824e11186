import { z } from 'zod';
import { MSG } from '../messages';
import { isValidCreditCode } from '../creditCode';

/**
 * Fields and rules shared by the account calls (login, registration, password retrieval, profile): the
 * browser's forms and the server check exactly these.
 */

/** Mainland mobile numbers (the SMS gateway reaches only these). */
export const MOBILE = /^1[3-9]\d{9}$/;
/** Starts with a letter, so a user name can never look like a mobile number (login accepts either). */
export const USER_NAME = /^[A-Za-z][A-Za-z0-9_-]{3,31}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SMS_CODE = /^\d{6}$/;

export const ACCOUNT_LIMITS = {
  smsCodeLength: 6,
  smsCodeTtlSeconds: 300,
  /** Wrong entries after which a code is void. */
  codeWrongTriesMax: 5,
  smsPerNumberPerMinute: 1,
  smsPerNumberPerHour: 5,
  smsPerNumberPerDay: 10,
  smsPerClientPerHour: 30,
  smsPerClientPerDay: 100,
  imageCodeTtlSeconds: 300,
  /** Wrong passwords per account and address before each further attempt must wait (2 s, doubling). */
  loginFreeFailures: 5,
  loginDelayMaxSeconds: 900,
  wechatQrTtlSeconds: 300,
  wechatBindTtlSeconds: 600,
  wechatPollIntervalMs: 2000,
  passwordMin: 8,
  passwordMax: 32,
} as const;

/** A mobile number; `format` is the message for a malformed one (spec §8 has two wordings). */
export const mobileField = (format: string = MSG.mobileFormat) =>
  z.string({ message: MSG.mobileRequired }).trim().min(1, MSG.mobileRequired).regex(MOBILE, format);

export const smsCodeField = z
  .string({ message: MSG.verificationCodeRequired })
  .trim()
  .min(1, MSG.verificationCodeRequired)
  .regex(SMS_CODE, MSG.smsCodeFormat);

export const userNameField = z
  .string({ message: MSG.userNameRequired })
  .trim()
  .min(1, MSG.userNameRequired)
  .regex(USER_NAME, MSG.userNameFormat);

/** The password policy of new passwords (its text is the message `passwordPolicy`). */
export const newPasswordField = z
  .string({ message: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(ACCOUNT_LIMITS.passwordMin, MSG.passwordPolicy)
  .max(ACCOUNT_LIMITS.passwordMax, MSG.passwordPolicy)
  .regex(/^[\x21-\x7e]+$/, MSG.passwordPolicy)
  .regex(/[A-Za-z]/, MSG.passwordPolicy)
  .regex(/\d/, MSG.passwordPolicy);

export const confirmPasswordField = z.string({ message: MSG.passwordRequired }).min(1, MSG.passwordRequired);

/** Adds the check that `confirmPassword` repeats `password` (message on the confirmation field). */
export const withPasswordConfirmation = <T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(
  schema: T,
) =>
  schema.refine((value) => value.password === value.confirmPassword, {
    message: MSG.passwordsInconsistent,
    path: ['confirmPassword'],
  });

export const emailField = z
  .string({ message: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(200, MSG.valueTooLong)
  .regex(EMAIL, MSG.emailCorrect);

export const creditCodeField = z
  .string({ message: MSG.creditCodeRequired })
  .trim()
  .toUpperCase()
  .min(1, MSG.creditCodeRequired)
  .refine(isValidCreditCode, MSG.creditCodeInvalid);

export const realNameField = z.string().trim().max(50, MSG.valueTooLong);

export const AGREEMENT_TYPES = ['technicalService', 'user', 'privacy', 'platformService'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const COMPANY_KINDS = ['general', 'lightNode'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** Industries a company registers under (names: `industry.<code>` in the portal locale). */
export const INDUSTRIES = [
  'steel',
  'nonferrous',
  'newMaterials',
  'welding',
  'equipment',
  'automotive',
  'construction',
  'energy',
  'shipbuilding',
  'aerospace',
  'testing',
  'research',
  'trade',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/**
 * What an SMS code is for. A code only authorizes the action it was sent for; `changeMobile` is sent by the
 * signed-in profile call, the others by `gateway/sendMobile`.
 */
export const SMS_PURPOSES = ['login', 'register', 'loginOrRegister', 'password', 'wechatBind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export type CodePurpose = SmsPurpose | 'changeMobile' | 'email';

/** Agreements ticked: every one of AGREEMENT_TYPES must be `true`. */
export const agreementsField = z.object(
  Object.fromEntries(AGREEMENT_TYPES.map((type) => [type, z.literal(true, { message: MSG.agreementsRequired })])) as Record<
    AgreementType,
    z.ZodLiteral<true>
  >,
  { message: MSG.agreementsRequired },
);
