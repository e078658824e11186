import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MSG, type Language, type SaveEmployeeOutput } from '@contract';
import type { Db } from '../../db/client';
import { companies, companyInvitations, companyMembers, userRoles, users } from '../../db/schema';
import { AppError, conflict, forbidden } from '../../http/errors';
import { translate } from '../../lib/i18n';
import { hashPassword } from '../../lib/password';
import type { SmsProvider } from '../../adapters/sms';
import { isUniqueViolation, type Tx } from '../accounts/db';
import { freePrivilegeUntil, generatedUserName } from '../accounts/users';
import { revokeUserSessions } from '../loginCustom/sessions';
import { requireGroup } from './groups';
import { companyRoleOf, leaveCompany, lockCompany, setCompanyRole, subAccountsUsed } from './membership';
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

async function companyName(tx: Tx, companyId: number) {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row.name;
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
  const [{ limit }] = await tx.select({ limit: companies.subAccountLimit }).from(companies).where(eq(companies.id, companyId));
  if ((await subAccountsUsed(tx, companyId)) >= limit) throw conflict(MSG.subAccountLimit, { max: limit });
}

/** A new account for the company: employee role, the company's member record, its password sent by SMS. */
async function createEmployeeAccount(tx: Tx, context: PeopleContext, input: EmployeeFields & { mobile: string }) {
  const password = initialPassword();
  const [account] = await tx
    .insert(users)
    .values({
      userName: generatedUserName('user'),
      mobile: input.mobile,
      realName: input.fullName,
      passwordHash: await hashPassword(password),
      userType: 'company',
      companyId: context.companyId,
      language: context.language,
      privilegeUntil: freePrivilegeUntil(context.now),
      createdAt: context.now,
      updatedAt: context.now,
    })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ userId: account.id, roleCode: 'employee' });
  await tx.insert(companyMembers).values({
    userId: account.id,
    companyId: context.companyId,
    fullName: input.fullName,
    groupId: input.groupId,
    createdByCompany: true,
    joinedAt: context.now,
  });
  const params = { company: await companyName(tx, context.companyId), mobile: input.mobile, password };
  await sendOrUndo(context.sms, input.mobile, translate(context.language, MSG.employeeAccountSms, params));
  return account.id;
}

/** An existing account is asked to join; it answers in its personal centre. */
async function invite(tx: Tx, context: PeopleContext, input: EmployeeFields & { mobile: string }, userId: number) {
  const [invitation] = await tx
    .insert(companyInvitations)
    .values({
      companyId: context.companyId,
      userId,
      groupId: input.groupId,
      fullName: input.fullName,
      invitedBy: context.callerId,
      createdAt: context.now,
    })
    .returning({ id: companyInvitations.id });
  const params = { company: await companyName(tx, context.companyId) };
  await sendOrUndo(context.sms, input.mobile, translate(context.language, MSG.employeeInvitationSms, params));
  return invitation.id;
}

async function addEmployee(context: PeopleContext, input: EmployeeFields & { mobile: string }): Promise<SaveEmployeeOutput> {
  const { db, companyId } = context;
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      await requireGroup(tx, companyId, input.groupId);
      const [existing] = await tx.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.mobile, input.mobile));
      if (existing?.companyId === companyId) throw conflict(MSG.alreadyEmployee);
      if (existing && existing.companyId !== null) throw conflict(MSG.userInOtherCompany);
      if (existing) {
        const [pending] = await tx
          .select({ id: companyInvitations.id })
          .from(companyInvitations)
          .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.userId, existing.id), eq(companyInvitations.status, 'pending')));
        if (pending) throw conflict(MSG.invitationPending);
      }
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
    const values = { fullName: input.fullName, groupId: input.groupId };
    await tx
      .insert(companyMembers)
      .values({ userId: id, companyId, ...values, joinedAt: context.now })
      .onConflictDoUpdate({ target: companyMembers.userId, set: values });
  });
  return { outcome: 'updated', id };
}

export function saveEmployee(context: PeopleContext, input: EmployeeFields) {
  return input.id !== undefined ? editEmployee(context, input.id, input) : addEmployee(context, { ...input, mobile: input.mobile! });
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
    await leaveCompany(tx, id, context.now);
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
    await leaveCompany(tx, id, context.now, { disable: true });
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
