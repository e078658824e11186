import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { deleteCalendarDay, listCalendar, saveCalendarDay } from './service/calendar';
import { estimateFor, laboratoriesFor } from './service/estimate';
import { cloudFigures, itemDetail, listItems } from './service/items';
import * as kits from './service/kits';

const { examineContent, myTestKits, kitAudit } = API;
const done = async (work: Promise<unknown>) => {
  await work;
  return null;
};

export async function examineRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;

  route(app, examineContent.list, ({ input }) => listItems(db, input));
  route(app, examineContent.detail, ({ input }) => itemDetail(db, input.id));
  route(app, examineContent.figures, () => cloudFigures(db));
  route(app, examineContent.kitPage, ({ input }) => kits.listPublicKits(db, input));
  route(app, examineContent.kitDetail, ({ input }) => kits.publicKitDetail(db, input.id));
  route(app, examineContent.laboratories, ({ input }) => laboratoriesFor(db, input.items));
  route(app, examineContent.estimate, ({ input }) => estimateFor(db, input.laboratoryId, input.lines, clock.now()));

  route(app, myTestKits.page, ({ input, user }) => kits.listOwnKits(db, user, input));
  route(app, myTestKits.detail, ({ input, user }) => kits.ownKitDetail(db, user, input.id));
  // Saving an approved kit sends it back to review: the answer's state (pending) and history say so (README).
  route(app, myTestKits.save, ({ input, user }) => kits.saveOwnKit(db, user, input, clock.now()), { successMessage: MSG.kitSaved });
  route(app, myTestKits.remove, ({ input, user }) => done(kits.deleteOwnKit(db, user, input.id)), { successMessage: MSG.deleteSuccessful });
  route(app, myTestKits.publish, ({ input, user }) => kits.stepOwnKit(db, user, input.id, 'publish', clock.now()), { successMessage: MSG.kitSubmitted });
  route(app, myTestKits.revoke, ({ input, user }) => kits.stepOwnKit(db, user, input.id, 'revoke', clock.now()), { successMessage: MSG.kitRevoked });

  route(app, kitAudit.page, ({ input }) => kits.listAuditKits(db, input));
  route(app, kitAudit.detail, ({ input }) => kits.auditKitDetail(db, input.id));
  route(app, kitAudit.approve, ({ input, user }) => kits.reviewKit(db, user, input.id, null, clock.now()), { successMessage: MSG.kitApproved });
  route(app, kitAudit.reject, ({ input, user }) => kits.reviewKit(db, user, input.id, input.reason, clock.now()), { successMessage: MSG.kitRejected });
  route(app, kitAudit.commonPage, ({ input }) => kits.listCommonKits(db, input));
  route(app, kitAudit.commonSave, ({ input }) => kits.saveCommonKit(db, input, clock.now()), { successMessage: MSG.kitSaved });
  route(app, kitAudit.commonDelete, ({ input }) => done(kits.deleteCommonKit(db, input.id)), { successMessage: MSG.deleteSuccessful });
  route(app, kitAudit.calendarList, ({ input }) => listCalendar(db, input.year));
  route(app, kitAudit.calendarSave, ({ input }) => saveCalendarDay(db, input), { successMessage: MSG.saveSuccessful });
  route(app, kitAudit.calendarDelete, ({ input }) => done(deleteCalendarDay(db, input.date)), { successMessage: MSG.deleteSuccessful });
}
