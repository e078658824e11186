import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadCatalogue } from '../../db/seed/catalogue/load';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { gradesFromCatalogue } from './catalogueAdapter';
import { gradesVersion, loadMatchableGrades } from './dbAdapter';
import type { MatchableGrade } from './types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const identity = (grade: MatchableGrade) => `${grade.standard.number}|${grade.name}|${grade.temper ?? ''}`;
// Ids, and the declared pairs (by id, read with the grades: declared.test.ts), are the database's own.
const withoutId = (grade: MatchableGrade) => Object.fromEntries(Object.entries(grade).filter(([key]) => key !== 'id' && key !== 'declared'));

describe('grades from the database', () => {
  it('are the catalogue files’ grades, value for value', async () => {
    const fromDb = await loadMatchableGrades(t.db);
    const fromFiles = gradesFromCatalogue(loadCatalogue());
    expect(fromDb.length).toBe(fromFiles.length);
    const byIdentity = new Map(fromDb.map((grade) => [identity(grade), grade]));
    const different = fromFiles.filter((grade) => JSON.stringify(withoutId(byIdentity.get(identity(grade))!)) !== JSON.stringify(withoutId(grade)));
    expect(different.map(identity)).toEqual([]);
  });

  it('carry their database ids and owning company', async () => {
    const { rows } = await t.db.execute<{ id: number; name: string }>(sql`select id, name from material_grades order by id limit 3`);
    const grades = await loadMatchableGrades(t.db);
    expect(grades.slice(0, 3).map((grade) => [grade.id, grade.name])).toEqual(rows.map((row) => [row.id, row.name]));
    expect(grades.every((grade) => grade.companyId === null)).toBe(true);
  });
});

describe('the grades version', () => {
  it('rises with every statement that writes grades or their values, and only then', async () => {
    const before = Number(await gradesVersion(t.db));
    await t.db.execute(sql`select count(*) from material_grades`);
    await t.db.execute(sql`insert into grade_views (grade_id, type) select id, type from material_grades limit 1`);
    expect(Number(await gradesVersion(t.db))).toBe(before);

    await t.db.execute(sql`update material_grades set uses_en = uses_en where id = (select min(id) from material_grades)`);
    expect(Number(await gradesVersion(t.db))).toBe(before + 1);
    await t.db.execute(sql`update material_compositions set max = max where id = (select min(id) from material_compositions)`);
    await t.db.execute(sql`update material_mechanical set yield_min = yield_min where id = (select min(id) from material_mechanical)`);
    expect(Number(await gradesVersion(t.db))).toBe(before + 3);
  });

  it('is not raised by a transaction that rolls back', async () => {
    const before = await gradesVersion(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`update material_grades set uses_en = uses_en where id = (select min(id) from material_grades)`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await gradesVersion(t.db)).toBe(before);
  });
});
