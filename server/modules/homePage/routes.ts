import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { API } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';

const { homePage } = API;

export async function homePageRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, homePage.updateLanguageType, async ({ input, user }) => {
    await deps.db
      .update(users)
      .set({ language: input.languageType, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.userId));
    return null;
  });
}
