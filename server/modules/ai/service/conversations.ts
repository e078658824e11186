import type { z } from 'zod';
import { MSG, type AiTool, type ConversationSummary, type conversationSaveInput, type conversationsListInput } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import * as conversations from '../repository/conversations';
import { messagesOf } from '../repository/messages';
import { ownReadyDocument } from './documents';

export const listConversations = (db: Db, user: SessionUser, query: z.output<typeof conversationsListInput>) =>
  conversations.pageOfUser(db, user.userId, query);

/** The caller's conversation; anyone else's answers 404 like a missing one. */
export async function ownConversation(db: Db, user: SessionUser, id: number) {
  const found = await conversations.findOwn(db, user.userId, id);
  if (!found) throw notFound(MSG.aiConversationNotFound);
  return found;
}

export async function conversationDetail(db: Db, user: SessionUser, id: number) {
  const found = await ownConversation(db, user, id);
  return { conversation: conversations.toSummary(found), messages: await messagesOf(db, found.id) };
}

/** The document a new conversation of `tool` is about: required (the caller's own, readable) for `file`, none otherwise. */
export async function documentFor(db: Db, user: SessionUser, tool: AiTool, documentId: number | undefined) {
  if (tool !== 'file') return null;
  if (documentId === undefined) throw badRequest(MSG.aiDocumentRequired);
  return ownReadyDocument(db, user, documentId);
}

/** Starts a conversation, or renames the caller's own (its tool and document stay). */
export async function saveConversation(db: Db, user: SessionUser, input: z.output<typeof conversationSaveInput>, now: Date): Promise<ConversationSummary> {
  if (input.id !== undefined) {
    if (!(await conversations.renameOwn(db, user.userId, input.id, input.title, now))) throw notFound(MSG.aiConversationNotFound);
    return conversations.toSummary(await ownConversation(db, user, input.id));
  }
  const document = await documentFor(db, user, input.tool, input.documentId);
  const row = await conversations.insertConversation(db, { userId: user.userId, tool: input.tool, title: input.title, documentId: document?.id ?? null }, now);
  return conversations.toSummary({ ...row, documentName: document?.name ?? null });
}

export async function deleteConversation(db: Db, user: SessionUser, id: number) {
  if (!(await conversations.deleteOwn(db, user.userId, id))) throw notFound(MSG.aiConversationNotFound);
}
