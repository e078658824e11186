import { AI_LIMITS } from '@contract';
import type { PageText } from './extract';

export interface Passage {
  page: number;
  text: string;
}

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
/** Ends of sentences (Chinese and Latin punctuation), kept with the sentence before them. */
const SENTENCE_END = /(?<=[。！？；!?;]|\.(?=\s))/;

/** A paragraph's wrapped lines joined back: no space between Chinese characters, one between Latin words. */
function unwrap(paragraph: string): string {
  return paragraph
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .reduce((joined, line) => (joined === '' ? line : CJK.test(joined.at(-1)!) || CJK.test(line[0]) ? joined + line : `${joined} ${line}`), '');
}

/** Pieces of a paragraph no longer than `max`: whole sentences where they fit, cut where a sentence alone is longer. */
function pieces(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const out: string[] = [];
  for (const sentence of paragraph.split(SENTENCE_END).map((part) => part.trim()).filter(Boolean)) {
    for (let start = 0; start < sentence.length; start += max) out.push(sentence.slice(start, start + max));
  }
  return out;
}

/**
 * Splits each page's text into passages of at most `max` characters on paragraph and sentence boundaries; a passage
 * never spans two pages (its page is what an answer cites). PDF pages without blank lines are read line by line.
 */
export function splitPassages(pages: PageText[], max: number = AI_LIMITS.passageMax): Passage[] {
  const passages: Passage[] = [];
  for (const { page, text } of pages) {
    const normalised = text.replace(/\r\n?/g, '\n').replace(/[\t\u00a0]+/g, ' ');
    const blocks = /\n\s*\n/.test(normalised) ? normalised.split(/\n\s*\n/).map(unwrap) : normalised.split('\n').map((line) => line.trim());
    let current = '';
    for (const piece of blocks.filter(Boolean).flatMap((block) => pieces(block, max))) {
      const joined = current === '' ? piece : `${current}\n${piece}`;
      if (joined.length <= max) {
        current = joined;
      } else {
        passages.push({ page, text: current });
        current = piece;
      }
    }
    if (current !== '') passages.push({ page, text: current });
  }
  return passages;
}
