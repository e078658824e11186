import { describe, expect, it } from 'vitest';
import { splitPassages } from './passages';
import { anyOf, excerpt, questionTerms } from './query';

describe('splitting pages into passages', () => {
  it('packs paragraphs up to the limit, never across pages', () => {
    const passages = splitPassages(
      [
        { page: 1, text: '第一段。\n\n第二段。\n\n' + 'x'.repeat(30) },
        { page: 2, text: '第二页。' },
      ],
      20,
    );
    expect(passages).toEqual([
      { page: 1, text: '第一段。\n第二段。' },
      { page: 1, text: 'x'.repeat(20) },
      { page: 1, text: 'x'.repeat(10) },
      { page: 2, text: '第二页。' },
    ]);
  });

  it('splits a long paragraph at sentence ends and joins wrapped lines', () => {
    const passages = splitPassages([{ page: 3, text: 'Steel is strong. It is also\ntough. 钢材\n很硬。\n\n' }], 20);
    expect(passages.map((passage) => passage.text)).toEqual(['Steel is strong.', 'It is also tough.', '钢材很硬。']);
    expect(passages.every((passage) => passage.page === 3 && passage.text.length <= 20)).toBe(true);
  });

  it('reads a page without blank lines line by line', () => {
    expect(splitPassages([{ page: 1, text: 'a\nb\n' }], 1)).toEqual([
      { page: 1, text: 'a' },
      { page: 1, text: 'b' },
    ]);
  });
});

describe('search terms of a question', () => {
  it('drops stop words and characters a tsquery would read', () => {
    const terms = questionTerms("What's the yield strength of Q355B 的屈服强度是多少? GB/T 1591-2018 'x' | !y");
    expect(terms).toEqual(expect.arrayContaining(['yield', 'strength', 'q355b', '屈服', '强度', '1591-2018']));
    for (const word of ['the', 'what', '的', '是', '多少']) expect(terms).not.toContain(word);
    expect(terms.every((term) => /^[\p{L}\p{N}.-]+$/u.test(term))).toBe(true);
    expect(anyOf(['a', 'b'])).toBe("'a' | 'b'");
  });

  it('quotes a long passage around the first matched word', () => {
    const text = `${'a'.repeat(500)} Q355B ${'b'.repeat(500)}`;
    const quoted = excerpt(text, ['q355b'], 100);
    expect(quoted).toContain('Q355B');
    expect(quoted.startsWith('…') && quoted.endsWith('…')).toBe(true);
    expect(excerpt('short', ['x'])).toBe('short');
  });
});
