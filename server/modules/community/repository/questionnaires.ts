import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Question, Questionnaire, QuestionnaireState } from '@contract';
import type { Db } from '../../../db/client';
import { questionnaireAnswers, questionnaires, type QuestionRow } from '../../../db/schema';

type Row = typeof questionnaires.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export interface Paging {
  pageNum: number;
  pageSize: number;
}
export type Writable = Pick<Row, 'titleZh' | 'titleEn' | 'introZh' | 'introEn'> & { questions: QuestionRow[] };
export type Answers = Record<string, string | string[] | number>;

/** Written out: inside a subquery drizzle may leave `id` unqualified, which would mean the answer's own id. */
const answerCount = sql<number>`(select count(*) from questionnaire_answers qa where qa.questionnaire_id = questionnaires.id)`.mapWith(Number);

export const toQuestionnaire = (row: Row, answers: number): Questionnaire => ({
  id: row.id,
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  introZh: row.introZh,
  introEn: row.introEn,
  questions: row.questions as Question[],
  state: row.state as QuestionnaireState,
  publishTime: row.publishedAt ? row.publishedAt.toISOString() : null,
  answers,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

export async function pageOf(db: Reader, query: Paging & { state?: QuestionnaireState }) {
  const where = query.state ? eq(questionnaires.state, query.state) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: questionnaires, answers: answerCount })
      .from(questionnaires)
      .where(where)
      .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(questionnaires).where(where),
  ]);
  return { list: rows.map(({ row, answers }) => toQuestionnaire(row, answers)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One questionnaire and its answer count; `lock` holds it for the transaction (publish, close, answer). */
export async function findQuestionnaire(db: Reader, id: number, lock = false) {
  const query = db.select({ row: questionnaires, answers: answerCount }).from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  const [found] = lock ? await query.for('update', { of: questionnaires }) : await query;
  return found;
}

/** The published questionnaire (the newest, should a race ever leave two). */
export async function findPublished(db: Reader) {
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.state, 'published'))
    .orderBy(desc(questionnaires.publishedAt), desc(questionnaires.id))
    .limit(1);
  return row;
}

export async function insertQuestionnaire(db: Executor, values: Writable, createdBy: number, now: Date) {
  const [row] = await db.insert(questionnaires).values({ ...values, createdBy, createdAt: now, updatedAt: now }).returning();
  return row;
}

/** Changes a draft; answers nothing when the row is not (or no longer) a draft. */
export async function updateDraft(db: Executor, id: number, values: Writable, now: Date) {
  const [row] = await db
    .update(questionnaires)
    .set({ ...values, updatedAt: now })
    .where(and(eq(questionnaires.id, id), eq(questionnaires.state, 'draft')))
    .returning();
  return row;
}

export async function setState(db: Executor, id: number, state: QuestionnaireState, now: Date) {
  const [row] = await db
    .update(questionnaires)
    .set({ state, updatedAt: now, ...(state === 'published' ? { publishedAt: now } : {}) })
    .where(eq(questionnaires.id, id))
    .returning();
  return row;
}

/** Closes every published questionnaire (before another is published). */
export async function closePublished(db: Executor, now: Date) {
  await db.update(questionnaires).set({ state: 'closed', updatedAt: now }).where(eq(questionnaires.state, 'published'));
}

export async function deleteDraft(db: Executor, id: number) {
  const removed = await db
    .delete(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.state, 'draft')))
    .returning({ id: questionnaires.id });
  return removed.length > 0;
}

export async function hasAnswered(db: Reader, questionnaireId: number, userId: number) {
  const [row] = await db
    .select({ id: questionnaireAnswers.id })
    .from(questionnaireAnswers)
    .where(and(eq(questionnaireAnswers.questionnaireId, questionnaireId), eq(questionnaireAnswers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Stores the user's answers; answers false when the user had already answered (the unique index). */
export async function insertAnswers(db: Executor, questionnaireId: number, userId: number, answers: Answers, now: Date) {
  const rows = await db
    .insert(questionnaireAnswers)
    .values({ questionnaireId, userId, answers, createdAt: now })
    .onConflictDoNothing({ target: [questionnaireAnswers.questionnaireId, questionnaireAnswers.userId] })
    .returning({ id: questionnaireAnswers.id });
  return rows.length > 0;
}

/** How often each value was given to each question: choices counted per option id, ratings per value. */
export async function valueCounts(db: Pick<Db, 'execute'>, questionnaireId: number) {
  const result = await db.execute<{ question_id: string; value: string; answers: number }>(sql`
    select entry.key as question_id, item.value as value, count(*)::int as answers
    from ${questionnaireAnswers} a
    cross join lateral jsonb_each(a.answers) as entry(key, value)
    cross join lateral (
      select v #>> '{}' as value from jsonb_array_elements(case jsonb_typeof(entry.value) when 'array' then entry.value else jsonb_build_array(entry.value) end) v
    ) item
    where a.questionnaire_id = ${questionnaireId} and jsonb_typeof(entry.value) in ('array', 'number', 'string')
    group by entry.key, item.value`);
  return result.rows.map((row) => ({ questionId: row.question_id, value: row.value, count: Number(row.answers) }));
}

/** How many answer sets answered each question (a multiple choice counts once). */
export async function answeredCounts(db: Pick<Db, 'execute'>, questionnaireId: number) {
  const result = await db.execute<{ question_id: string; answers: number }>(sql`
    select entry.key as question_id, count(*)::int as answers
    from ${questionnaireAnswers} a cross join lateral jsonb_object_keys(a.answers) as entry(key)
    where a.questionnaire_id = ${questionnaireId}
    group by entry.key`);
  return new Map(result.rows.map((row) => [row.question_id, Number(row.answers)]));
}

/** The non-empty answers to one text question, newest first. */
export async function textAnswers(db: Reader, questionnaireId: number, questionId: string, paging: Paging) {
  const where = and(
    eq(questionnaireAnswers.questionnaireId, questionnaireId),
    sql`jsonb_typeof(${questionnaireAnswers.answers} -> ${questionId}) = 'string'`,
    sql`${questionnaireAnswers.answers} ->> ${questionId} <> ''`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ text: sql<string>`${questionnaireAnswers.answers} ->> ${questionId}`, createdAt: questionnaireAnswers.createdAt })
      .from(questionnaireAnswers)
      .where(where)
      .orderBy(desc(questionnaireAnswers.createdAt), desc(questionnaireAnswers.id))
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize),
    db.select({ total: count() }).from(questionnaireAnswers).where(where),
  ]);
  return { list: rows.map((row) => ({ text: row.text, createTime: row.createdAt.toISOString() })), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}
