import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MATCH_CLOSE_SCORE, MATCH_ELSEWHERE_LIMIT } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { gradeId } from './testGrades';

/**
 * Matching targets (issue 22): every standard offered with its system, country and title; whole systems as
 * targets; unknown targets refused; targets with nothing close say so and show the best matches elsewhere.
 */
const { condition, results } = API.intelligentMatching;
let t: TestApp;
let q355b: number;
beforeAll(async () => {
  t = await createTestApp();
  q355b = await gradeId(t.db, 'GB/T 1591', 'Q355B');
});
afterAll(() => t?.close());

describe('the standards to match against', () => {
  it('lists every standard of a material type with its country, system and title', async () => {
    const steel = (await t.call(condition, { type: 'steel' })).body.data.standards;
    expect(steel.length).toBeGreaterThanOrEqual(80);
    const byNumber = new Map(steel.map((standard) => [standard.number, standard]));
    expect(byNumber.get('EN 10083-2')).toMatchObject({ country: 'EU', system: 'EN', title: { en: expect.stringContaining('quenching and tempering') } });
    expect(byNumber.get('GB 713')).toMatchObject({ country: 'CN', system: 'GB' });
    expect(byNumber.get('API 5L')).toMatchObject({ country: 'US', system: 'API' });
    expect(byNumber.get('JIS G 3101')).toMatchObject({ country: 'JP', system: 'JIS' });
    expect(steel.every((standard) => standard.title.zh !== '' && standard.title.en !== '' && standard.count > 0)).toBe(true);
    const welding = (await t.call(condition, { type: 'welding' })).body.data.standards;
    expect(welding.map((standard) => standard.system)).toContain('AWS');
    expect(welding.some((standard) => standard.number === 'EN 10083-2')).toBe(false);
  });
});

describe('targets', () => {
  it('a whole system: only its grades, S355 grades of EN on top for Q355B', async () => {
    const response = await t.call(results, { gradeId: q355b, targetSystems: ['EN'], pageSize: 20 });
    expect(response.status, response.body.msg).toBe(200);
    const { list, nothingClose } = response.body.data;
    expect(list.length).toBe(20);
    expect(list.every((result) => result.grade.standard.number.startsWith('EN '))).toBe(true);
    expect(list[0].grade.name).toMatch(/^S355/);
    expect(list.slice(0, 10).map((result) => result.grade.name)).toContain('S355J2');
    expect(nothingClose).toBeNull();
  });

  it('a system and a standard together: grades of either', async () => {
    const response = await t.call(results, { gradeId: q355b, targetSystems: ['JIS'], targetStandards: ['ASTM A36'], pageSize: 100 });
    const systems = new Set(response.body.data.list.map((result) => result.grade.standard.number.split(' ')[0]));
    expect(systems).toEqual(new Set(['JIS', 'ASTM']));
    expect(response.body.data.list.filter((result) => result.grade.standard.country === 'US').every((result) => result.grade.standard.number === 'ASTM A36')).toBe(true);
  });

  it('a country: only that country’s grades', async () => {
    const { list } = (await t.call(results, { gradeId: q355b, targetCountries: ['JP'], pageSize: 50 })).body.data;
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((result) => result.grade.standard.country === 'JP')).toBe(true);
  });

  it('refuses an unknown standard or system, in the caller’s language', async () => {
    const standard = await t.call(results, { gradeId: q355b, targetStandards: ['EN 99999'] }, { lang: 'en' });
    expect(standard.status).toBe(400);
    expect(standard.body.msg).toBe('EN 99999 is not a standard or standard system of the catalogue');
    expect(standard.body.data).toBeNull();
    const system = await t.call(results, { gradeId: q355b, targetSystems: ['XYZ'] }, { lang: 'zh' });
    expect(system.status).toBe(400);
    expect(system.body.msg).toBe('XYZ 不是目录中的标准或标准体系');
    const country = await t.call(results, { gradeId: q355b, targetCountries: ['XX' as never] });
    expect(country.status).toBe(400);
  });
});

describe('targets with nothing close', () => {
  it('Q355B → EN 10083-2: flagged, best 62.9, the best matches elsewhere outside the target', async () => {
    const response = await t.call(results, { gradeId: q355b, targetStandards: ['EN 10083-2'], pageSize: 10 });
    expect(response.status, response.body.msg).toBe(200);
    const { list, nothingClose } = response.body.data;
    expect(list[0]).toMatchObject({ grade: { name: '28Mn6' }, score: 62.9 });
    expect(nothingClose).not.toBeNull();
    expect(nothingClose!.best).toBe(62.9);
    const elsewhere = nothingClose!.elsewhere;
    expect(elsewhere.length).toBe(MATCH_ELSEWHERE_LIMIT);
    expect(elsewhere[0].score).toBeGreaterThanOrEqual(MATCH_CLOSE_SCORE);
    expect(elsewhere[0].grade.name).toBe('S355JR');
    for (const result of elsewhere) {
      expect(result.grade.type).toBe('steel');
      expect(['EN 10083-2', 'GB/T 1591']).not.toContain(result.grade.standard.number);
    }
  });

  it('a target holding no grade of the type: flagged with no best score', async () => {
    const { list, nothingClose } = (await t.call(results, { gradeId: q355b, targetSystems: ['AWS'] })).body.data;
    expect(list).toEqual([]);
    expect(nothingClose).toMatchObject({ best: null });
    expect(nothingClose!.elsewhere.length).toBe(MATCH_ELSEWHERE_LIMIT);
  });

  it('no flag when the target has a close grade, or when no target is chosen', async () => {
    expect((await t.call(results, { gradeId: q355b, targetStandards: ['EN 10025-2'] })).body.data.nothingClose).toBeNull();
    expect((await t.call(results, { gradeId: q355b })).body.data.nothingClose).toBeNull();
  });
});
