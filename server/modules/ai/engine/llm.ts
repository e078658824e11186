import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { AnswerChart, AnswerDraft, AnswerTable, Citation } from '@contract';
import { SKILLS } from '../skills';
import type { Engine, EngineAnswer, EngineContext, HistoryMessage, Skill } from './types';
import { keepCited, shiftReferences } from './citations';

/** An OpenAI-compatible endpoint (ATSTEEL_AI_BASE_URL, ATSTEEL_AI_API_KEY, ATSTEEL_AI_MODEL, ATSTEEL_AI_TIMEOUT_MS). */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per request to the model. */
  timeoutMs: number;
  /** Retries of a failed request (connection, 408/429/5xx), with the client's exponential backoff; default 2. */
  maxRetries?: number;
}

/** Rounds of tool calls before the model must answer; the last round offers no tools. */
const MAX_ROUNDS = 4;

/** The model did not give a usable answer (the built-in engine answers instead). */
export class LlmFailure extends Error {}

const SYSTEM_PROMPT = {
  zh: [
    '你是 atsteel 钢铁材料平台的助手。',
    '只能根据本次对话中工具返回的结果回答，不得使用其他知识，不得编造或推算任何数值。',
    '每个工具结果中的引用都有编号 n；陈述的每个数值或事实后面都要用 [n] 标注出处，编号与工具结果一致。',
    '如果工具结果不能回答问题，请直接说明平台数据无法回答，不要给出数值。',
    '请用简体中文简洁地回答。',
  ].join('\n'),
  en: [
    'You are the assistant of atsteel, a steel materials platform.',
    'Answer only from the results of the tools called in this conversation; use no other knowledge and never invent or derive a value.',
    "Each tool result's citations are numbered n; after every value or fact you state, cite its source as [n] with that number.",
    "When the tool results do not answer the question, say that the platform's data does not answer it and give no value.",
    'Answer concisely in English.',
  ].join('\n'),
};

/** A skill as a function tool; its JSON schema without `$schema`, which some compatible endpoints refuse. */
function toolOf(skill: Skill<never>): ChatCompletionTool {
  const parameters: Record<string, unknown> = { ...z.toJSONSchema(skill.parameters, { io: 'input' }) };
  delete parameters.$schema;
  return { type: 'function', function: { name: skill.name, description: skill.description, parameters } };
}

interface Called {
  name: string;
  answered: boolean;
  chart?: AnswerChart;
  table?: AnswerTable;
  draft?: AnswerDraft;
}

/** Pieces of a text to stream (sentences), which together are the text. */
const sentences = (text: string) => text.match(/[^。！？!?\n]*(?:[。！？!?]+|\n+|$)/g)?.filter(Boolean) ?? [text];

/**
 * A large language model behind an OpenAI-compatible endpoint, with the platform's skills as tools. Every round is
 * read whole and the final answer streamed only once it is complete, so a failure never leaves half an answer
 * (the caller answers with the built-in engine). An answer citing nothing is not trusted: it fails too.
 */
export function llmEngine(config: LlmConfig): Engine {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: config.maxRetries ?? 2 });
  return {
    name: 'llm',
    async answer(question, history, context, onText) {
      const skills = [...SKILLS] as Skill<never>[];
      const tools = skills.map(toolOf);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: `${SYSTEM_PROMPT[context.language]}\n(tool: ${context.tool})` },
        ...history.map((message: HistoryMessage) => ({ role: message.role, content: message.text })),
        { role: 'user', content: question },
      ];
      const citations: Citation[] = [];
      const called: Called[] = [];
      for (let round = 1; round <= MAX_ROUNDS; round += 1) {
        const last = round === MAX_ROUNDS || tools.length === 0;
        const completion = await client.chat.completions.create({
          model: config.model,
          messages,
          ...(tools.length > 0 ? { tools, tool_choice: last ? ('none' as const) : ('auto' as const) } : {}),
        });
        const message = completion.choices?.[0]?.message;
        if (!message) throw new LlmFailure('no message');
        const toolCalls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
        if (toolCalls.length === 0 || last) {
          const text = typeof message.content === 'string' ? message.content.trim() : '';
          return finalAnswer(text, citations, called, onText);
        }
        messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: toolCalls });
        for (const call of toolCalls) {
          const content = await runTool(skills, call.function.name, call.function.arguments, context, citations, called);
          messages.push({ role: 'tool', tool_call_id: call.id, content });
        }
      }
      throw new LlmFailure('no final answer');
    },
  };
}

/** Runs one skill the model asked for and answers the tool message: its facts and citations numbered after those before. */
async function runTool(skills: Skill<never>[], name: string, rawArguments: string, context: EngineContext, citations: Citation[], called: Called[]) {
  const skill = skills.find((candidate) => candidate.name === name);
  if (!skill) return JSON.stringify({ error: `unknown tool ${name}` });
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawArguments || '{}');
  } catch {
    return JSON.stringify({ error: 'arguments are not JSON' });
  }
  const args = skill.parameters.safeParse(parsed);
  if (!args.success) return JSON.stringify({ error: 'invalid arguments', issues: args.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) });
  const result = await skill.run(args.data, context);
  const offset = citations.length;
  citations.push(...result.citations);
  called.push({ name, answered: result.answered, chart: result.chart, table: result.table, draft: result.draft });
  return JSON.stringify({
    answered: result.answered,
    summary: shiftReferences(result.text, offset),
    facts: shiftReferences(result.facts, offset),
    citations: result.citations.map((citation, index) => ({ n: offset + index + 1, label: citation.label, source: citation.source, page: citation.page })),
  });
}

function finalAnswer(text: string, citations: Citation[], called: Called[], onText: (piece: string) => void): EngineAnswer {
  if (text === '') throw new LlmFailure('empty answer');
  const cited = keepCited(text, citations);
  if (cited.citations.length === 0) throw new LlmFailure('an answer citing nothing');
  const answered = called.filter((call) => call.answered);
  for (const piece of sentences(cited.text)) onText(piece);
  return {
    text: cited.text,
    citations: cited.citations,
    answered: true,
    intent: answered[0]?.name ?? 'llm',
    chart: answered.find((call) => call.chart)?.chart ?? null,
    table: answered.find((call) => call.table)?.table ?? null,
    draft: answered.find((call) => call.draft)?.draft ?? null,
  };
}
