import type { FastifyInstance } from 'fastify';
import { AI_LIMITS, API, MSG } from '@contract';
import { route } from '../../http/route';
import { fileRoute } from '../../http/fileRoute';
import { streamRoute } from '../../http/streamRoute';
import type { AppDeps } from '../../deps';
import { storageOf } from '../files/routes';
import { matchingFor } from '../matching/service';
import { answererFor } from './engine/select';
import { draftFile } from './export';
import { ask } from './service/ask';
import { conversationDetail, deleteConversation, listConversations, saveConversation } from './service/conversations';
import { deleteDocument, listDocuments, saveDocument } from './service/documents';

const { aiConversations: conversations, aiDocuments: documents } = API;

const ASKING = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const HEAVY = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The AI assistant (issue 20): conversations and asking (streamed), documents to ask about, drafts as files. */
export async function aiRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);
  const answerer = answererFor(deps.ai?.llm, (error) => app.log.warn({ err: error }, 'the language model failed; the built-in engine answers'));
  const askDeps = {
    db,
    matching: matchingFor(deps),
    answerer,
    dailyQuota: deps.ai?.dailyQuota ?? AI_LIMITS.dailyQuestions,
    now: () => clock.now(),
  };

  route(app, conversations.conversationsList, ({ input, user }) => listConversations(db, user, input));
  route(app, conversations.conversationDetailList, ({ input, user }) => conversationDetail(db, user, input.id));
  route(app, conversations.conversationsSave, ({ input, user }) => saveConversation(db, user, input, clock.now()), { successMessage: MSG.saveSuccessful });
  route(
    app,
    conversations.conversationsDel,
    async ({ input, user }) => {
      await deleteConversation(db, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
  streamRoute(app, conversations.conversationDetailSave, ({ input, user, request, write }) => ask(askDeps, user, request.language, input, write), ASKING);

  route(app, documents.documentSave, ({ input, user }) => saveDocument(db, storage, user, input.fileId, clock.now()), {
    successMessage: MSG.aiDocumentSaved,
    ...HEAVY,
  });
  route(app, documents.documentList, ({ input, user }) => listDocuments(db, user, input));
  route(
    app,
    documents.documentDel,
    async ({ input, user }) => {
      await deleteDocument(db, storage, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
  fileRoute(app, documents.draftExport, ({ input }) => draftFile(input), HEAVY);
}
