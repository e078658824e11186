import type { z } from 'zod';
import type { AiEngine, AiTool, AnswerChart, AnswerDraft, AnswerTable, Citation } from '@contract';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../plugins/auth';
import type { Matching } from '../../matching/service';

export type Language = 'zh' | 'en';

/** What an engine may use to answer: the platform's services, the asker and their language. */
export interface EngineContext {
  db: Db;
  /** The matching engine (equivalents, welding consumables), shared with the matching module. */
  matching: Matching;
  user: SessionUser;
  language: Language;
  tool: AiTool;
  /** The document a `file` conversation is about (already checked to be the asker's). */
  documentId: number | null;
  now: Date;
}

export interface HistoryMessage {
  role: 'user' | 'assistant';
  text: string;
}

/**
 * An engine's answer. `[n]` in `text` refers to `citations[n-1]`; every value stated carries one. `answered` is false
 * when the platform's data does not answer the question (the text says so and states no value).
 */
export interface EngineAnswer {
  text: string;
  citations: Citation[];
  answered: boolean;
  /** What was understood ('property', 'composition', 'compare', 'equivalents', 'welding', 'convert', 'standard', 'help', 'chart', 'draft', 'document', 'unanswerable' …). */
  intent: string;
  chart?: AnswerChart | null;
  table?: AnswerTable | null;
  draft?: AnswerDraft | null;
}

export interface Engine {
  readonly name: AiEngine;
  /** Answers `question`; `onText` receives the answer's text in pieces as it is produced (together: `text`). */
  answer(question: string, history: HistoryMessage[], context: EngineContext, onText: (piece: string) => void): Promise<EngineAnswer>;
}

/**
 * What a skill found: the facts (JSON a language model words, citing `[n]` = `citations[n-1]`), and the built-in
 * engine's own wording of them in the context's language, with the same numbering.
 */
export interface SkillResult {
  answered: boolean;
  facts: unknown;
  citations: Citation[];
  text: string;
  chart?: AnswerChart;
  table?: AnswerTable;
  draft?: AnswerDraft;
}

/**
 * One service of the platform the engines call: the built-in engine after parsing a question, a language model as a
 * tool (function calling, its `parameters` as JSON schema). Skills read through the platform's services and see only
 * what the asker may see.
 */
export interface Skill<A = unknown> {
  name: string;
  /** For a language model: what the skill answers (English). */
  description: string;
  parameters: z.ZodType<A>;
  run(args: A, context: EngineContext): Promise<SkillResult>;
}
