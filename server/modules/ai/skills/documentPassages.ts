import { z } from 'zod';
import { AI_LIMITS, AI_TOOL_PATHS, type Citation } from '@contract';
import type { Language, Skill, SkillResult } from '../engine/types';
import { bestPassages, findOwn } from '../repository/documents';
import { anyOf, excerpt, questionTerms } from '../documents/query';

const parameters = z.object({ query: z.string().min(1).max(AI_LIMITS.questionMax) });

const pageLabel = (name: string, page: number, language: Language) => (language === 'zh' ? `${name} · 第 ${page} 页` : `${name}, page ${page}`);

function unanswered(language: Language, name: string | null): SkillResult {
  const text =
    name === null
      ? language === 'zh'
        ? '请先选择一个文档。'
        : 'Please choose a document first.'
      : language === 'zh'
        ? `文档《${name}》似乎没有涉及这个问题。`
        : `The document "${name}" does not seem to address this question.`;
  return { answered: false, facts: { document: name, passages: [] }, citations: [], text };
}

/**
 * Searches the passages of the conversation's document (the asker's own) with PostgreSQL full-text search over the
 * question's segmented terms, and quotes the best passages with their page.
 */
export const searchDocument: Skill<z.infer<typeof parameters>> = {
  name: 'searchDocument',
  description:
    "Searches the user's uploaded document (the one this conversation is about) for passages relevant to a query; returns the passages with their page numbers.",
  parameters,
  async run({ query }, context) {
    const { language } = context;
    if (context.documentId === null) return unanswered(language, null);
    const document = await findOwn(context.db, context.user.userId, context.documentId);
    if (!document) return unanswered(language, null);
    const terms = questionTerms(query);
    const found = terms.length === 0 ? [] : await bestPassages(context.db, context.user.userId, document.id, anyOf(terms), AI_LIMITS.quotedPassages);
    if (found.length === 0) return unanswered(language, document.name);
    const citations: Citation[] = found.map((passage) => ({
      kind: 'document',
      label: pageLabel(document.name, passage.page, language),
      source: document.name,
      href: `${AI_TOOL_PATHS.file}?document=${document.id}&page=${passage.page}`,
      page: passage.page,
      quote: excerpt(passage.text, terms),
    }));
    const lines = citations.map((citation, index) =>
      language === 'zh' ? `第 ${citation.page} 页：“${citation.quote}” [${index + 1}]` : `Page ${citation.page}: "${citation.quote}" [${index + 1}]`,
    );
    const intro = language === 'zh' ? `文档《${document.name}》中与问题相关的段落：` : `Passages of "${document.name}" about the question:`;
    return {
      answered: true,
      facts: { document: document.name, passages: citations.map((citation, index) => ({ citation: index + 1, page: citation.page, text: citation.quote })) },
      citations,
      text: [intro, ...lines].join('\n'),
    };
  },
};
