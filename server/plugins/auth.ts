import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { allows, defineAbilityFor, type Access, type AppAbility, type Permission } from '@contract';
import type { AppDeps } from '../deps';
import { findSession, type SessionRow } from '../modules/loginCustom/repository/sessions';
import type { Reference } from '../modules/loginCustom/service/reference';
import { forbidden, invalidToken, noToken } from '../http/errors';
import { TOKEN_SHAPE } from '../lib/token';

export interface SessionUser extends SessionRow {
  token: string;
  permissions: Permission[];
  ability: AppAbility;
}

export type SessionState = { kind: 'none' } | { kind: 'invalid' } | { kind: 'valid'; user: SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S*)$/i.exec(header);
  return match ? match[1] : '';
};

/** Reads the Bearer token of every API request into `request.session`. */
export const authPlugin = fp<{ deps: AppDeps; reference: Reference }>(async (app, { deps, reference }) => {
  app.decorateRequest<SessionState>('session', null as unknown as SessionState);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/atsteel/')) {
      request.session = { kind: 'none' };
      return;
    }
    const token = bearer(request);
    if (token === undefined || token === '') {
      request.session = { kind: 'none' };
      return;
    }
    const row = TOKEN_SHAPE.test(token) ? await findSession(deps.db, token, deps.clock.now()) : undefined;
    if (!row) {
      request.session = { kind: 'invalid' };
      return;
    }
    const permissions = reference.permissionsOf(row.roles);
    const ability = defineAbilityFor({ id: row.userId, companyId: row.companyId, permissions });
    request.session = { kind: 'valid', user: { ...row, token, permissions, ability } };
  });
});

/** The signed-in user, or the right refusal: -100 without a token, -101 with a bad one (HTTP 401 both). */
function requireUser(request: FastifyRequest): SessionUser {
  const { session } = request;
  if (session.kind === 'valid') return session.user;
  throw session.kind === 'none' ? noToken() : invalidToken();
}

export const currentUser = (request: FastifyRequest): SessionUser | null =>
  request.session.kind === 'valid' ? request.session.user : null;

/** Function-level check of an endpoint's access; rows are checked again where they are read. */
export function authorize(request: FastifyRequest, access: Access): SessionUser | null {
  if (access === 'public') return currentUser(request);
  const user = requireUser(request);
  if (access !== 'user' && !allows(user.ability, access)) throw forbidden();
  return user;
}
