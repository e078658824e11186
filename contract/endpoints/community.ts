import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { idField, idQuery } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';

/**
 * Community (issue 19): what users tell the platform and what the platform tells them.
 *
 * - Message centre: the `notifications` group (contract/endpoints/testOrders.ts) reads the notices every module leaves;
 *   NOTICE_TYPES and `noticeTypeOf` below sort them into the tabs of the message centre by their subject.
 * - Suggestions (`/atsteel/myData/suggestion/*`, the platform's queue `/atsteel/DataManagement/suggestion/*`): a user
 *   writes one (type, content, optional contact, up to 3 own `suggestionFile` uploads); the platform (`suggestion:reply`)
 *   answers it once (noReply → replied), which leaves an unread notice (subject 'suggestion', event 'reply'). A user may
 *   delete its own suggestion only while it waits for the reply; an answered one stays as the record of the exchange.
 * - Questionnaires: administrators (`content:manage`) write one in both languages (draft, editable) and publish it;
 *   only one is published at a time (publishing closes the one published before). Signed-in users answer the
 *   published one once (`/atsteel/question/save`); its results are counted per option / rating, text answers paged.
 */

/** The message centre's tabs; every notice falls in one (an unknown subject in 'system'). */
export const NOTICE_TYPES = ['order', 'booking', 'audit', 'payment', 'reply', 'system'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Which tab a notification's `subject` belongs to (the subjects modules pass to `notify`). */
export const NOTICE_SUBJECT_TYPES: Record<string, Exclude<NoticeType, 'system'>> = {
  testOrder: 'order',
  customOrder: 'order',
  libraryOrder: 'order',
  researchDemand: 'order',
  booking: 'booking',
  recommendedProduct: 'audit',
  enterpriseGrade: 'audit',
  laboratory: 'audit',
  testKit: 'audit',
  qualityApplication: 'audit',
  researchData: 'audit',
  serviceOffer: 'audit',
  paymentOrder: 'payment',
  suggestion: 'reply',
  industryRequest: 'reply',
};

export const noticeTypeOf = (subject: string): NoticeType => NOTICE_SUBJECT_TYPES[subject] ?? 'system';

/** The subjects of one tab ('system': none listed — it holds every subject not in the map). */
export const noticeSubjectsOf = (type: NoticeType) => Object.keys(NOTICE_SUBJECT_TYPES).filter((subject) => NOTICE_SUBJECT_TYPES[subject] === type);

export const noticeTypeCount = z.object({ type: z.enum(NOTICE_TYPES), total: z.number().int(), unread: z.number().int() });
export type NoticeTypeCount = z.infer<typeof noticeTypeCount>;
export const noticeTypes = z.object({ types: z.array(noticeTypeCount), total: z.number().int(), unread: z.number().int() });
export type NoticeTypes = z.infer<typeof noticeTypes>;

// ---------------------------------------------------------------------------------------------------------------
// Suggestions

export const SUGGESTION_TYPES = ['function', 'content', 'data', 'bug', 'other'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export const SUGGESTION_STATES = ['noReply', 'replied'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

export const SUGGESTION_LIMITS = { contentMax: 500, contactMax: 50, attachmentsMax: 3, replyMax: 1000 } as const;

export const suggestionInput = z.object({
  type: z.enum(SUGGESTION_TYPES, { message: MSG.suggestionTypeInvalid }),
  content: z.string().trim().min(1, MSG.suggestionContentRequired).max(SUGGESTION_LIMITS.contentMax, MSG.valueTooLong),
  contact: z.string().trim().max(SUGGESTION_LIMITS.contactMax, MSG.valueTooLong).default(''),
  attachmentIds: z
    .array(z.uuid({ message: MSG.suggestionFileNotYours }))
    .max(SUGGESTION_LIMITS.attachmentsMax, MSG.suggestionAttachmentsMax)
    .default([]),
});
export type SuggestionInput = z.input<typeof suggestionInput>;

export const replyInput = z.object({
  id: idField,
  reply: z.string().trim().min(1, MSG.suggestionReplyRequired).max(SUGGESTION_LIMITS.replyMax, MSG.valueTooLong),
});

export const suggestion = z.object({
  id: z.number().int(),
  type: z.enum(SUGGESTION_TYPES),
  content: z.string(),
  contact: z.string(),
  attachmentIds: z.array(z.string()),
  state: z.enum(SUGGESTION_STATES),
  reply: z.string().nullable(),
  replyTime: z.string().nullable(),
  createTime: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;

/** What the platform sees: who wrote it and who answered. */
export const queuedSuggestion = suggestion.extend({ userName: z.string(), repliedByName: z.string().nullable() });
export type QueuedSuggestion = z.infer<typeof queuedSuggestion>;

/** Any signed-in user: its own suggestions. */
export const mySuggestions = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/suggestion/page',
    input: pageQuery.extend({ state: z.enum(SUGGESTION_STATES).optional() }),
    output: pageOf(suggestion),
    access: 'user',
    summary: "The caller's suggestions, newest first, with the platform's reply",
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/suggestion/detail',
    input: idInput,
    output: suggestion,
    access: 'user',
    summary: "One of the caller's suggestions (another's answers 404)",
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/suggestion/save',
    input: suggestionInput,
    output: suggestion,
    access: 'user',
    summary: 'Send a suggestion (content 1–500 characters, up to 3 own suggestionFile uploads)',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/suggestion/delete',
    input: z.object({ id: idField }),
    output: okOutput,
    access: 'user',
    summary: 'Delete an own suggestion while it waits for the reply (a replied one answers 409)',
  }),
};

const reply = PERMISSIONS.suggestionReply;

/** The platform's queue of suggestions. */
export const suggestionQueue = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/suggestion/page',
    input: pageQuery.extend({
      state: z.enum(SUGGESTION_STATES).optional(),
      type: z.enum(SUGGESTION_TYPES).optional(),
    }),
    output: pageOf(queuedSuggestion),
    access: reply,
    summary: 'Suggestions by state and type, oldest first (the longest waiting on top)',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/suggestion/detail',
    input: idInput,
    output: queuedSuggestion,
    access: reply,
    summary: 'One suggestion with its attachments',
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/suggestion/reply',
    input: replyInput,
    output: queuedSuggestion,
    access: reply,
    summary: "Answer a suggestion once (1–1000 characters); the user's message centre gets the reply; twice answers 409",
  }),
};

