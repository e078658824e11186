import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idInput, okOutput, pageOf, pageQuery } from '../envelope';
import { idField, idQuery } from '../fields';
import { MSG } from '../messages';
import { fileId } from './files';
import { MATERIAL_TYPES, PROPERTIES } from './materials';

/**
 * The AI assistant and its tools (issue 20, spec §2 `/ai`, §7 `ai`): answers grounded in the platform's own data.
 *
 * - A **conversation** belongs to one user and one tool: `chat` (`/ai/steelAi`), `chart` (`/ai/steelChart`), `doc`
 *   (`/ai/steelDoc`) or `file` (`/ai/aiDoc`, about one of the user's uploaded documents). Nobody else reads, renames or
 *   deletes it (404, like a missing id).
 * - `conversationDetailSave` asks a question and answers it. Every value the answer states carries a citation
 *   (`[n]` in the text is `citations[n-1]`) with the portal path of the page that shows it; when the platform's data
 *   does not answer the question, `answered` is false and the text says so: no value is invented.
 * - **Streaming**: a caller that sends `Accept: application/x-ndjson` gets the answer as it is produced, one JSON
 *   object per line: `{"type":"delta","text":"…"}` (pieces of the answer's text, in order), then exactly one of
 *   `{"type":"done","data":<AskOutput>}` or `{"type":"error","code":<envelope code>,"msg":"…"}`. A refusal found
 *   before the first piece (validation, ownership, quota) answers the ordinary envelope with its HTTP status.
 *   Without that header the answer is the ordinary envelope with `AskOutput` as `data`.
 * - Engines: the built-in one (default, offline) parses the question into calls of the platform's services; a large
 *   language model behind any OpenAI-compatible endpoint is used when configured (ATSTEEL_AI_BASE_URL …), with the
 *   same services as tools, and the built-in engine answers when the model cannot. `engine` says which answered.
 * - A user asks at most `AI_LIMITS.dailyQuestions` questions per Beijing day (ATSTEEL_AI_DAILY_QUOTA): 429 after.
 * - **Documents** (`file` tool): the user uploads a PDF or DOCX (`aiDocument`, ≤ 50 MB) and registers it with
 *   `documentSave`; its text is extracted, split into passages with their page, and searched with PostgreSQL full-text
 *   search (Chinese segmented). Answers quote the passage and its page. Only the uploader sees a document.
 * - **Drafts** (`doc` tool): an answer may carry a document draft (a datasheet, a comparison memo, a test request)
 *   that the user edits in the browser and exports with `draftExport` as DOCX or PDF.
 */
export const AI_TOOLS = ['chat', 'chart', 'doc', 'file'] as const;
export type AiTool = (typeof AI_TOOLS)[number];

/** Where each tool lives on the portal. */
export const AI_TOOL_PATHS = {
  chat: '/ai/steelAi',
  chart: '/ai/steelChart',
  doc: '/ai/steelDoc',
  file: '/ai/aiDoc',
} as const satisfies Record<AiTool, string>;

