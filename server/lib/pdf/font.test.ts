import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { reportFontBytes } from './font';
import { NO_SUBSTITUTIONS } from './layout';

/**
 * pdf-lib writes the widths of an unsubset font for the glyphs its character map names; a glyph that layout
 * substitutes (a ligature, a contextual digit) has no width there and viewers draw it a full em wide. The report lays
 * text out without substitutions, so every glyph drawn is the character map's own.
 */
describe('the report font', () => {
  it('draws the character map’s glyph for every character of grades, codes and Chinese names', async () => {
    const font = fontkit.create(Buffer.from(await reportFontBytes()));
    for (const text of ['Q355B', 'GB/T 1591-2018', '91310000MA1K4XX01E', 'S355J2+N', '3500 mm 中厚板轧机', 'fi ffl Cpk 1.33']) {
      const laidOut = font.layout(text, NO_SUBSTITUTIONS).glyphs.map((glyph) => glyph.id);
      const mapped = [...text].map((character) => font.glyphForCodePoint(character.codePointAt(0)!).id);
      expect(laidOut, text).toEqual(mapped);
    }
  });

  it('would substitute without those settings (the test above can fail)', async () => {
    const font = fontkit.create(Buffer.from(await reportFontBytes()));
    const laidOut = font.layout('Q355B').glyphs.map((glyph) => glyph.id);
    const mapped = [...'Q355B'].map((character) => font.glyphForCodePoint(character.codePointAt(0)!).id);
    expect(laidOut).not.toEqual(mapped);
  });

  it('subsets whole: every glyph of a subset has its outline in the font (odd-length glyphs included)', async () => {
    const font = fontkit.create(Buffer.from(await reportFontBytes()));
    const text = 'Q355B GB/T 1591-2018 屈服强度 抗拉强度 断后伸长率 冲击吸收能量';
    const subset = font.createSubset();
    const ids = [...text].map((character) => subset.includeGlyph(font.glyphForCodePoint(character.codePointAt(0)!)));
    const parts: Uint8Array[] = [];
    await new Promise((resolve) => subset.encodeStream().on('data', (part: Uint8Array) => parts.push(part)).on('end', resolve));
    const embedded = fontkit.create(Buffer.concat(parts));
    [...text].forEach((character, index) =>
      expect(embedded.getGlyph(ids[index]).path.toSVG(), character).toBe(font.glyphForCodePoint(character.codePointAt(0)!).path.toSVG()),
    );
  });
});
