import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@contract';
import type { AppDeps } from '../../deps';
import { createSession } from '../loginCustom/repository/sessions';
import type { AccountRow } from './users';

/** A new session for an account: the answer of every kind of login (password, SMS, WeChat, SSO, registration). */
export async function signIn(deps: AppDeps, request: FastifyRequest, account: Pick<AccountRow, 'id' | 'userName' | 'userType'>) {
  const { token } = await createSession(deps.db, account.id, deps.clock.now(), {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  return { token, expiresIn: LIMITS.tokenMaxAgeSeconds, userName: account.userName, userType: account.userType };
}