export const AI_ENGINES = ['builtin', 'llm'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

export const AI_LIMITS = {
  questionMax: 1000,
  titleMax: 100,
  /** Characters of a new conversation's title taken from its first question. */
  autoTitleLength: 30,
  /** Earlier messages given to an engine as context. */
  historyMessages: 10,
  /** Questions per user and Beijing day, unless ATSTEEL_AI_DAILY_QUOTA says otherwise. */
  dailyQuestions: 200,
  /** Characters of one passage of an uploaded document. */
  passageMax: 1200,
  /** Passages an answer about a document quotes at most. */
  quotedPassages: 3,
  draftBlocksMax: 200,
  draftTextMax: 20_000,
  draftTableRowsMax: 200,
  draftTableColumnsMax: 12,
  documentNameMax: 200,
} as const;

/** What a citation points at; `href` is the portal path (no `/en` prefix) of the page that shows it. */
export const CITATION_KINDS = ['grade', 'standard', 'matching', 'welding', 'conversion', 'help', 'dataSet', 'document'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

export const citation = z.object({
  kind: z.enum(CITATION_KINDS),
  /** What is cited, in the asker's language: 'Q355B (GB/T 1591-2018), Table 7'. */
  label: z.string(),
  /** The standard and table (or data set, document page) the value comes from, as printed: 'GB/T 1591-2018 · 表 7'. */
  source: z.string().nullable(),
  href: z.string().nullable(),
  /** A document's page (1-based) for `document` citations. */
  page: z.number().int().nullable(),
  /** The passage quoted (documents, help articles). */
  quote: z.string().nullable(),
});
export type Citation = z.infer<typeof citation>;

/** One grade's values against thickness: each band's value at the band (`thicknessFrom` < t ≤ `thicknessTo`, mm). */
export const chartSeries = z.object({
  gradeId: z.number().int(),
  type: z.enum(MATERIAL_TYPES),
  grade: z.string(),
  standard: z.string(),
  condition: z.string().nullable(),
  points: z.array(z.object({ thicknessFrom: z.number().nullable(), thicknessTo: z.number().nullable(), value: z.number() })),
});
export const answerChart = z.object({
  property: z.enum(PROPERTIES),
  /** 'MPa', '%', 'J', or the hardness scale. */
  unit: z.string(),
  series: z.array(chartSeries),
});
export type AnswerChart = z.infer<typeof answerChart>;

/** A table behind an answer (a chart's values, a comparison): header texts in the asker's language. */
export const answerTable = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
export type AnswerTable = z.infer<typeof answerTable>;

export const DRAFT_KINDS = ['datasheet', 'comparison', 'testRequest'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

const text = (max: number) => z.string().max(max, MSG.valueTooLong);
export const draftBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: text(500) }),
  z.object({ type: z.literal('paragraph'), text: text(AI_LIMITS.draftTextMax) }),
  z.object({
    type: z.literal('table'),
    columns: z.array(text(200)).min(1).max(AI_LIMITS.draftTableColumnsMax),
    rows: z.array(z.array(text(500)).max(AI_LIMITS.draftTableColumnsMax)).max(AI_LIMITS.draftTableRowsMax),
  }),
]);
export type DraftBlock = z.infer<typeof draftBlock>;

export const answerDraft = z.object({
  kind: z.enum(DRAFT_KINDS),
  title: z.string(),
  blocks: z.array(draftBlock),
});
export type AnswerDraft = z.infer<typeof answerDraft>;

export const aiMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  citations: z.array(citation),
  /** Assistant messages: whether the platform's data answered the question (false: said so, no value given). */
  answered: z.boolean().nullable(),
  engine: z.enum(AI_ENGINES).nullable(),
  /** What the built-in engine understood (e.g. 'property', 'equivalents', 'unanswerable'), for the record. */
  intent: z.string().nullable(),
  chart: answerChart.nullable(),
  table: answerTable.nullable(),
  draft: answerDraft.nullable(),
  createdTime: z.string(),
});
export type AiMessage = z.infer<typeof aiMessage>;

