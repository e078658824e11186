import type { AiEngine } from '@contract';
import { builtinEngine } from './builtin';
import { llmEngine, type LlmConfig } from './llm';
import type { EngineAnswer, EngineContext, HistoryMessage } from './types';

/** What answers questions: the built-in engine, or a language model with the built-in engine when it fails. */
export interface Answerer {
  answer(question: string, history: HistoryMessage[], context: EngineContext, onText: (piece: string) => void): Promise<EngineAnswer & { engine: AiEngine }>;
}

/**
 * The built-in engine unless a model is configured; a model that fails (timeout, network, 5xx after its retries, bad
 * output) is reported to `onFallback` and the built-in engine answers. The model streams nothing before its answer is
 * complete, so the built-in answer never follows part of another.
 */
export function answererFor(llm: LlmConfig | undefined, onFallback: (error: unknown) => void): Answerer {
  const model = llm ? llmEngine(llm) : undefined;
  const builtin = async (question: string, history: HistoryMessage[], context: EngineContext, onText: (piece: string) => void) => ({
    ...(await builtinEngine.answer(question, history, context, onText)),
    engine: 'builtin' as const,
  });
  return {
    async answer(question, history, context, onText) {
      if (!model) return builtin(question, history, context, onText);
      try {
        return { ...(await model.answer(question, history, context, onText)), engine: 'llm' };
      } catch (error) {
        onFallback(error);
        return builtin(question, history, context, onText);
      }
    },
  };
}
