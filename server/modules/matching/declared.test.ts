import { describe, expect, it } from 'vitest';
import { MatchIndex } from './matchIndex';
import { DECLARED_WINDOW, matchPage, rankWithDeclared } from './matchPage';
import { catalogueGrades, gradeOf } from './testCatalogue';
import type { MatchableGrade } from './types';

/**
 * Declared equivalents in the results: a separate, visible signal. A declared candidate ranks above the
 * undeclared ones at most DECLARED_WINDOW points better; its score and explanation stay as computed.
 */
const GB = { standard: 'GB/T 20878-2007', ref: 'Annex B' };

describe('rankWithDeclared', () => {
  const item = (name: string, score: number, declared = false) => ({ name, score, declared: declared ? [GB] : [] });

  it('puts a declared candidate of similar score first, one far below stays below', () => {
    const ranked = rankWithDeclared([item('a', 95), item('b', 90), item('near', 86, true), item('far', 80, true), item('c', 70)]);
    expect(ranked.map((result) => result.name)).toEqual(['near', 'a', 'far', 'b', 'c']);
    expect(ranked.find((result) => result.name === 'near')!.score).toBe(86);
  });

  it('keeps the window: exactly DECLARED_WINDOW below ranks first, a little more does not', () => {
    expect(rankWithDeclared([item('a', 90), item('d', 90 - DECLARED_WINDOW, true)])[0].name).toBe('d');
    expect(rankWithDeclared([item('a', 90), item('d', 89.9 - DECLARED_WINDOW, true)])[0].name).toBe('a');
  });

  it('leaves undeclared results in score order', () => {
    const items = [item('a', 95), item('b', 90), item('c', 70)];
    expect(rankWithDeclared(items)).toEqual(items);
  });
});

describe('matchPage with declared equivalents', () => {
  const index = MatchIndex.build(catalogueGrades(), 1);
  const query = gradeOf('GB/T 20878', '06Cr19Ni10');
  const plain = matchPage(index, { query, pageNum: 1, pageSize: 50 });
  const declaring = (grades: MatchableGrade[]): MatchableGrade => ({ ...query, declared: grades.map((grade) => ({ gradeId: grade.id, ...GB })) });

  it('marks a declared candidate and lifts it above better undeclared ones within the window, score and explanation unchanged', () => {
    const best = plain.list[0];
    const near = plain.list.find((result) => result.score < best.score && result.score >= best.score - DECLARED_WINDOW + 1)!;
    expect(near).toBeDefined();
    const page = matchPage(index, { query: declaring([near.grade]), pageNum: 1, pageSize: 50 });
    expect(page.list[0]).toMatchObject({ rank: 1, grade: { id: near.grade.id }, score: near.score, declared: [GB] });
    expect(page.list[0].explanation).toEqual(near.explanation);
    expect(page.list.filter((result) => result.declared.length)).toHaveLength(1);
    expect(page.list[1].grade.id).toBe(best.grade.id);
  });

  it('does not lift one far below the best', () => {
    const best = plain.list[0];
    const far = plain.list.find((result) => result.score < best.score - DECLARED_WINDOW - 1)!;
    expect(far).toBeDefined();
    const page = matchPage(index, { query: declaring([far.grade]), pageNum: 1, pageSize: 50 });
    expect(page.list[0].grade.id).toBe(best.grade.id);
    const marked = page.list.find((result) => result.grade.id === far.grade.id)!;
    expect(marked).toMatchObject({ score: far.score, declared: [GB] });
    expect(marked.rank).toBeLessThanOrEqual(far.rank);
  });

  it('finds a declared equivalent outside the top k, and pages agree with one another', () => {
    const wide = matchPage(index, { query, pageNum: 1, pageSize: 200 });
    const lowest = wide.list.at(-1)!;
    const page = matchPage(index, { query: declaring([lowest.grade]), pageNum: 1, pageSize: 5 });
    // Far below the best: outside the first page, not lifted into it.
    expect(page.list.map((result) => result.grade.id)).not.toContain(lowest.grade.id);
    const nearBest = wide.list.find((result) => result.score >= wide.list[0].score - DECLARED_WINDOW + 1 && result.rank > 10)!;
    if (nearBest) {
      const lifted = matchPage(index, { query: declaring([nearBest.grade]), pageNum: 1, pageSize: 5 });
      expect(lifted.list[0]).toMatchObject({ grade: { id: nearBest.grade.id }, score: nearBest.score, declared: [GB] });
      const second = matchPage(index, { query: declaring([nearBest.grade]), pageNum: 2, pageSize: 5 });
      const both = matchPage(index, { query: declaring([nearBest.grade]), pageNum: 1, pageSize: 10 });
      expect([...lifted.list, ...second.list].map((result) => result.grade.id)).toEqual(both.list.map((result) => result.grade.id));
    }
  });

  it('leaves out a declared grade the filters exclude', () => {
    const us = plain.list.find((result) => result.grade.standard.country === 'US')!;
    const page = matchPage(index, { query: declaring([us.grade]), pageNum: 1, pageSize: 50, targetCountries: ['EU'] });
    expect(page.list.map((result) => result.grade.id)).not.toContain(us.grade.id);
  });
});
