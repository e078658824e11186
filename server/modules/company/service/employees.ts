import { randomInt } from 'node:crypto';
import { MSG, type Language, type SaveEmployeeOutput } from '@contract';
import type { Db } from '../../../db/client';
import { AppError, conflict, forbidden } from '../../../http/errors';
import { translate } from '../../../lib/i18n';
import { hashPassword } from '../../../lib/password';
import type { SmsProvider } from '../../../adapters/sms';
import { isUniqueViolation, type Tx } from '../../accounts/db';
import { freePrivilegeUntil, generatedUserName } from '../../accounts/users';
import { revokeUserSessions } from '../../loginCustom/repository/sessions';
import { companyName, subAccountLimitOf } from '../repository/companies';
import { accountByMobile, insertEmployeeAccount, saveMemberRecord } from '../repository/employees';
import { insertInvitation, pendingInvitationOf } from '../repository/invitations';
import { companyRoleOf, leaveCompany, lockCompany, setCompanyRole, subAccountsUsed } from '../repository/membership';
import { requireGroup } from './groups';
import { findPerson } from './people';

/** What every people operation knows: the caller, their company (basic information saved) and the SMS channel. */
export interface PeopleContext {
  db: Db;
  sms: SmsProvider;
  companyId: number;
  callerId: number;
  language: Language;
  now: Date;
}

interface EmployeeFields {
  id?: number;
  fullName: string;
  mobile?: string;
  groupId: number | null;
}

const PASSWORD_CHARS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const PASSWORD_DIGITS = '23456789';
/** An initial password within the password policy (letters and digits), easy to type from an SMS. */
function initialPassword(): string {
  const pick = (chars: string, length: number) => Array.from({ length }, () => chars[randomInt(chars.length)]).join('');
  return pick(PASSWORD_CHARS, 5) + pick(PASSWORD_DIGITS, 5);
}

/** Sends within the transaction, as its last step: a failed send undoes the change and answers 503. */
async function sendOrUndo(sms: SmsProvider, mobile: string, text: string) {
  try {
    await sms.send({ mobile, text });
  } catch {
    throw new AppError(503, MSG.smsSendFailed);
  }
}

async function requireFreeSubAccount(tx: Tx, companyId: number) {
  const limit = await subAccountLimitOf(tx, companyId);
  if ((await subAccountsUsed(tx, companyId)) >= limit) throw conflict(MSG.subAccountLimit, { max: limit });
}

/** A new account for the company: employee role, the company's member record, its password sent by SMS. */
async function createEmployeeAccount(tx: Tx, context: PeopleContext, input: EmployeeFields & { mobile: string }) {
  const password = initialPassword();
  const accountId = await insertEmployeeAccount(
    tx,
    {
      userName: generatedUserName('user'),
      mobile: input.mobile,
      fullName: input.fullName,
      passwordHash: await hashPassword(password),
      companyId: context.companyId,
      groupId: input.groupId,
      language: context.language,
      privilegeUntil: freePrivilegeUntil(context.now),
    },
    context.now,
  );
  const params = { company: await companyName(tx, context.companyId), mobile: input.mobile, password };
  await sendOrUndo(context.sms, input.mobile, translate(context.language, MSG.employeeAccountSms, params));
  return accountId;
}

/** An existing account is asked to join; it answers in its personal centre. */
async function invite(tx: Tx, context: PeopleContext, input: EmployeeFields & { mobile: string }, userId: number) {
  const invitationId = await insertInvitation(tx, {
    companyId: context.companyId,
    userId,
    groupId: input.groupId,
    fullName: input.fullName,
    invitedBy: context.callerId,
    createdAt: context.now,
  });
  const params = { company: await companyName(tx, context.companyId) };
  await sendOrUndo(context.sms, input.mobile, translate(context.language, MSG.employeeInvitationSms, params));
  return invitationId;
}

