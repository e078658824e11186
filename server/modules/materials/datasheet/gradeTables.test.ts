import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { mechanicalTables } from '@contract/mechanicalTable';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { reportFontBytes } from '../../../lib/pdf/font';
import { extractPages, PDF_TYPE } from '../../ai/documents/extract';

const { steelName, alloyName } = API;
let t: TestApp;
const id: Record<string, number> = {};

async function gradeId(name: string, standard: string) {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    select g.id from material_grades g join material_standards s on s.id = g.standard_id
     where g.name = ${name} and s.number = ${standard}`);
  if (!rows[0]) throw new Error(`no ${name} in ${standard}`);
  return rows[0].id;
}

const download = (path: string, gradeId: number, lang: 'zh' | 'en') =>
  t.app.inject({ method: 'GET', url: `${path}?id=${gradeId}`, headers: { 'accept-language': lang } });

async function pdfText(bytes: Buffer) {
  return (await extractPages(bytes, PDF_TYPE)).map((page) => page.text).join('\n');
}

/** The PDF's embedded fonts: the font program's size, and each character drawn with the outline of its glyph there. */
async function embeddedFonts(bytes: Buffer) {
  const document = await PDFDocument.load(bytes);
  const stream = (dict: PDFDict, key: string) => {
    const raw = dict.lookup(PDFName.of(key));
    if (!(raw instanceof PDFRawStream)) throw new Error(`no ${key} stream`);
    return Buffer.from(decodePDFRawStream(raw).decode());
  };
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
    .map((type0) => {
      const descriptor = type0.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict).lookup(PDFName.of('FontDescriptor'), PDFDict);
      const program = stream(descriptor, 'FontFile2');
      const font = fontkit.create(program);
      const outlines = new Map<string, string>();
      for (const [, cid, unicode] of stream(type0, 'ToUnicode').toString('latin1').matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/gi)) {
        const character = String.fromCharCode(...unicode.match(/.{4}/g)!.map((unit) => parseInt(unit, 16)));
        outlines.set(character, font.getGlyph(parseInt(cid, 16)).path.toSVG());
      }
      return { programBytes: program.length, outlines };
    });
}

beforeAll(async () => {
  t = await createTestApp();
  id.Q355B = await gradeId('Q355B', 'GB/T 1591');
  id.S355J2 = await gradeId('S355J2', 'EN 10025-2');
  id['X5CrNi18-10'] = await gradeId('X5CrNi18-10', 'EN 10088-2');
  id['304'] = await gradeId('304', 'ASTM A240');
});
afterAll(() => t?.close());

describe('what the grade page’s mechanical table needs', () => {
  it('Q355B: yield and tensile per band, elongation per band and direction, impact per direction, each with its source', async () => {
    const grade = (await t.call(steelName.detail, { id: id.Q355B }, { lang: 'en' })).body.data;
    const [table] = mechanicalTables(grade.mechanical);
    expect(table.properties).toEqual(['yield', 'tensile', 'elongation', 'impact']);
    expect(table.hasDirections).toBe(true);
    const bands = [...new Set(table.rows.map((row) => `${row.band.from}-${row.band.to}`))];
    expect(bands).toEqual(['0-16', '16-40', '40-63', '63-80', '80-100', '100-150', '150-200', '200-250']);
    const row = table.rows.find((candidate) => candidate.band.from === 63 && candidate.direction === 'T')!;
    expect(row.cells.yield.map((value) => value.row.yieldMin)).toEqual([325]);
    expect(row.cells.tensile.map((value) => [value.row.tensileMin, value.row.tensileMax])).toEqual([[470, 630]]);
    expect(row.cells.elongation.map((value) => [value.row.elongationMin, value.band])).toEqual([[18, null]]);
    expect(row.cells.impact.map((value) => [value.row.impactEnergyMin, value.row.impactTempC])).toEqual([[27, 20]]);
    expect(table.sources.map((source) => source.code)).toEqual(['GB/T 1591-2018', 'GB/T 1591-2018', 'GB/T 1591-2018']);
  });
});

describe('physical properties', () => {
  it('EN 10088-2 X5CrNi18-10 shows EN 10088-1’s values for its steel number 1.4301, with that source', async () => {
    const grade = (await t.call(steelName.detail, { id: id['X5CrNi18-10'] }, { lang: 'en' })).body.data;
    const byProperty = Object.fromEntries(grade.physical.map((value) => [value.property, value]));
    expect(byProperty.density.value).toBe(7.9);
    expect(byProperty.elasticModulus.value).toBe(200);
    expect(byProperty.thermalExpansion.value).toBe(16);
    expect(byProperty.electricalResistivity.value).toBe(0.73);
    expect(byProperty.density.source.code).toBe('EN 10088-1:2014');
    expect(grade.physical).toHaveLength(6);
  });

  it('borrows nothing for a grade of another numbering (ASTM 304 is S30400, not 1.4301)', async () => {
    const grade = (await t.call(steelName.detail, { id: id['304'] })).body.data;
    expect(grade.physical.every((value) => value.source.code !== 'EN 10088-1:2014')).toBe(true);
  });
});

describe('the datasheet (PDF)', () => {
  it('is a PDF named for the grade, with its tables in the page’s language', async () => {
    const answer = await download(steelName.datasheet.path, id.Q355B, 'en');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="Q355B-GB-T-1591-2018.pdf"');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Q355B');
    expect(text).toContain('GB/T 1591-2018');
    expect(text).toContain('Yield (MPa)');
    expect(text).toMatch(/>=355 \(ReH\)/);
    expect(text).toContain('470–630');
    expect(text).toContain('atsteel');

    const zh = await pdfText((await download(steelName.datasheet.path, id.Q355B, 'zh')).rawPayload);
    expect(zh).toContain('屈服强度 (MPa)');
    expect(zh).toContain('力学性能 Mechanical properties');
  });

  it('embeds only the glyphs it draws, each with the report font’s own outline (Chinese included)', async () => {
    const whole = fontkit.create(Buffer.from(await reportFontBytes()));
    const drawn = { zh: [...'屈服强度力学性能', 'Q', '3', 'B', '–'], en: [...'力学性能', 'Y', 'i', 'Q', '3', 'B', '–'] };
    for (const lang of ['zh', 'en'] as const) {
      const answer = await download(steelName.datasheet.path, id.Q355B, lang);
      const fonts = await embeddedFonts(answer.rawPayload);
      expect(fonts).toHaveLength(1);
      const [{ programBytes, outlines }] = fonts;
      expect(programBytes).toBeLessThan(whole.numGlyphs * 20);
      expect(answer.rawPayload.length).toBeLessThan(200_000);
      for (const character of drawn[lang]) expect(outlines.has(character), `${lang} ${character}`).toBe(true);
      for (const [character, outline] of outlines) {
        expect(outline, `${lang} ${character}`).toBe(whole.glyphForCodePoint(character.codePointAt(0)!).path.toSVG());
        if (character.trim()) expect(outline, `${lang} ${character}`).not.toBe('');
      }
    }
  });

  it('keeps the band of a value that covers part of a row (S355J2 ≤16 mm: tensile for ≤3 and 3–100)', async () => {
    const text = await pdfText((await download(steelName.datasheet.path, id.S355J2, 'en')).rawPayload);
    expect(text).toMatch(/510–680 \[<=3 mm\]/);
    expect(text).toMatch(/470–630 \[3–100 mm\]/);
  });

  it('lists physical values with their source', async () => {
    const text = await pdfText((await download(steelName.datasheet.path, id['X5CrNi18-10'], 'en')).rawPayload);
    expect(text).toContain('Density');
    expect(text).toContain('EN 10088-1:2014');
  });

  it('answers 404 for an unknown grade and for a grade of another type', async () => {
    const missing = await download(steelName.datasheet.path, 99_999_999, 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: -1, data: null, msg: 'No corresponding ID' });
    expect((await download(alloyName.datasheet.path, id.Q355B, 'en')).statusCode).toBe(404);
  });
});

describe('aluminium physical properties (Aluminum Association, typical values)', () => {
  const AA = 'Aluminum Association, Aluminum Standards and Data';
  const physicalOf = async (name: string, standard: string) => {
    const grade = (await t.call(alloyName.detail, { id: await gradeId(name, standard) }, { lang: 'en' })).body.data;
    return Object.fromEntries(grade.physical.map((value) => [value.property, { value: value.value, code: value.source.code }]));
  };

  it('6061-T6 has its temper’s conductivity and the alloy’s density, modulus and expansion, in the page’s order', async () => {
    const physical = await physicalOf('6061-T6', 'GB/T 3880.2');
    expect(physical).toEqual({
      density: { value: 2.7, code: AA },
      elasticModulus: { value: 68.9, code: AA },
      thermalExpansion: { value: 23.6, code: AA },
      thermalConductivity: { value: 167, code: AA },
    });
  });

  it('EN 485-2 tempers take the values of their own temper only', async () => {
    expect((await physicalOf('EN AW-6061-T6', 'EN 485-2')).thermalConductivity.value).toBe(167);
    expect((await physicalOf('EN AW-6061-O', 'EN 485-2')).thermalConductivity.value).toBe(180);
    expect((await physicalOf('EN AW-6061-T651', 'EN 485-2')).thermalConductivity).toBeUndefined();
    expect((await physicalOf('EN AW-6061-T651', 'EN 485-2')).density.value).toBe(2.7);
  });
});
