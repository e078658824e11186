import type { FastifyInstance } from 'fastify';
import { allows, API, MSG, PERMISSIONS } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { storageOf } from '../files/routes';
import { grantReads } from '../files/service';
import { isAttachment } from './repository/suggestions';
import * as suggestions from './service/suggestions';
import * as questionnaires from './service/questionnaires';

const { mySuggestions: mine, suggestionQueue: queue, questionnairePublic: pub, questionnaireAdmin: admin } = API;

// A suggestion's attachments: its uploader reads them by the general rule; the platform's repliers read them too.
grantReads('suggestionFile', async (db, user, file) =>
  user && allows(user.ability, PERMISSIONS.suggestionReply) && (await isAttachment(db, file.id)) ? 'private' : undefined,
);

/** Suggestions (the user's and the platform's queue) and questionnaires (public and administration). */
export async function communityRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);

  route(app, mine.page, ({ input, user }) => suggestions.mySuggestionPage(db, user, input));
  route(app, mine.detail, ({ input, user }) => suggestions.mySuggestion(db, user, input.id));
  route(app, mine.save, ({ input, user }) => suggestions.sendSuggestion(db, user, input, clock.now()), { successMessage: MSG.suggestionSent });
  route(app, mine.remove, ({ input, user }) => suggestions.deleteSuggestion(db, storage, user, input.id), { successMessage: MSG.suggestionDeleted });

  route(app, queue.page, ({ input }) => suggestions.suggestionQueuePage(db, input));
  route(app, queue.detail, ({ input }) => suggestions.queuedSuggestion(db, input.id));
  route(app, queue.reply, ({ input, user }) => suggestions.replyToSuggestion(db, user, input, clock.now()), { successMessage: MSG.suggestionReplied });

  route(app, pub.current, ({ user }) => questionnaires.currentQuestionnaire(db, user));
  route(app, pub.save, ({ input, user }) => questionnaires.answerQuestionnaire(db, user, input, clock.now()), { successMessage: MSG.questionnaireThanks });

  route(app, admin.page, ({ input }) => questionnaires.questionnairePage(db, input));
  route(app, admin.get, ({ input }) => questionnaires.questionnaireOf(db, input.id));
  route(app, admin.save, ({ input, user }) => questionnaires.saveQuestionnaire(db, user, input, clock.now()), { successMessage: MSG.questionnaireSaved });
  route(app, admin.publish, ({ input }) => questionnaires.publishQuestionnaire(db, input.id, clock.now()), { successMessage: MSG.questionnairePublished });
  route(app, admin.close, ({ input }) => questionnaires.closeQuestionnaire(db, input.id, clock.now()), { successMessage: MSG.questionnaireClosed });
  route(app, admin.remove, ({ input }) => questionnaires.deleteQuestionnaire(db, input.id), { successMessage: MSG.questionnaireDeleted });
  route(app, admin.results, ({ input }) => questionnaires.questionnaireResults(db, input.id));
  route(app, admin.textAnswers, ({ input }) => questionnaires.questionnaireTextAnswers(db, input));
}
