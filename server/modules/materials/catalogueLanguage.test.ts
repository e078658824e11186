import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { textLanguages } from '@contract/catalogueText';
import { createTestApp, type TestApp } from '../../../tests/support/app';

/** One language per page (issue 22): a grade's notes and source labels come in the caller's language. */
const { steelName } = API;
let t: TestApp;
const id: Record<string, number> = {};

async function gradeId(name: string, standard: string) {
  const { rows } = await t.db.execute<{ id: number }>(sql`
    select g.id from material_grades g join material_standards s on s.id = g.standard_id
     where g.name = ${name} and s.number = ${standard}`);
  if (!rows[0]) throw new Error(`no ${name} in ${standard}`);
  return rows[0].id;
}

beforeAll(async () => {
  t = await createTestApp();
  id.Q355B = await gradeId('Q355B', 'GB/T 1591');
  id.S355J2 = await gradeId('S355J2', 'EN 10025-2');
});
afterAll(() => t?.close());

interface Sourced {
  source: { code: string; ref: string };
}
interface Detail {
  composition: (Sourced & { note: string | null })[];
  mechanical: Sourced[];
  physical: Sourced[];
  formerNames: Sourced[];
  equivalents: Sourced[];
}

/** Every note and source label a detail shows. */
const textsOf = (detail: Detail) => [
  ...detail.composition.flatMap((row) => (row.note ? [row.note] : [])),
  ...[...detail.composition, ...detail.mechanical, ...detail.physical, ...detail.formerNames, ...detail.equivalents].map((row) => row.source.ref),
];

async function detailIn(grade: number, lang: 'zh' | 'en') {
  const response = await t.call(steelName.detail, { id: grade }, { lang });
  expect(response.status).toBe(200);
  return response.body.data as Detail;
}

describe('grade details in the page language', () => {
  it('Q355B in Chinese shows no English note or source label (designations such as Table 1 as printed)', async () => {
    const texts = textsOf(await detailIn(id.Q355B, 'zh'));
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => textLanguages(text).en)).toEqual([]);
    expect(texts).toContain('热轧钢化学成分表 (Table 1)');
  });

  it('Q355B in English shows no Chinese table name', async () => {
    const texts = textsOf(await detailIn(id.Q355B, 'en'));
    expect(texts.filter((text) => textLanguages(text).zh)).toEqual([]);
    expect(texts).toContain('Chemical composition of hot-rolled steels (Table 1)');
  });

  it('English notes of an EN grade read in Chinese on a Chinese page and as written on an English one', async () => {
    const zh = await detailIn(id.S355J2, 'zh');
    const en = await detailIn(id.S355J2, 'en');
    const notes = (detail: Detail) => detail.composition.map((row) => row.note).filter((note): note is string => note !== null);
    expect(notes(en).some((note) => textLanguages(note).en)).toBe(true);
    expect(notes(zh).filter((note) => textLanguages(note).en)).toEqual([]);
    expect(textsOf(en).filter((text) => textLanguages(text).zh)).toEqual([]);
  });

  it('comparisons and the property lookup follow the language too', async () => {
    const compared = await t.call(steelName.comparison, { ids: [id.Q355B, id.S355J2] }, { lang: 'en' });
    expect(compared.status).toBe(200);
    const grades = compared.body.data.grades as Detail[];
    expect(grades.flatMap(textsOf).filter((text) => textLanguages(text).zh)).toEqual([]);
    const properties = await t.call(steelName.materialProperties, { id: id.Q355B }, { lang: 'en' });
    expect(properties.status).toBe(200);
    const refs = (properties.body.data as Sourced[]).map((row) => row.source.ref);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => textLanguages(ref).zh)).toEqual([]);
  });
});