export const conversationSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  tool: z.enum(AI_TOOLS),
  /** The uploaded document a `file` conversation is about. */
  documentId: z.number().int().nullable(),
  documentName: z.string().nullable(),
  messageCount: z.number().int(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationsListInput = pageQuery.extend({
  tool: z.enum(AI_TOOLS).optional(),
  keyword: z.string().trim().max(100, MSG.valueTooLong).optional(),
});

export const conversationSaveInput = z.object({
  /** Absent: a new conversation; present: rename the caller's own. */
  id: idField.optional(),
  title: z.string().trim().min(1, MSG.aiTitleRequired).max(AI_LIMITS.titleMax, MSG.valueTooLong),
  tool: z.enum(AI_TOOLS).default('chat'),
  documentId: idField.optional(),
});

export const askInput = z.object({
  /** Absent: a new conversation of `tool`, titled after the question. */
  conversationId: idField.optional(),
  tool: z.enum(AI_TOOLS).default('chat'),
  /** Required for a new `file` conversation: the caller's own document. */
  documentId: idField.optional(),
  question: z.string().trim().min(1, MSG.aiQuestionRequired).max(AI_LIMITS.questionMax, MSG.aiQuestionTooLong),
});
export type AskInput = z.input<typeof askInput>;

export const askOutput = z.object({
  conversation: conversationSummary,
  question: aiMessage,
  answer: aiMessage,
});
export type AskOutput = z.infer<typeof askOutput>;

/** One line of a streamed answer (see the header). */
export type AskStreamLine =
  | { type: 'delta'; text: string }
  | { type: 'done'; data: AskOutput }
  | { type: 'error'; code: number; msg: string };

export const DOCUMENT_STATES = ['ready', 'failed'] as const;
export const aiDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  fileId: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  pages: z.number().int(),
  passages: z.number().int(),
  state: z.enum(DOCUMENT_STATES),
  createdTime: z.string(),
});
export type AiDocument = z.infer<typeof aiDocument>;

export const draftExportInput = z.object({
  title: z.string().trim().min(1, MSG.aiTitleRequired).max(200, MSG.valueTooLong),
  blocks: z.array(draftBlock).min(1, MSG.aiDraftEmpty).max(AI_LIMITS.draftBlocksMax),
  format: z.enum(['docx', 'pdf']),
  language: z.enum(['zh', 'en']).default('zh'),
});

export const aiConversations = {
  conversationsList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/ai/conversationsList',
    input: conversationsListInput,
    output: pageOf(conversationSummary),
    access: 'user',
    summary: "The caller's conversations, latest first; optionally of one tool or matching a keyword in the title",
  }),
  conversationDetailList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/ai/conversationDetailList',
    input: idInput,
    output: z.object({ conversation: conversationSummary, messages: z.array(aiMessage) }),
    access: 'user',
    summary: "One of the caller's conversations with its messages, oldest first (404 for anyone else's)",
  }),
  conversationsSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/ai/conversationsSave',
    input: conversationSaveInput,
    output: conversationSummary,
    access: 'user',
    summary: 'Starts a conversation of a tool (a `file` one about the caller\'s own document) or renames the caller\'s own',
  }),
  conversationsDel: defineEndpoint({
    method: 'GET',
    path: '/atsteel/ai/conversationsDel',
    input: idInput,
    output: okOutput,
    access: 'user',
    summary: "Deletes one of the caller's conversations with its messages",
  }),
  conversationDetailSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/ai/conversationDetailSave',
    input: askInput,
    output: askOutput,
    access: 'user',
    summary: 'Asks a question in a conversation (a new one when none is given); streams NDJSON lines when accepted, see the contract',
  }),
};

export const aiDocuments = {
  documentSave: defineEndpoint({
    method: 'POST',
    path: '/atsteel/ai/documentSave',
    input: z.object({ fileId }),
    output: aiDocument,
    access: 'user',
    summary: "Registers the caller's own `aiDocument` upload: extracts its text into passages with their pages",
  }),
  documentList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/ai/documentList',
    input: pageQuery,
    output: pageOf(aiDocument),
    access: 'user',
    summary: "The caller's documents, latest first",
  }),
  documentDel: defineEndpoint({
    method: 'GET',
    path: '/atsteel/ai/documentDel',
    input: z.object({ id: idQuery }),
    output: okOutput,
    access: 'user',
    summary: "Deletes one of the caller's documents, its passages and the conversations about it",
  }),
  draftExport: defineEndpoint({
    method: 'POST',
    path: '/atsteel/ai/draftExport',
    input: draftExportInput,
    output: z.unknown(),
    access: 'user',
    blob: true,
    summary: 'A (possibly edited) draft as a DOCX or PDF file',
  }),
};

export const AI_API = { aiConversations, aiDocuments } as const;
