import { MSG, type SuggestionState, type SuggestionType } from '@contract';
import type { z } from 'zod';
import type { suggestionInput } from '@contract';
import type { FileStorage } from '../../../adapters/storage';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import { allOwnUploads } from '../../files/ownUploads';
import { removeIfUnused } from '../../files/service';
import { notify } from '../../notifications/service';
import * as repo from '../repository/suggestions';

/**
 * Suggestions: a user sends one with its own attachments; the platform answers each once, and the answer reaches the
 * user's message centre in the same transaction. Another user's suggestion answers 404 like a missing one.
 */
type Paging = repo.Paging;
const missing = () => notFound(MSG.suggestionNotFound);

export const mySuggestionPage = (db: Db, user: SessionUser, query: Paging & { state?: SuggestionState }) => repo.pageOfUser(db, user.userId, query);

export async function mySuggestion(db: Db, user: SessionUser, id: number) {
  return (await repo.findOwn(db, user.userId, id)) ?? Promise.reject(missing());
}

export async function sendSuggestion(db: Db, user: SessionUser, input: z.output<typeof suggestionInput>, now: Date) {
  const attachmentIds = [...new Set(input.attachmentIds)];
  if (!(await allOwnUploads(db, 'suggestionFile', { userId: user.userId }, attachmentIds))) throw badRequest(MSG.suggestionFileNotYours);
  return repo.insertSuggestion(db, { userId: user.userId, type: input.type, content: input.content, contact: input.contact, attachmentIds }, now);
}

/** Deletes an own suggestion still waiting for its reply, and its attachments; an answered one stays (409). */
export async function deleteSuggestion(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  const removed = await repo.deleteWaiting(db, user.userId, id);
  if (!removed) {
    if (await repo.findOwn(db, user.userId, id)) throw conflict(MSG.suggestionAlreadyReplied);
    throw missing();
  }
  for (const fileId of removed.attachmentIds) await removeIfUnused(db, storage, fileId);
  return null;
}

export const suggestionQueuePage = (db: Db, query: Paging & { state?: SuggestionState; type?: SuggestionType }) => repo.queuePage(db, query);

export async function queuedSuggestion(db: Db, id: number) {
  return (await repo.findQueued(db, id)) ?? Promise.reject(missing());
}

/** Answers a waiting suggestion once (a second reply is 409) and tells its author, in one transaction. */
export async function replyToSuggestion(db: Db, replier: SessionUser, input: { id: number; reply: string }, now: Date) {
  await db.transaction(async (tx) => {
    const answered = await repo.writeReply(tx, input.id, input.reply, replier.userId, now);
    if (!answered) {
      if (await repo.findQueued(tx, input.id)) throw conflict(MSG.suggestionAlreadyReplied);
      throw missing();
    }
    const params = { type: answered.type, sentAt: answered.createdAt.toISOString() };
    await notify(tx, [answered.userId], { subject: repo.SUGGESTION_SUBJECT, subjectId: input.id, event: 'reply', params }, now);
  });
  return queuedSuggestion(db, input.id);
}
