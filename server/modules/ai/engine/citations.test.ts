import { describe, expect, it } from 'vitest';
import type { Citation } from '@contract';
import { keepCited, shiftReferences } from './citations';

const citation = (label: string): Citation => ({ kind: 'grade', label, source: null, href: null, page: null, quote: null });

describe('citation numbers', () => {
  it('moves a skill\'s references after those before it', () => {
    expect(shiftReferences({ text: 'a [1], b [2]', value: { citation: 1 }, citations: [1, 2], other: 1 }, 3)).toEqual({
      text: 'a [4], b [5]',
      value: { citation: 4 },
      citations: [4, 5],
      other: 1,
    });
  });

  it('keeps the cited citations in the order first cited and drops references to none', () => {
    const all = [citation('one'), citation('two'), citation('three')];
    expect(keepCited('B [3], A [1], B again [3], nothing [9].', all)).toEqual({ text: 'B [1], A [2], B again [1], nothing.', citations: [all[2], all[0]] });
    expect(keepCited('no references', all)).toEqual({ text: 'no references', citations: [] });
  });
});
