import type { z } from 'zod';
import { AI_LIMITS, MSG, type askInput, type AskOutput } from '@contract';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import { beijingDate } from '../../../lib/workingDays';
import type { Matching } from '../../matching/service';
import type { Answerer } from '../engine/select';
import type { Language } from '../engine/types';
import * as conversations from '../repository/conversations';
import { insertMessages, lastMessages } from '../repository/messages';
import { giveBack, takeQuestion } from '../repository/usage';
import { documentFor, ownConversation } from './conversations';

export interface AskDeps {
  db: Db;
  matching: Matching;
  answerer: Answerer;
  dailyQuota: number;
  now: () => Date;
}

/**
 * Asks a question: the conversation checked (the caller's, of the same tool) or its document (a new `file` one), the
 * question counted against the day's quota (429, nothing stored, when spent), the engine given the last messages,
 * then the question and the answer stored together (a new conversation created with them, titled after the question).
 * `onText` receives the answer's text as it is produced. A question that gets no answer is given back to the quota.
 */
export async function ask(deps: AskDeps, user: SessionUser, language: Language, input: z.output<typeof askInput>, onText: (piece: string) => void): Promise<AskOutput> {
  const { db } = deps;
  const existing = input.conversationId === undefined ? undefined : await ownConversation(db, user, input.conversationId);
  if (existing && existing.tool !== input.tool) throw new AppError(400, MSG.aiToolMismatch);
  const document = existing ? null : await documentFor(db, user, input.tool, input.documentId);
  const documentId = existing ? existing.documentId : (document?.id ?? null);

  const askedAt = deps.now();
  const day = beijingDate(askedAt);
  if (!(await takeQuestion(db, user.userId, day, deps.dailyQuota, askedAt))) throw new AppError(429, MSG.aiQuotaExceeded);

  try {
    const history = existing ? await lastMessages(db, existing.id, AI_LIMITS.historyMessages) : [];
    const context = { db, matching: deps.matching, user, language, tool: input.tool, documentId, now: askedAt };
    const started = performance.now();
    const answer = await deps.answerer.answer(input.question, history, context, onText);
    const elapsedMs = Math.round(performance.now() - started);
    const answeredAt = deps.now();
    return await db.transaction(async (tx) => {
      const conversationId =
        existing?.id ??
        (
          await conversations.insertConversation(
            tx,
            { userId: user.userId, tool: input.tool, title: input.question.slice(0, AI_LIMITS.autoTitleLength), documentId },
            askedAt,
          )
        ).id;
      // Counted first: the row is locked from here, and a conversation deleted while the engine answered stores nothing.
      if (!(await conversations.bump(tx, conversationId, 2, answeredAt))) throw notFound(MSG.aiConversationNotFound);
      const [question, stored] = await insertMessages(
        tx,
        conversationId,
        [
          { role: 'user', text: input.question },
          {
            role: 'assistant',
            text: answer.text,
            citations: answer.citations,
            answered: answer.answered,
            engine: answer.engine,
            intent: answer.intent.slice(0, 40),
            chart: answer.chart ?? null,
            answerTable: answer.table ?? null,
            draft: answer.draft ?? null,
            elapsedMs,
          },
        ],
        answeredAt,
      );
      const summary = await conversations.findOwn(tx, user.userId, conversationId);
      return { conversation: conversations.toSummary(summary!), question, answer: stored };
    });
  } catch (error) {
    await giveBack(db, user.userId, day).catch(() => undefined);
    throw error;
  }
}