// ---------------------------------------------------------------------------------------------------------------
// Questionnaires

export const QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTIONNAIRE_STATES = ['draft', 'published', 'closed'] as const;
export type QuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];

export const QUESTIONNAIRE_LIMITS = {
  titleMax: 200,
  introMax: 2000,
  questionsMax: 50,
  questionTextMax: 300,
  optionsMax: 20,
  optionTextMax: 100,
  answerTextMax: 500,
  ratingMin: 1,
  ratingMax: 5,
} as const;
const Q = QUESTIONNAIRE_LIMITS;

const localText = (max: number) => z.string().trim().max(max, MSG.valueTooLong).default('');
/** Short ids the editor gives questions and options (kept across edits, so answers stay attached). */
const localId = z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, MSG.questionnaireInvalid);

export const questionOptionInput = z
  .object({ id: localId, zh: localText(Q.optionTextMax), en: localText(Q.optionTextMax) })
  .refine((o) => o.zh !== '' || o.en !== '', { message: MSG.questionnaireOptionTextRequired, path: ['zh'] });

export const questionInput = z
  .object({
    id: localId,
    kind: z.enum(QUESTION_KINDS, { message: MSG.questionnaireInvalid }),
    textZh: localText(Q.questionTextMax),
    textEn: localText(Q.questionTextMax),
    required: z.boolean().default(false),
    options: z.array(questionOptionInput).max(Q.optionsMax, MSG.questionnaireOptionsCount).default([]),
  })
  .refine((q) => q.textZh !== '' || q.textEn !== '', { message: MSG.questionnaireQuestionTextRequired, path: ['textZh'] })
  .refine((q) => (q.kind === 'single' || q.kind === 'multiple' ? q.options.length >= 2 : q.options.length === 0), {
    message: MSG.questionnaireOptionsCount,
    path: ['options'],
  })
  .refine((q) => new Set(q.options.map((o) => o.id)).size === q.options.length, { message: MSG.questionnaireInvalid, path: ['options'] });

export const questionnaireInput = z
  .object({
    id: idField.optional(),
    titleZh: localText(Q.titleMax),
    titleEn: localText(Q.titleMax),
    introZh: localText(Q.introMax),
    introEn: localText(Q.introMax),
    questions: z.array(questionInput).max(Q.questionsMax, MSG.questionnaireQuestionsCount).default([]),
  })
  .refine((q) => q.titleZh !== '' || q.titleEn !== '', { message: MSG.questionnaireTitleRequired, path: ['titleZh'] })
  .refine((q) => new Set(q.questions.map((question) => question.id)).size === q.questions.length, {
    message: MSG.questionnaireInvalid,
    path: ['questions'],
  });
export type QuestionnaireInput = z.input<typeof questionnaireInput>;

const questionOption = z.object({ id: z.string(), zh: z.string(), en: z.string() });
export const question = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  textZh: z.string(),
  textEn: z.string(),
  required: z.boolean(),
  options: z.array(questionOption),
});
export type Question = z.infer<typeof question>;

