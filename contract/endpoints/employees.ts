import { z } from 'zod';
import { idField, idQuery } from '../fields';
import { defineEndpoint } from '../endpoint';
import { emptyInput, idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { mobileField } from './accountFields';

/**
 * A company's people (spec §3 Employee: full name, cellphone, group), group `myData` of spec §7.
 * Adding a mobile number that has no account creates one (the password goes out by SMS); a number with an
 * account gets an invitation, which its owner accepts or declines in the personal centre.
 */
export const EMPLOYEE_ROLES = ['enterpriseAdmin', 'company', 'employee'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const fullNameField = z
  .string({ message: MSG.fullNameRequired })
  .trim()
  .min(1, MSG.fullNameRequired)
  .max(50, MSG.valueTooLong);
/** A group of the caller's company, or null for none. */
export const groupIdField = idField.nullable().default(null);

/** `mobile` is needed to add someone and ignored afterwards (people change their own number in /my/info). */
export const employeeInput = z
  .object({
    id: idField.optional(),
    fullName: fullNameField,
    mobile: mobileField().optional(),
    groupId: groupIdField,
  })
  .refine((value) => value.id !== undefined || value.mobile !== undefined, { message: MSG.mobileRequired, path: ['mobile'] });
export type EmployeeInput = z.input<typeof employeeInput>;

export const employee = z.object({
  /** The user's id. */
  id: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  mobile: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  role: z.enum(EMPLOYEE_ROLES),
  /** The company made this account (it may delete it); otherwise the person joined by invitation. */
  createdByCompany: z.boolean(),
  joinTime: z.string(),
});
export type Employee = z.infer<typeof employee>;

export const listEmployeesInput = pageQuery.extend({
  keyword: z.string().trim().max(50, MSG.valueTooLong).optional(),
  groupId: idQuery.optional(),
});

export const saveEmployeeOutput = z.object({
  /** created: a new account (password sent by SMS); invited: an existing account was asked to join; updated. */
  outcome: z.enum(['created', 'invited', 'updated']),
  /** The person's user id; for `invited`, the invitation's id. */
  id: z.number().int(),
});
export type SaveEmployeeOutput = z.infer<typeof saveEmployeeOutput>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export const invitation = z.object({
  id: z.number().int(),
  companyName: z.string(),
  fullName: z.string(),
  mobile: z.string().nullable(),
  groupName: z.string().nullable(),
  invitedBy: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  createTime: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

const idBody = z.object({ id: idField });
const manage = PERMISSIONS.employeeManage;

export const employees = {
  listEmployees: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/listEmployees',
    input: listEmployeesInput,
    output: pageOf(employee),
    access: manage,
    summary: "The company's people, administrator first; filter by name/mobile keyword or group",
  }),
  getEmployee: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/getEmployee',
    input: idInput,
    output: employee,
    access: manage,
    summary: 'One person of the company',
  }),
  saveEmployee: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/saveEmployee',
    input: employeeInput,
    output: saveEmployeeOutput,
    access: manage,
    summary: 'Add someone by mobile (new account, or an invitation to an existing one), or edit name and group',
  }),
  removeEmployee: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/removeEmployee',
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'The account leaves the company and continues as an individual user',
  }),
  deleteEmployee: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/deleteEmployee',
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Close an account the company created (disabled, its mobile number freed); never an invited one',
  }),
  transferManager: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/transferManager',
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Make an employee the administrator and the caller an employee; both must log in again',
  }),
  listInvitations: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/listEmployeeInvitations',
    input: pageQuery,
    output: pageOf(invitation),
    access: manage,
    summary: "The company's invitations still waiting for an answer",
  }),
  cancelInvitation: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/cancelEmployeeInvitation',
    input: idBody,
    output: okOutput,
    access: manage,
    summary: 'Withdraw an invitation that has not been answered',
  }),
  myInvitations: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/listMyInvitations',
    input: emptyInput,
    output: z.array(invitation),
    access: PERMISSIONS.profileRead,
    summary: 'Invitations to join a company waiting for the caller’s answer',
  }),
  answerInvitation: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/answerInvitation',
    input: idBody.extend({ accept: z.boolean({ message: MSG.validationFailed }) }),
    output: okOutput,
    access: PERMISSIONS.profileUpdate,
    summary: 'Accept (join the company as an employee) or decline an invitation',
  }),
};
