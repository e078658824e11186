import { AI_TOOL_PATHS, type AiTool } from '@contract/endpoints/ai';

export { AI_TOOL_PATHS };
export type { AiTool };

/** The tools in the order the front door shows them. */
export const TOOL_ORDER: readonly AiTool[] = ['chat', 'chart', 'doc', 'file'];

/** How many conversations one page of the list loads. */
export const CONVERSATION_PAGE_SIZE = 20;

/** The page's language, for texts built in the browser (CSV headers, quick starts, exports). */
export const pageLanguage = (language: string): 'zh' | 'en' => (language === 'en' ? 'en' : 'zh');
