import { searchTerms } from '../../../lib/segment';

/** Words too common to say what a question is about (Chinese and English). */
const STOP_WORDS = new Set([
  ...['的', '是', '什么', '多少', '哪些', '哪个', '吗', '呢', '了', '和', '与', '及', '或', '在', '中', '有', '为', '对', '请', '问', '如何', '怎么', '怎样', '这', '那', '个', '文档', '文件', '一下', '这个', '那个', '哪里', '是否', '可以', '关于', '我', '你', '们'],
  ...['the', 'a', 'an', 'is', 'are', 'was', 'were', 'be', 'what', 'which', 'who', 'how', 'of', 'in', 'on', 'for', 'to', 'and', 'or', 'does', 'do', 'did', 'it', 'its', 'this', 'that', 'with', 'by', 'at', 'as', 'from', 'about', 'document', 'say', 'says', 'tell', 'me', 'please'],
]);

/** Terms of a question to search passages by: segmented, without stop words, only letters, digits, '.' and '-'. */
export function questionTerms(question: string): string[] {
  const terms = searchTerms(question)
    .map((term) => term.replace(/[^\p{L}\p{N}.-]/gu, '').replace(/^[.-]+|[.-]+$/g, ''))
    .filter((term) => term !== '' && !STOP_WORDS.has(term));
  return [...new Set(terms)];
}

/** The `to_tsquery('simple', …)` text matching any of the terms (each quoted; terms hold no quotes). */
export const anyOf = (terms: string[]) => terms.map((term) => `'${term}'`).join(' | ');

/** Up to `width` characters of `text` around the first place one of `terms` occurs, with … where it was cut. */
export function excerpt(text: string, terms: string[], width = 300): string {
  if (text.length <= width) return text;
  const lower = text.toLowerCase();
  const at = terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0);
  const first = at.length > 0 ? Math.min(...at) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(width / 3), text.length - width));
  const end = start + width;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
