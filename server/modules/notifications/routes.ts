import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { deleteNotifications, noticeTypeCounts, notificationPage, readNotifications } from './service';

const { notifications } = API;

export async function notificationsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, notifications.page, ({ input, user }) => notificationPage(db, user, input));
  route(app, notifications.read, ({ input, user }) => readNotifications(db, user, input.ids, clock.now()));
  route(app, notifications.types, ({ user }) => noticeTypeCounts(db, user));
  route(app, notifications.remove, ({ input, user }) => deleteNotifications(db, user, input.ids), { successMessage: MSG.noticesDeleted });
}
