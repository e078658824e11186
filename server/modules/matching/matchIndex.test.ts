// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MATCH_RESULT_LIMIT } from '@contract';
import { IndexCache } from './indexCache';
import { MatchIndex, type MatchFilters } from './matchIndex';
import { matchPage } from './matchPage';
import { enteredGrade } from './query';
import { compareGrades } from './score';
import type { MatchableGrade, ScoreOptions } from './types';
import { perturbedGrades } from '../../../scripts/matching/perturbedGrades';
import { catalogueGrades, gradeOf } from './testCatalogue';
import { groupTwins } from './twins';

const real = catalogueGrades();
const generated = perturbedGrades(real, 3000, { seed: 11 });
const all = [...real, ...generated];
const index = MatchIndex.build(all, 'v1');
/** Hidden twins (twins.ts) are matched only when a standard filter names theirs. */
const hiddenTwins = groupTwins(all).shownOf;

/** What the index must return: every candidate scored with compareGrades, best first, ties by id. */
function bruteForce(query: MatchableGrade, k: number, filters: MatchFilters, options: ScoreOptions = {}) {
  const passing = all.filter(
    (grade) =>
      (filters.types ?? [query.type]).includes(grade.type) &&
      (grade.companyId === null || grade.companyId === (filters.companyId ?? null)) &&
      (!filters.standards || filters.standards.includes(grade.standard.number)) &&
      (!filters.countries || filters.countries.includes(grade.standard.country)) &&
      !filters.excludeStandards?.includes(grade.standard.number) &&
      !filters.excludeIds?.includes(grade.id) &&
      (!hiddenTwins.has(grade.id) || !!filters.standards),
  );
  const ranked = passing
    .map((grade) => ({ grade, score: compareGrades(query, grade, options).score }))
    .sort((a, b) => b.score - a.score || a.grade.id - b.grade.id);
  return { total: passing.length, results: ranked.slice(0, k) };
}

function expectSameAsBruteForce(query: MatchableGrade, k: number, filters: MatchFilters, options: ScoreOptions = {}) {
  const expected = bruteForce(query, k, filters, options);
  const actual = index.topK({ query, k, filters, ...options });
  expect(actual.total).toBe(expected.total);
  expect(actual.results.map((result) => result.grade.id)).toEqual(expected.results.map((result) => result.grade.id));
  actual.results.forEach((result, position) => expect(result.score).toBeCloseTo(expected.results[position].score, 9));
}

describe('the match index', () => {
  const queries = real.filter((_, position) => position % 23 === 0);

  it.each(queries.map((grade) => [`${grade.standard.number} ${grade.name}`, grade] as const))(
    'ranks like scoring every grade: %s',
    (_, query) => {
      expectSameAsBruteForce(query, 20, { excludeIds: [query.id], excludeStandards: [query.standard.number] });
    },
  );

  it('agrees with a condition, a thickness, countries, standards and other types asked', () => {
    const q355 = gradeOf('GB/T 1591', 'Q355B');
    expectSameAsBruteForce(q355, 15, { excludeIds: [q355.id] }, { thickness: 50 });
    expectSameAsBruteForce(q355, 15, { countries: ['EU', 'JP'] }, { condition: 'normalized' });
    expectSameAsBruteForce(q355, 15, { standards: ['EN 10025-2', 'SYN 7'], types: ['steel', 'welding'] });
    expectSameAsBruteForce(gradeOf('EN 485-2', 'EN AW-5083-H116'), 10, {}, { thickness: 10 });
  });

  it('agrees for an entered composition and properties', () => {
    const entered = enteredGrade({
      type: 'steel',
      elements: [{ el: 'C', min: 0.38, max: 0.45 }, { el: 'Cr', min: 0.9, max: 1.2 }, { el: 'Mo', min: 0.15, max: 0.3 }],
      properties: [{ property: 'tensile', min: 900 }],
    });
    expectSameAsBruteForce(entered, 25, {});
  });

  it('shows a company’s enterprise grades to that company only', () => {
    const owned = generated.find((grade) => grade.companyId !== null)!;
    const query = { ...owned, id: -5, companyId: null };
    const ids = (companyId: number | null) => index.topK({ query, k: 5, filters: { companyId } }).results.map((result) => result.grade.id);
    expect(ids(owned.companyId)).toContain(owned.id);
    expect(ids(null)).not.toContain(owned.id);
    expect(ids(owned.companyId! + 1000)).not.toContain(owned.id);
    expectSameAsBruteForce(query, 10, { companyId: owned.companyId });
  });

  it('finds grades by id and lists what can be matched on', () => {
    expect(index.get(real[0].id)).toBe(real[0]);
    expect(index.size).toBe(all.length);
    const facets = index.facets('welding');
    expect(facets.count).toBe(all.filter((grade) => grade.type === 'welding' && grade.companyId === null).length);
    expect(facets.processes.map((facet) => facet.key).sort()).toEqual(['FCAW', 'GMAW', 'GTAW', 'SAW', 'SMAW']);
    expect(facets.conditions.map((facet) => facet.key)).toContain('asWelded');
    expect(index.facets('steel').standards.find((standard) => standard.number === 'GB/T 700')).toMatchObject({ country: 'CN', count: 11 });
  });
});

