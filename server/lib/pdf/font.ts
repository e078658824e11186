import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * Noto Sans SC (simplified Chinese subset of @fontsource, which also holds Latin, digits and common signs), read
 * once per process. fontkit re-inflates a WOFF table on every glyph lookup, which makes laying out a report take a
 * minute, so the WOFF is unpacked once into a plain TrueType font here, its glyphs padded to even lengths (`evenGlyphs`)
 * so that fontkit can subset it. The font has no '≤', '≥' or Greek letters: `drawable` spells them.
 */
const FONT_PATH = '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff';
let cached: Promise<Uint8Array> | undefined;

export function reportFontBytes(): Promise<Uint8Array> {
  cached ??= readFile(createRequire(import.meta.url).resolve(FONT_PATH)).then((woff) => new Uint8Array(evenGlyphs(sfntOfWoff(woff))));
  return cached;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();

/**
 * fontkit that parses each font's bytes once per process: every report then reuses the decoded tables and glyphs of
 * the one font object (pdf-lib only reads it; a subset is a new object per document).
 */
export const reportFontkit: Fontkit = {
  create(bytes, postscriptName) {
    let font = parsed.get(bytes);
    if (!font) parsed.set(bytes, (font = fontkit.create(bytes, postscriptName)));
    return font;
  },
};

/** WOFF 1.0 → the sfnt (TrueType/OpenType) it wraps: tables inflated, same order, checksums recomputed. */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return { tag: woff.toString('latin1', entry, entry + 4), data: compLength < origLength ? inflateSync(stored) : stored };
  });
  return sfntOfTables(woff.subarray(4, 8), tables);
}

type Table = { tag: string; data: Buffer };

function tablesOf(sfnt: Buffer): Table[] {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) => {
    const record = 12 + index * 16;
    const [offset, length] = [sfnt.readUInt32BE(record + 8), sfnt.readUInt32BE(record + 12)];
    return { tag: sfnt.toString('latin1', record, record + 4), data: sfnt.subarray(offset, offset + length) };
  });
}

function checksum(data: Buffer) {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

function sfntOfTables(version: Buffer, tables: Table[]): Buffer {
  const power = 2 ** Math.floor(Math.log2(tables.length));
  const header = Buffer.alloc(12 + 16 * tables.length);
  version.copy(header, 0, 0, 4);
  header.writeUInt16BE(tables.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tables.length * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    header.write(table.tag, record, 'latin1');
    header.writeUInt32BE(checksum(table.data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * The same font with every glyph padded to an even length and a long `loca`. fontkit writes a subset's `loca` in the
 * short format (offsets halved) whenever the subset is small, which silently cuts every glyph after one of odd length:
 * Noto Sans SC has thousands of them, so a subset of it drew digits and Chinese characters as garbage.
 */
export function evenGlyphs(sfnt: Buffer): Buffer {
  const tables = tablesOf(sfnt);
  const find = (tag: string) => tables.find((table) => table.tag === tag)!;
  const [head, loca, glyf] = [find('head'), find('loca'), find('glyf')];
  const long = head.data.readInt16BE(50) === 1;
  const count = loca.data.length / (long ? 4 : 2);
  const offsetAt = (index: number) => (long ? loca.data.readUInt32BE(index * 4) : loca.data.readUInt16BE(index * 2) * 2);
  const newLoca = Buffer.alloc(count * 4);
  const glyphs: Buffer[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    newLoca.writeUInt32BE(offset, index * 4);
    if (index === count - 1) break;
    const glyph = glyf.data.subarray(offsetAt(index), offsetAt(index + 1));
    const padded = glyph.length % 2 ? Buffer.concat([glyph, Buffer.alloc(1)]) : glyph;
    glyphs.push(padded);
    offset += padded.length;
  }
  const newHead = Buffer.from(head.data);
  newHead.writeUInt32BE(0, 8); // checksumAdjustment: not checked by PDF viewers, no longer valid for the new tables
  newHead.writeInt16BE(1, 50);
  const replaced: Record<string, Buffer> = { head: newHead, loca: newLoca, glyf: Buffer.concat(glyphs) };
  return sfntOfTables(sfnt.subarray(0, 4), tables.map((table) => ({ tag: table.tag, data: replaced[table.tag] ?? table.data })));
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
