import type { FastifyRequest } from 'fastify';
import { MSG, type registerInput } from '@contract';
import type { z } from 'zod';
import { conflict } from '../../http/errors';
import type { AccountDeps } from '../accounts/adapters';
import { checkCode, consumeCode } from '../accounts/codes';
import { isUniqueViolation } from '../accounts/db';
import { signIn } from '../accounts/signIn';
import { createUser, mobileTaken, userNameTaken } from '../accounts/users';
import * as repo from './repository';

type Registration = z.output<typeof registerInput>;

/** Unique columns a concurrent registration may have taken between the checks and the insert. */
function conflictOf(error: unknown) {
  if (isUniqueViolation(error, 'users_user_name_unique')) return conflict(MSG.userNameTaken);
  if (isUniqueViolation(error, 'users_mobile_unique')) return conflict(MSG.mobileRegistered);
  if (isUniqueViolation(error, 'companies_credit_code_unique')) return conflict(MSG.creditCodeRegistered);
  return undefined;
}

/**
 * Registration: an individual, or a company (general or light-node) whose registrant becomes its enterprise
 * administrator. Every new user gets a month of free data privilege and the agreements they ticked on record.
 */
export async function register(deps: AccountDeps, request: FastifyRequest, input: Registration) {
  const now = deps.clock.now();
  const company = input.userType === 'company' ? input.company! : undefined;
  if (await userNameTaken(deps.db, input.userName)) throw conflict(MSG.userNameTaken);
  if (await mobileTaken(deps.db, input.mobile)) throw conflict(MSG.mobileRegistered);
  if (company && (await repo.creditCodeTaken(deps.db, company.creditCode))) throw conflict(MSG.creditCodeRegistered);
  const codeId = await checkCode(deps.db, now, { channel: 'sms', target: input.mobile, purpose: 'register' }, input.smsCode);

  try {
    const account = await deps.db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      const companyId = company ? await repo.insertCompany(tx, company, now) : null;
      const user = await createUser(tx, {
        userName: input.userName,
        mobile: input.mobile,
        password: input.password,
        userType: input.userType,
        companyId,
        realName: input.realName,
        email: company?.email ?? null,
        role: company ? 'enterpriseAdmin' : 'individual',
        language: request.language,
        now,
        clientIp: request.ip,
      });
      if (companyId !== null) await repo.recordCompanyRegistration(tx, companyId, company!.kind, user.id, now);
      return user;
    });
    return signIn(deps, request, account);
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}
