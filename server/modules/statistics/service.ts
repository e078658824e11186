import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VISITOR_TOKEN, type saveVisitInput } from '@contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import * as repo from './repository';

type Visit = z.output<typeof saveVisitInput>;

/** Records a page visit; a visitor without a valid token of ours gets a new one to keep. */
export async function recordVisit(db: Db, request: FastifyRequest, user: SessionUser | null, input: Visit, now: Date) {
  const token = input.visitorToken && VISITOR_TOKEN.test(input.visitorToken) ? input.visitorToken : randomUUID();
  await repo.insertVisit(db, {
    visitorToken: token,
    userId: user?.userId ?? null,
    platform: input.plateform,
    source: input.source,
    url: input.url,
    path: input.path,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300),
    createdAt: now,
  });
  return { token };
}

/** Who the page is talking to, for the header (no database: the session already says it). */
export const visitorInfo = (user: SessionUser | null) => ({
  isLogin: user !== null,
  userName: user?.userName ?? null,
  userType: user?.userType ?? null,
  companyName: user?.companyName ?? null,
});
