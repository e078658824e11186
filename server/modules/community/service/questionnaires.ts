import type { z } from 'zod';
import { MSG, QUESTIONNAIRE_LIMITS, type CurrentQuestionnaire, type Question, type questionnaireInput, type QuestionnaireResults, type QuestionnaireState } from '@contract';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import * as repo from '../repository/questionnaires';
import { checkedAnswers } from './answers';

/**
 * Questionnaires: administrators write drafts (only drafts change), publish one (the one published before is closed,
 * so exactly one shows), close it; signed-in users answer the published one once.
 */
const missing = () => notFound(MSG.questionnaireNotFound);

async function found(db: Pick<Db, 'select'>, id: number, lock = false) {
  const row = await repo.findQuestionnaire(db, id, lock);
  if (!row) throw missing();
  return row;
}

export const questionnairePage = (db: Db, query: repo.Paging & { state?: QuestionnaireState }) => repo.pageOf(db, query);

export async function questionnaireOf(db: Db, id: number) {
  const { row, answers } = await found(db, id);
  return repo.toQuestionnaire(row, answers);
}

export async function saveQuestionnaire(db: Db, user: SessionUser, input: z.output<typeof questionnaireInput>, now: Date) {
  const { id, ...values } = input;
  if (id === undefined) return repo.toQuestionnaire(await repo.insertQuestionnaire(db, values, user.userId, now), 0);
  const row = await repo.updateDraft(db, id, values, now);
  if (row) return repo.toQuestionnaire(row, 0);
  await found(db, id);
  throw conflict(MSG.questionnaireNotDraft);
}

/** Publishes a draft with at least one question, closing the one published before, in one transaction. */
export async function publishQuestionnaire(db: Db, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const { row } = await found(tx, id, true);
    if (row.state !== 'draft') throw conflict(MSG.questionnaireNotDraft);
    if (row.questions.length === 0) throw badRequest(MSG.questionnaireQuestionsCount);
    await repo.closePublished(tx, now);
    await repo.setState(tx, id, 'published', now);
  });
  return questionnaireOf(db, id);
}

export async function closeQuestionnaire(db: Db, id: number, now: Date) {
  const { row } = await found(db, id);
  if (row.state !== 'published') throw conflict(MSG.questionnaireNotPublished);
  await repo.setState(db, id, 'closed', now);
  return questionnaireOf(db, id);
}

export async function deleteQuestionnaire(db: Db, id: number) {
  if (await repo.deleteDraft(db, id)) return null;
  await found(db, id);
  throw conflict(MSG.questionnaireNotDraft);
}

/** The published questionnaire for the portal (both languages: the page picks), and whether the caller answered it. */
export async function currentQuestionnaire(db: Db, user: SessionUser | null): Promise<CurrentQuestionnaire> {
  const row = await repo.findPublished(db);
  if (!row) return { questionnaire: null, answered: false };
  const full = repo.toQuestionnaire(row, 0);
  const shown = { id: full.id, titleZh: full.titleZh, titleEn: full.titleEn, introZh: full.introZh, introEn: full.introEn, questions: full.questions, state: full.state, publishTime: full.publishTime };
  return { questionnaire: shown, answered: user ? await repo.hasAnswered(db, row.id, user.userId) : false };
}

/** Stores the caller's answers to the published questionnaire, once (409 the second time). */
export async function answerQuestionnaire(db: Db, user: SessionUser, input: { questionnaireId: number; answers: Record<string, unknown> }, now: Date) {
  await db.transaction(async (tx) => {
    const { row } = await found(tx, input.questionnaireId, true);
    if (row.state !== 'published') throw conflict(MSG.questionnaireNotPublished);
    const answers = checkedAnswers(row.questions as Question[], input.answers);
    if (!(await repo.insertAnswers(tx, row.id, user.userId, answers, now))) throw conflict(MSG.questionnaireAlreadyAnswered);
  });
  return null;
}

/** Per question: how many answered, and the counts per option (choices) or per value 1–5 (ratings). */
export async function questionnaireResults(db: Db, id: number): Promise<QuestionnaireResults> {
  const { row, answers } = await found(db, id);
  const [values, answered] = await Promise.all([repo.valueCounts(db, id), repo.answeredCounts(db, id)]);
  const countOf = (questionId: string, key: string) => values.find((value) => value.questionId === questionId && value.value === key)?.count ?? 0;
  const ratingKeys = Array.from({ length: QUESTIONNAIRE_LIMITS.ratingMax - QUESTIONNAIRE_LIMITS.ratingMin + 1 }, (_, i) => String(QUESTIONNAIRE_LIMITS.ratingMin + i));
  return {
    answers,
    questions: (row.questions as Question[]).map((question) => {
      const keys = question.kind === 'rating' ? ratingKeys : question.options.map((option) => option.id);
      return {
        questionId: question.id,
        kind: question.kind,
        answered: answered.get(question.id) ?? 0,
        counts: question.kind === 'text' ? [] : keys.map((key) => ({ key, count: countOf(question.id, key) })),
      };
    }),
  };
}

export async function questionnaireTextAnswers(db: Db, query: repo.Paging & { id: number; questionId: string }) {
  const { row } = await found(db, query.id);
  if (!(row.questions as Question[]).some((question) => question.id === query.questionId && question.kind === 'text')) throw missing();
  return repo.textAnswers(db, query.id, query.questionId, query);
}
