/**
 * WCAG 2 contrast of a text colour on a background (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): relative
 * luminance of sRGB colours, a translucent text colour blended over the background first. Colours as `#rgb`,
 * `#rrggbb` or `rgba(r, g, b, a)`.
 */
type Rgba = [number, number, number, number];

export function parseColor(color: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit) : hex[1]!.match(/../g)!;
    const [r, g, b] = digits.map((pair) => parseInt(pair, 16)) as [number, number, number];
    return [r, g, b, 1];
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`Not a colour: ${color}`);
}

const channel = (value: number) => {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrastRatio(text: string, background: string): number {
  const back = parseColor(background);
  const [r, g, b, alpha] = parseColor(text);
  const blended: Rgba = [r * alpha + back[0] * (1 - alpha), g * alpha + back[1] * (1 - alpha), b * alpha + back[2] * (1 - alpha), 1];
  const [light, dark] = [luminance(blended), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
