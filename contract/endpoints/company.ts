import { z } from 'zod';
import { idField } from '../fields';
import { defineEndpoint } from '../endpoint';
import { emptyInput, idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { companyInput } from './gateway';

/**
 * The caller's company (spec §3 Company, group `myData` of spec §7): basic information and groups. The
 * server always works on the caller's own company; ids of another company's rows answer 'No corresponding ID'.
 */
export const COMPANY_LIMITS = {
  groupNameMax: 50,
  groupSortMax: 9999,
  /** Groups per company: the employee form lists them all in one select. */
  groupsPerCompanyMax: 100,
} as const;

/** Basic information: the registration's company fields without the kind (fixed at registration). */
export const companyBasicInput = companyInput.omit({ kind: true });
export type CompanyBasicInput = z.input<typeof companyBasicInput>;

export const companyDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string().nullable(),
  industry: z.string().nullable(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  /** Accounts of the company besides its administrator, pending invitations included. */
  subAccountCount: z.number().int(),
  /** Set by the platform (companies.sub_account_limit), not by the company. */
  subAccountLimit: z.number().int(),
  /** Every other enterprise feature waits for this (spec §5 'Please save the basic information first'). */
  basicInformationSaved: z.boolean(),
  /** The caller's own group in the company, if any. */
  myGroupName: z.string().nullable(),
  updateTime: z.string(),
});
export type CompanyDetail = z.infer<typeof companyDetail>;

export const groupInput = z.object({
  id: idField.optional(),
  name: z
    .string({ message: MSG.groupNameRequired })
    .trim()
    .min(1, MSG.groupNameRequired)
    .max(COMPANY_LIMITS.groupNameMax, MSG.valueTooLong),
  sort: z
    .number({ message: MSG.groupSortInvalid })
    .int(MSG.groupSortInvalid)
    .min(0, MSG.groupSortInvalid)
    .max(COMPANY_LIMITS.groupSortMax, MSG.groupSortInvalid)
    .default(0),
});
export type GroupInput = z.input<typeof groupInput>;

export const companyGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  employeeCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CompanyGroup = z.infer<typeof companyGroup>;

const idBody = z.object({ id: idField });

export const companyInfo = {
  getCompanyDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/getCompanyDetail',
    input: emptyInput,
    output: companyDetail,
    access: PERMISSIONS.companyRead,
    summary: "The caller's company: basic information, sub-accounts used and allowed",
  }),
  saveCompany: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/saveCompany',
    input: companyBasicInput,
    output: companyDetail,
    access: PERMISSIONS.companyManage,
    summary: "Save the basic information of the caller's company (credit code checked by its check character)",
  }),
};

export const companyGroups = {
  listGroups: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/listGroups',
    input: pageQuery,
    output: pageOf(companyGroup),
    access: PERMISSIONS.groupManage,
    summary: "The company's groups by sort, then creation, with their employee counts",
  }),
  getGroup: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/getGroup',
    input: idInput,
    output: companyGroup,
    access: PERMISSIONS.groupManage,
    summary: 'One group of the company',
  }),
  saveGroup: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/saveGroup',
    input: groupInput,
    output: companyGroup,
    access: PERMISSIONS.groupManage,
    summary: 'Create a group, or rename/re-sort one when `id` is given (names are unique in a company)',
  }),
  deleteGroup: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/deleteGroup',
    input: idBody,
    output: okOutput,
    access: PERMISSIONS.groupManage,
    summary: 'Delete a group; its employees stay in the company without a group',
  }),
};
