import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

let jieba: Jieba | undefined;
/** The segmenter, loaded on first use (its dictionary takes a moment and some memory). */
const segmenter = () => (jieba ??= Jieba.withDict(dict));

/** Words of `text` as a reader would split them: Chinese segmented by jieba, Latin words and numbers kept whole. */
export const words = (text: string): string[] => segmenter().cut(text, false).map((word) => word.trim()).filter(Boolean);

/**
 * Terms to index or search `text` by (full-text search): jieba's search mode (long words and the shorter words inside
 * them), lower-cased, without punctuation. Joined by spaces they are what `to_tsvector('simple', …)` and
 * `to_tsquery('simple', …)` read.
 */
export const searchTerms = (text: string): string[] =>
  segmenter()
    .cutForSearch(text, true)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '' && /[\p{L}\p{N}]/u.test(word));
