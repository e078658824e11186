import { describe, expect, it } from 'vitest';
import { MatchIndex } from './matchIndex';
import { matchPage, type MatchPageRequest } from './matchPage';
import { catalogueGrades, gradeOf } from './testCatalogue';
import { groupTwins } from './twins';

/** One grade in several product standards of a country is matched once (twins.ts). */
describe('twins', () => {
  const grades = catalogueGrades();
  const index = MatchIndex.build(grades, 1);
  const names = (query: MatchPageRequest['query'], extra: Partial<MatchPageRequest> = {}) =>
    matchPage(index, { query, pageNum: 1, pageSize: 50, ...extra }).list.map((result) => `${result.grade.standard.number} ${result.grade.name}`);

  it('groups a grade published in several standards of one country, and shows the one with most properties', () => {
    const twins = groupTwins(grades);
    const ep2 = gradeOf('EN 10088-2', 'X5CrNi18-10');
    const ep1 = gradeOf('EN 10088-1', 'X5CrNi18-10');
    expect(twins.groupOf.get(ep1.id)).toEqual(expect.arrayContaining([ep1.id, ep2.id]));
    const shown = ep1.mechanical.length > ep2.mechanical.length ? ep1 : ep2;
    const hidden = shown === ep1 ? ep2 : ep1;
    expect(twins.shownOf.get(hidden.id)).toBe(shown.id);
    expect(twins.shownOf.has(shown.id)).toBe(false);
  });

  it('lists each grade once per country, and none of the query’s own twins', () => {
    const query = gradeOf('ASTM A240', '304');
    const listed = names(query, { pageSize: 50 });
    const euNames = matchPage(index, { query, pageNum: 1, pageSize: 50, targetCountries: ['EU'] }).list.map((result) => result.grade.name);
    expect(new Set(euNames).size).toBe(euNames.length);
    const cn = gradeOf('GB/T 20878', '06Cr19Ni10');
    const ownTwins = index.twinsOf(cn.id).map((id) => index.get(id)!);
    expect(ownTwins.length).toBeGreaterThan(0);
    const fromCn = names(cn);
    for (const twin of ownTwins) expect(fromCn).not.toContain(`${twin.standard.number} ${twin.name}`);
    expect(listed.length).toBeGreaterThan(0);
  });

  it('shows a hidden twin when its standard is asked for by name', () => {
    const query = gradeOf('ASTM A240', '304');
    const hidden = [...groupTwins(grades).shownOf.keys()].map((id) => index.get(id)!).find((grade) => grade.name === '06Cr19Ni10')!;
    expect(hidden).toBeDefined();
    expect(names(query, { targetStandards: [hidden.standard.number] })).toContain(`${hidden.standard.number} 06Cr19Ni10`);
  });
});
