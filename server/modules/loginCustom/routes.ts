import type { FastifyInstance } from 'fastify';
import { API, MSG, LIMITS } from '@contract';
import { route } from '../../http/route';
import { badRequest } from '../../http/errors';
import type { AppDeps } from '../../deps';
import type { Reference } from './reference';
import { createSession, revokeSession } from './sessions';
import { findLoginAccount } from './repository';
import { dummyHash, verifyPassword } from '../../lib/password';

const { loginCustom } = API;

export async function loginCustomRoutes(app: FastifyInstance, { deps, reference }: { deps: AppDeps; reference: Reference }) {
  route(
    app,
    loginCustom.login,
    async ({ input, request }) => {
      const account = await findLoginAccount(deps.db, input.account);
      const valid = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash()));
      if (!account || !valid || account.disabled) throw badRequest(MSG.wrongAccountOrPassword);
      const { token } = await createSession(deps.db, account.id, deps.clock.now(), {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return {
        token,
        expiresIn: LIMITS.tokenMaxAgeSeconds,
        userName: account.userName,
        userType: account.userType,
      };
    },
    { successMessage: MSG.loginSuccessful, rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  route(app, loginCustom.checkLogin, async ({ user }) => ({
    token: user.token,
    permission: user.permissions,
    roles: user.roles,
    userInfo: { userId: user.userId, userName: user.userName, userType: user.userType },
    extendUserInfo: {
      companyName: user.companyName,
      isStandardSystem: user.isStandardSystem,
      isCompanyUser: user.companyId !== null,
    },
    listSysMenuUser: reference.menuFor(user.permissions),
  }));

  route(
    app,
    loginCustom.logout,
    async ({ request }) => {
      const header = request.headers.authorization;
      const token = header?.replace(/^Bearer\s+/i, '');
      if (token) await revokeSession(deps.db, token, deps.clock.now());
      return null;
    },
    { successMessage: MSG.logoutSuccessful },
  );

  route(app, loginCustom.getRolePermission, async ({ user }) => ({
    roles: user.roles,
    permission: user.permissions,
  }));
}