async function addEmployee(context: PeopleContext, input: EmployeeFields & { mobile: string }): Promise<SaveEmployeeOutput> {
  const { db, companyId } = context;
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      await requireGroup(tx, companyId, input.groupId);
      const existing = await accountByMobile(tx, input.mobile);
      if (existing?.companyId === companyId) throw conflict(MSG.alreadyEmployee);
      if (existing && existing.companyId !== null) throw conflict(MSG.userInOtherCompany);
      if (existing && (await pendingInvitationOf(tx, companyId, existing.id))) throw conflict(MSG.invitationPending);
      await requireFreeSubAccount(tx, companyId);
      return existing
        ? { outcome: 'invited' as const, id: await invite(tx, context, input, existing.id) }
        : { outcome: 'created' as const, id: await createEmployeeAccount(tx, context, input) };
    });
  } catch (error) {
    // Someone registered or was added with this number between the check and the insert.
    if (isUniqueViolation(error, 'users_mobile_unique')) throw conflict(MSG.mobileRegistered);
    if (isUniqueViolation(error, 'company_invitations_pending_idx')) throw conflict(MSG.invitationPending);
    throw error;
  }
}

/** Name and group of someone already in the company (the mobile number stays the person's own business). */
async function editEmployee(context: PeopleContext, id: number, input: EmployeeFields): Promise<SaveEmployeeOutput> {
  const { db, companyId } = context;
  await db.transaction(async (tx) => {
    await findPerson(tx, companyId, id);
    await requireGroup(tx, companyId, input.groupId);
    await saveMemberRecord(tx, id, companyId, { fullName: input.fullName, groupId: input.groupId }, context.now);
  });
  return { outcome: 'updated', id };
}

export function saveEmployee(context: PeopleContext, input: EmployeeFields) {
  return input.id !== undefined ? editEmployee(context, input.id, input) : addEmployee(context, { ...input, mobile: input.mobile! });
}

/** The person leaves the company; every session ends so no open page keeps the company's permissions. */
async function leave(tx: Tx, userId: number, now: Date, options?: { disable?: boolean }) {
  await leaveCompany(tx, userId, now, options);
  await revokeUserSessions(tx, userId, now);
}

/** The company's main account (administrator or company user) cannot leave or be closed; its role moves first. */
async function removablePerson(tx: Tx, context: PeopleContext, id: number) {
  const person = await findPerson(tx, context.companyId, id);
  if (person.role !== 'employee' || person.id === context.callerId) throw conflict(MSG.administratorProtected);
  return person;
}

/** The person leaves the company and keeps their account as an individual user. */
export async function removeEmployee(context: PeopleContext, id: number) {
  const person = await context.db.transaction(async (tx) => {
    await lockCompany(tx, context.companyId);
    const found = await removablePerson(tx, context, id);
    await leave(tx, id, context.now);
    return { ...found, company: await companyName(tx, context.companyId) };
  });
  // Telling the person is a courtesy: the removal stands even if the message cannot go out now.
  if (person.mobile) {
    const text = translate(context.language, MSG.employeeRemovedSms, { company: person.company });
    await context.sms.send({ mobile: person.mobile, text }).catch(() => undefined);
  }
}

/** Closes an account the company created (disabled, its mobile freed for a new registration). */
export async function deleteEmployee(context: PeopleContext, id: number) {
  await context.db.transaction(async (tx) => {
    await lockCompany(tx, context.companyId);
    const person = await removablePerson(tx, context, id);
    if (!person.createdByCompany) throw conflict(MSG.onlyCreatedAccounts);
    await leave(tx, id, context.now, { disable: true });
  });
}

/**
 * The caller hands the administrator role to one of the company's employees and becomes an employee, in one
 * transaction; both lose their sessions so neither keeps a page open with the old permissions.
 */
export async function transferManager(context: PeopleContext, targetId: number) {
  const { companyId, callerId, now } = context;
  await context.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    if ((await companyRoleOf(tx, callerId)) !== 'enterpriseAdmin') throw forbidden();
    const target = await findPerson(tx, companyId, targetId);
    if (target.id === callerId || target.role !== 'employee') throw conflict(MSG.transferTargetInvalid);
    await setCompanyRole(tx, callerId, 'employee');
    await setCompanyRole(tx, targetId, 'enterpriseAdmin');
    await revokeUserSessions(tx, callerId, now);
    await revokeUserSessions(tx, targetId, now);
  });
}
