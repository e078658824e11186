/**
 * Which languages a catalogue text (a note, a source label, a condition) is written in, so that a text in
 * one language gets a stored translation into the other. The standard's own designations are the same in
 * both: element symbols (Mn, Als is not one), capitals (PSL2, CEV, +AR, EN AW), units (mm), single letters (t, d), and the words
 * 'Table' and 'Annex' of a table or annex number as printed ('Table 1', 'Annex B', 'Table A.3').
 */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WORD = /[A-Za-z]+/g;
const SYMBOL = /^(?:[A-Z][a-z]?|[A-Z]+|[a-z]|mm|Table|Annex)$/;

export interface TextLanguages {
  /** It has Chinese characters: an English page needs a translation. */
  zh: boolean;
  /** It has English words: a Chinese page needs a translation. */
  en: boolean;
}

export function textLanguages(text: string): TextLanguages {
  return { zh: CJK.test(text), en: (text.match(WORD) ?? []).some((word) => !SYMBOL.test(word)) };
}

/** The languages a text needs a translation into: the ones it is not written in. */
export function translationsNeeded(text: string): ('zh' | 'en')[] {
  const written = textLanguages(text);
  return [...(written.en ? (['zh'] as const) : []), ...(written.zh ? (['en'] as const) : [])];
}
