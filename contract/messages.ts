/**
 * Keys of the messages a user can be shown by either side (validation, refusals, notices). Zod schemas
 * use them as their `message`; the texts live in locales/<lang>/messages.json (spec §8 wording in English).
 */
export const MSG = {
  ok: 'ok',
  // spec §8
  mobileCorrect: 'mobileCorrect',
  mobileRegistered: 'mobileRegistered',
  mobileNotRegistered: 'mobileNotRegistered',
  mobileRequired: 'mobileRequired',
  mobileFormat: 'mobileFormat',
  codeSent: 'codeSent',
  accountRequired: 'accountRequired',
  passwordRequired: 'passwordRequired',
  verificationCodeRequired: 'verificationCodeRequired',
  passwordsInconsistent: 'passwordsInconsistent',
  loginSuccessful: 'loginSuccessful',
  saveFailed: 'saveFailed',
  validationFailed: 'validationFailed',
  requiredFields: 'requiredFields',
  noAuthority: 'noAuthority',
  noSuchId: 'noSuchId',
  fileTooLarge50M: 'fileTooLarge50M',
  emailCorrect: 'emailCorrect',
  experimentTime: 'experimentTime',
  saveBasicInfoFirst: 'saveBasicInfoFirst',
  pageNotFound: 'pageNotFound',
  pageAddressWrong: 'pageAddressWrong',
  // sessions and server
  noToken: 'noToken',
  invalidToken: 'invalidToken',
  wrongAccountOrPassword: 'wrongAccountOrPassword',
  tooManyRequests: 'tooManyRequests',
  payloadTooLarge: 'payloadTooLarge',
  serverError: 'serverError',
  notFound: 'notFound',
  logoutSuccessful: 'logoutSuccessful',
  saveSuccessful: 'saveSuccessful',
  deleteSuccessful: 'deleteSuccessful',
  // fields
  valueTooLong: 'valueTooLong',
  invalidId: 'invalidId',
  invalidSort: 'invalidSort',
  consigneeRequired: 'consigneeRequired',
  telephoneRequired: 'telephoneRequired',
  telephoneFormat: 'telephoneFormat',
  locationRequired: 'locationRequired',
  locationInvalid: 'locationInvalid',
  detailAddressRequired: 'detailAddressRequired',
  addressLimit: 'addressLimit',
  languageInvalid: 'languageInvalid',
} as const;
export type MessageKey = (typeof MSG)[keyof typeof MSG];