describe('a page of results', () => {
  const catalogueIndex = MatchIndex.build(real, 1);
  const query = gradeOf('GB/T 20878', '06Cr19Ni10');

  it('leaves out the query and its own standard unless asked, and numbers the ranks across pages', () => {
    const first = matchPage(catalogueIndex, { query, pageNum: 1, pageSize: 10 });
    const second = matchPage(catalogueIndex, { query, pageNum: 2, pageSize: 10 });
    expect(first.list.map((result) => result.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(second.list[0].rank).toBe(11);
    expect(second.list[0].score).toBeLessThanOrEqual(first.list[9].score);
    expect(first.list.every((result) => result.grade.standard.number !== 'GB/T 20878')).toBe(true);
    const withOwn = matchPage(catalogueIndex, { query, pageNum: 1, pageSize: 10, includeQueryStandard: true });
    expect(withOwn.list.some((result) => result.grade.standard.number === 'GB/T 20878')).toBe(true);
    expect(withOwn.list.map((result) => result.grade.id)).not.toContain(query.id);
  });

  it('pages through the best 100 at most, and each result explains its score', () => {
    const last = matchPage(catalogueIndex, { query, pageNum: 10, pageSize: 10 });
    const beyond = matchPage(catalogueIndex, { query, pageNum: 11, pageSize: 10 });
    expect(last.total).toBe(MATCH_RESULT_LIMIT);
    expect(last.list).toHaveLength(10);
    expect(beyond.list).toEqual([]);
    for (const result of last.list) expect(result.explanation.score).toBe(result.score);
  });
});

describe('the index cache', () => {
  function source(grades: MatchableGrade[]) {
    const state = { version: 1, versionCalls: 0, gradeCalls: 0 };
    return {
      state,
      version: async () => {
        state.versionCalls++;
        return state.version;
      },
      grades: async () => {
        state.gradeCalls++;
        return grades;
      },
    };
  }

  it('rebuilds when the catalogue version changes, checking it at most every few seconds', async () => {
    let now = 0;
    const catalogue = source(real.slice(0, 50));
    const cache = new IndexCache(catalogue, { checkEveryMs: 1000, now: () => now });
    const first = await cache.get();
    expect(first.size).toBe(50);
    expect(await cache.get()).toBe(first);
    catalogue.state.version = 2;
    now = 500;
    expect(await cache.get()).toBe(first);
    now = 1500;
    const second = await cache.get();
    expect(second).not.toBe(first);
    expect(second.version).toBe(2);
    now = 3000;
    expect(await cache.get()).toBe(second);
    expect(catalogue.state).toMatchObject({ versionCalls: 3, gradeCalls: 2 });
  });

  it('shares one rebuild among concurrent callers', async () => {
    const catalogue = source(real.slice(0, 10));
    const cache = new IndexCache(catalogue);
    const indexes = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(new Set(indexes).size).toBe(1);
    expect(catalogue.state.gradeCalls).toBe(1);
  });
});
