import { theme } from 'antd';
import { PresetColors } from 'antd/es/theme/interface';
import { describe, expect, it } from 'vitest';
import { LIGHT_BACKGROUNDS, PRESET_TAG_TEXT, STATUS_TAG_COLOURS, THEME, TEXT_COLOURS } from './antdTheme';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('computes the WCAG ratio, the same in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('blends a translucent text colour over the background', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(contrastRatio('#8c8c8c', '#ffffff'), 1);
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#f5f8ff')).toBe(1);
  });

  it('rejects what is not a colour', () => {
    expect(() => contrastRatio('blue', '#fff')).toThrow(/Not a colour/);
  });
});

describe('the antd theme', () => {
  it('uses the readable text colours', () => {
    expect(THEME.token).toMatchObject(TEXT_COLOURS);
  });

  it.each(Object.entries(TEXT_COLOURS))('%s (%s) reaches 4.5:1 on white and every light background', (_token, colour) => {
    for (const background of LIGHT_BACKGROUNDS) expect(contrastRatio(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  // What antd derives from the theme (aliases such as colorTextDescription follow their seeds).
  const DERIVED = ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorTextDisabled', 'colorTextLabel', 'colorTextHeading', 'colorLink', 'colorPrimary', 'colorPrimaryText', 'colorErrorText'] as const;
  it.each(DERIVED)('derived %s reaches 4.5:1 on white and every light background', (name) => {
    const colour = theme.getDesignToken(THEME)[name];
    for (const background of LIGHT_BACKGROUNDS) expect(contrastRatio(colour, background), `${name} ${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(STATUS_TAG_COLOURS))("status tags: %s (%s) reaches 4.5:1 on the tag's background", (name, colour) => {
    expect(THEME.components.Tag).toMatchObject({ [name]: colour });
    const tokens = theme.getDesignToken(THEME) as unknown as Record<string, string>;
    const background = tokens[`${name}Bg`];
    expect(contrastRatio(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens[name], background), `antd's own ${name} would fail`).toBeLessThan(4.5);
  });

  it.each(PresetColors)('preset %s tags: the text reaches 4.5:1 on the tag background', (colour) => {
    const tokens = { ...theme.getDesignToken(THEME), ...THEME.components.Tag } as unknown as Record<string, string>;
    const text = tokens[`${colour}7`];
    expect(contrastRatio(text, tokens[`${colour}1`]), `${colour}: ${text} on ${tokens[`${colour}1`]}`).toBeGreaterThanOrEqual(4.5);
  });

  it('overrides only the preset shades that antd leaves unreadable', () => {
    const tokens = theme.getDesignToken(THEME) as unknown as Record<string, string>;
    for (const name of Object.keys(PRESET_TAG_TEXT)) {
      expect(contrastRatio(tokens[name], tokens[name.replace('7', '1')]), `antd's own ${name}`).toBeLessThan(4.5);
    }
  });

  it("antd's own defaults would fail (the guard can fail)", () => {
    expect(contrastRatio('#1677ff', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeLessThan(4.5);
  });
});
