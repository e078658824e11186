import { z } from 'zod';
import { idField } from '../fields';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';

/** Mainland mobile, landline with area code (optional extension), or an international number. */
export const TELEPHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|\+\d{6,15})$/;
/** Division codes (GB/T 2260 and below): province 2 digits, city 4, district 6, or town 9. */
export const DIVISION_CODE = /^\d{2}(\d{2}(\d{2}(\d{3})?)?)?$/;

export const addressInput = z.object({
  id: idField.optional(),
  consignee: z.string({ message: MSG.consigneeRequired }).trim().min(1, MSG.consigneeRequired).max(50, MSG.valueTooLong),
  telephone: z
    .string({ message: MSG.telephoneRequired })
    .trim()
    .min(1, MSG.telephoneRequired)
    .regex(TELEPHONE, MSG.telephoneFormat),
  location: z
    .array(z.string().regex(DIVISION_CODE, MSG.locationInvalid), { message: MSG.locationRequired })
    .min(3, MSG.locationRequired)
    .max(3, MSG.locationInvalid),
  detail: z
    .string({ message: MSG.detailAddressRequired })
    .trim()
    .min(1, MSG.detailAddressRequired)
    .max(200, MSG.valueTooLong),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = z.object({
  id: z.number().int(),
  consignee: z.string(),
  telephone: z.string(),
  location: z.array(z.string()),
  locationName: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Address = z.infer<typeof address>;

const access = PERMISSIONS.addressManage;

export const userAddress = {
  getAddress: defineEndpoint({
    method: 'GET',
    path: '/atsteel/user/address/getAddress',
    input: pageQuery,
    output: pageOf(address),
    access,
    summary: "The caller's delivery addresses, default first",
  }),
  getAddressDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/user/address/getAddressDetail',
    input: idInput,
    output: address,
    access,
    summary: 'One of the caller’s addresses',
  }),
  saveAddress: defineEndpoint({
    method: 'POST',
    path: '/atsteel/user/address/saveAddress',
    input: addressInput,
    output: address,
    access,
    summary: 'Create an address, or update one of the caller’s when `id` is given',
  }),
  updateDefault: defineEndpoint({
    method: 'POST',
    path: '/atsteel/user/address/updateDefault',
    input: z.object({ id: idField }),
    output: okOutput,
    access,
    summary: 'Make one of the caller’s addresses the default',
  }),
  deleteAddress: defineEndpoint({
    method: 'POST',
    path: '/atsteel/user/address/deleteAddress',
    input: z.object({ id: idField }),
    output: okOutput,
    access,
    summary: 'Delete one of the caller’s addresses',
  }),
};
