import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * Noto Sans SC (simplified Chinese subset of @fontsource, which also holds Latin, digits and common signs), read
 * once per process and embedded whole in every report (subsetting drops glyphs, see layout.ts). fontkit re-inflates a WOFF table on every glyph lookup,
 * which makes laying out a report take a minute, so the WOFF is unpacked once into a plain TrueType font here.
 * The font has no '≤', '≥' or Greek letters: `drawable` spells them.
 */
const FONT_PATH = '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff';
let cached: Promise<Uint8Array> | undefined;

export function reportFontBytes(): Promise<Uint8Array> {
  cached ??= readFile(createRequire(import.meta.url).resolve(FONT_PATH)).then((woff) => new Uint8Array(sfntOfWoff(woff)));
  return cached;
}

/** WOFF 1.0 → the sfnt (TrueType/OpenType) it wraps: tables inflated, same order and checksums. */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const SPELLED: Record<string, string> = { '≤': '<=', '≥': '>=', σ: 's', '≈': '~', '−': '-' };

/** Text the font can draw: spelled signs, and '?' for anything else it lacks. */
export function drawable(text: string, characters: ReadonlySet<number>): string {
  let out = '';
  for (const character of text) {
    const spelled = SPELLED[character] ?? character;
    for (const part of spelled) out += characters.has(part.codePointAt(0)!) || part === ' ' ? part : '?';
  }
  return out;
}