/** Administrators' view; the public one (`current`) is the same shape: the page picks its language per text. */
export const questionnaire = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  introZh: z.string(),
  introEn: z.string(),
  questions: z.array(question),
  state: z.enum(QUESTIONNAIRE_STATES),
  publishTime: z.string().nullable(),
  answers: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Questionnaire = z.infer<typeof questionnaire>;

export const currentQuestionnaire = z.object({
  questionnaire: questionnaire.omit({ answers: true, createTime: true, updateTime: true }).nullable(),
  /** Whether the signed-in caller already answered it (false for visitors). */
  answered: z.boolean(),
});
export type CurrentQuestionnaire = z.infer<typeof currentQuestionnaire>;

/** { [questionId]: optionId (single) | optionIds (multiple) | text | rating 1–5 }; unanswered optional questions omitted. */
export const answerValue = z.union([
  z.string().max(Q.answerTextMax, MSG.valueTooLong),
  z.array(z.string().max(40, MSG.questionnaireAnswerInvalid)).max(Q.optionsMax, MSG.questionnaireAnswerInvalid),
  z.number().int(MSG.questionnaireAnswerInvalid).min(Q.ratingMin, MSG.questionnaireAnswerInvalid).max(Q.ratingMax, MSG.questionnaireAnswerInvalid),
]);
export const answerInput = z.object({
  questionnaireId: idField,
  answers: z.record(z.string().max(40), answerValue),
});
export type AnswerInput = z.input<typeof answerInput>;

export const questionResult = z.object({
  questionId: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /** How many answered it. */
  answered: z.number().int(),
  /** single / multiple: per option id; rating: per value '1'..'5'. */
  counts: z.array(z.object({ key: z.string(), count: z.number().int() })),
});
export const questionnaireResults = z.object({ answers: z.number().int(), questions: z.array(questionResult) });
export type QuestionnaireResults = z.infer<typeof questionnaireResults>;
export const textAnswer = z.object({ text: z.string(), createTime: z.string() });

/** Everyone: the published questionnaire; signed-in users answer it once. */
export const questionnairePublic = {
  current: defineEndpoint({
    method: 'GET',
    path: '/atsteel/question/current',
    input: z.object({}).default({}),
    output: currentQuestionnaire,
    access: 'public',
    summary: 'The published questionnaire (both languages; none → null), and whether the caller already answered it',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/question/save',
    input: answerInput,
    output: okOutput,
    access: 'user',
    summary: 'Answer the published questionnaire once (409 the second time); answers are checked against its questions',
  }),
};

const manage = PERMISSIONS.contentManage;

/** Platform administrators: write, publish, close and read the results (`/atsteel/DataManagement/question/*`). */
export const questionnaireAdmin = {
  page: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/question/page',
    input: pageQuery.extend({ state: z.enum(QUESTIONNAIRE_STATES).optional() }),
    output: pageOf(questionnaire),
    access: manage,
    summary: 'Questionnaires by state, newest first, with their answer counts',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/question/get',
    input: idInput,
    output: questionnaire,
    access: manage,
    summary: 'One questionnaire with its questions',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/question/save',
    input: questionnaireInput,
    output: questionnaire,
    access: manage,
    summary: 'Create (without `id`) or change a draft questionnaire; a published or closed one answers 409',
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/question/publish',
    input: z.object({ id: idField }),
    output: questionnaire,
    access: manage,
    summary: 'Publish a draft with at least one question; the one published before is closed',
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/question/close',
    input: z.object({ id: idField }),
    output: questionnaire,
    access: manage,
    summary: 'Close a published questionnaire: it takes no more answers',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/question/delete',
    input: z.object({ id: idField }),
    output: okOutput,
    access: manage,
    summary: 'Delete a draft (one that was published keeps its answers and cannot be deleted: 409)',
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/question/results',
    input: idInput,
    output: questionnaireResults,
    access: manage,
    summary: 'Counts per option of each choice question and the distribution of each rating',
  }),
  textAnswers: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/question/textAnswers',
    input: pageQuery.extend({ id: idQuery, questionId: z.string().max(40, MSG.questionnaireInvalid) }),
    output: pageOf(textAnswer),
    access: manage,
    summary: "The non-empty answers to one text question, newest first",
  }),
};

export const COMMUNITY_PATHS = {
  messageCentre: '/my/messageCentre',
  suggestion: '/my/suggestion',
  suggestionQueue: '/my/administration/suggestion',
  questionnaireAdmin: '/my/administration/questionnaire',
  questionnaire: '/questionnaire',
} as const;

export const COMMUNITY_API = { mySuggestions, suggestionQueue, questionnairePublic, questionnaireAdmin } as const;
