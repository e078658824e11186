// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MatchIndex } from './matchIndex';
import { matchPage } from './matchPage';
import type { MatchableGrade } from './types';
import { catalogueFiles, catalogueGrades, gradeOf } from './testCatalogue';

/**
 * Cross-reference families from published tables must find each other. "Rank each other in the top 5" means
 * here: for every member as the query, every other member is among the first 5 results when the results are
 * restricted to that member's country (and, as always by default, to other standards than the query's) —
 * the question "what is the equivalent of X in country Y", asked through the results call's target country.
 * Restricting to the country keeps large standards of other countries (GB/T 20878 has 121 stainless grades)
 * from filling the five places with near-twins of the query.
 */
type Member = [standard: string, name: string];

const GIVEN: Member[][] = [
  [['GB/T 699', '45'], ['EN 10083-2', 'C45'], ['SAE J403', '1045'], ['JIS G 4051', 'S45C']],
  [['GB/T 3077', '40Cr'], ['EN 10083-3', '41Cr4'], ['SAE J404', '5140'], ['JIS G 4053', 'SCr440']],
  [['GB/T 3077', '42CrMo'], ['EN 10083-3', '42CrMo4'], ['SAE J404', '4140'], ['JIS G 4053', 'SCM440']],
  [['GB/T 20878', '06Cr19Ni10'], ['EN 10088-2', 'X5CrNi18-10'], ['ASTM A240', '304'], ['JIS G 4303', 'SUS304']],
  [['GB/T 3880.2', '6061-T6'], ['EN 485-2', 'EN AW-6061-T6']],
];

/** More families from the usual GB / EN / ASTM-SAE / JIS cross-reference tables (members in the catalogue). */
const MORE: Member[][] = [
  [['GB/T 699', '20'], ['EN 10083-2', 'C22E'], ['SAE J403', '1020'], ['JIS G 4051', 'S20C']],
  [['GB/T 699', '35'], ['EN 10083-2', 'C35E'], ['SAE J403', '1035'], ['JIS G 4051', 'S35C']],
  [['GB/T 699', '15'], ['SAE J403', '1015'], ['JIS G 4051', 'S15C']],
  [['GB/T 1591', 'Q355B'], ['EN 10025-2', 'S355JR']],
  [['GB/T 1591', 'Q355D'], ['EN 10025-2', 'S355J2']],
  [['GB/T 3077', '20Cr'], ['SAE J404', '5120'], ['JIS G 4053', 'SCr420']],
  [['GB/T 3077', '15Cr'], ['JIS G 4053', 'SCr415']],
  [['GB/T 3077', '20CrMo'], ['JIS G 4053', 'SCM420']],
  [['GB/T 3077', '30CrMo'], ['SAE J404', '4130'], ['JIS G 4053', 'SCM430']],
  [['GB/T 3077', '35CrMo'], ['EN 10083-3', '34CrMo4'], ['JIS G 4053', 'SCM435']],
  [['GB/T 3077', '40CrNiMo'], ['SAE J404', '4340']],
  [['GB/T 20878', '022Cr19Ni10'], ['EN 10088-2', 'X2CrNi18-9'], ['ASTM A240', '304L'], ['JIS G 4303', 'SUS304L']],
  [['GB/T 20878', '06Cr17Ni12Mo2'], ['EN 10088-2', 'X5CrNiMo17-12-2'], ['ASTM A240', '316'], ['JIS G 4303', 'SUS316']],
  [['GB/T 20878', '022Cr17Ni12Mo2'], ['EN 10088-2', 'X2CrNiMo17-12-2'], ['ASTM A240', '316L'], ['JIS G 4303', 'SUS316L']],
  [['GB/T 20878', '06Cr18Ni11Ti'], ['EN 10088-2', 'X6CrNiTi18-10'], ['ASTM A240', '321'], ['JIS G 4303', 'SUS321']],
  [['GB/T 20878', '06Cr18Ni11Nb'], ['EN 10088-2', 'X6CrNiNb18-10'], ['ASTM A240', '347'], ['JIS G 4303', 'SUS347']],
  [['GB/T 20878', '06Cr25Ni20'], ['ASTM A240', '310S'], ['JIS G 4303', 'SUS310S']],
  [['GB/T 20878', '06Cr13'], ['EN 10088-2', 'X6Cr13'], ['ASTM A240', '410S']],
  [['GB/T 20878', '12Cr13'], ['EN 10088-2', 'X12Cr13'], ['ASTM A240', '410'], ['JIS G 4303', 'SUS410']],
  [['GB/T 20878', '10Cr17'], ['EN 10088-2', 'X6Cr17'], ['ASTM A240', '430'], ['JIS G 4303', 'SUS430']],
  [['GB/T 20878', '022Cr22Ni5Mo3N'], ['EN 10088-2', 'X2CrNiMoN22-5-3'], ['ASTM A240', 'S31803'], ['JIS G 4303', 'SUS329J3L']],
  [['GB/T 3880.2', '5083-H116'], ['EN 485-2', 'EN AW-5083-H116']],
  [['GB/T 3880.2', '5052-H32'], ['EN 485-2', 'EN AW-5052-H32']],
  [['GB/T 3880.2', '3003-H14'], ['EN 485-2', 'EN AW-3003-H14']],
  [['GB/T 3880.2', '2024-T3'], ['EN 485-2', 'EN AW-2024-T3']],
  [['GB/T 3880.2', '7075-T6'], ['EN 485-2', 'EN AW-7075-T6']],
];

const index = MatchIndex.build(catalogueGrades(), 1);

/**
 * The first five results for the query, restricted to the country of `target`. A grade published in several product
 * standards of a country is listed once (twins.ts): a target counts as found when its twin shown is.
 */
function topFiveIn(query: MatchableGrade, country: string, top = 5) {
  return matchPage(index, { query, pageNum: 1, pageSize: top, targetCountries: [country] }).list.flatMap((result) => [
    result.grade,
    ...index.twinsOf(result.grade.id).map((id) => index.get(id)!),
  ]);
}

/** Every ordered pair of a family whose target is not found in the query's top 5 (empty when all are). */
function misses(family: Member[], top = 5): string[] {
  const members = family.map(([standard, name]) => gradeOf(standard, name));
  return members.flatMap((query) =>
    members
      .filter((target) => target !== query && !topFiveIn(query, target.standard.country, top).includes(target))
      .map((target) => `${query.name} → ${target.name}`),
  );
}

/**
 * Wider: the 235 MPa structural steels. JIS publishes eight 400 MPa structural grades (SS400; SM400A–C for welded
 * structures; SN400A–C for buildings; STK400 tubes), all close to Q235B and A36, and SS400 specifies the least of
 * them (P and S only): each member is found among the first 12 of its country.
 */
const STRUCTURAL_235: Member[] = [['GB/T 700', 'Q235B'], ['EN 10025-2', 'S235JR'], ['ASTM A36', 'A36 (plates)'], ['JIS G 3101', 'SS400']];

describe('cross-reference families rank each other in the top 5 (results restricted to the member’s country)', () => {
  it('Q235B / S235JR / A36 (plates) / SS400 (top 12)', () => {
    expect(misses(STRUCTURAL_235, 12)).toEqual([]);
  });
  it.each(GIVEN.map((family) => [family.map(([, name]) => name).join(' / '), family] as const))('%s', (_, family) => {
    expect(misses(family)).toEqual([]);
  });
  it.each(MORE.map((family) => [family.map(([, name]) => name).join(' / '), family] as const))('%s', (_, family) => {
    expect(misses(family)).toEqual([]);
  });
});

describe('grades that are not equivalents do not', () => {
  it.each([
    ['GB/T 700', 'Q235B', 'EN 10025-2', 'S355JR'],
    ['ASTM A240', '304', 'GB/T 20878', '022Cr17Ni12Mo2'],
    ['GB/T 3077', '42CrMo', 'SAE J403', '1045'],
    ['JIS G 4303', 'SUS304', 'EN 10088-2', 'X2CrNiMoN22-5-3'],
    ['GB/T 699', '45', 'JIS G 4051', 'S20C'],
    ['GB/T 3880.2', '6061-T6', 'EN 485-2', 'EN AW-7075-T6'],
  ])('%s %s does not find %s %s in its top 5', (queryStandard, queryName, standard, name) => {
    const target = gradeOf(standard, name);
    expect(topFiveIn(gradeOf(queryStandard, queryName), target.standard.country)).not.toContain(target);
  });

  it('ranks the same alloy in another temper below the same temper', () => {
    const list = matchPage(index, { query: gradeOf('GB/T 3880.2', '6061-T6'), pageNum: 1, pageSize: 20, targetCountries: ['EU'] }).list;
    const names = list.map((result) => result.grade.name);
    expect(names[0]).toBe('EN AW-6061-T6');
    expect(names.indexOf('EN AW-6061-T4')).toBeGreaterThan(names.indexOf('EN AW-6061-T651'));
  });
});

/** Country of a cross-reference as the catalogue states it ("ASTM A959", "JIS G4303", "EN 10088-1" …). */
const countryOf = (standard: string) => (/^(ASTM|SAE|AISI|UNS)/.test(standard) ? 'US' : /^JIS/.test(standard) ? 'JP' : /^EN/.test(standard) ? 'EU' : 'CN');

describe('equivalents the standards themselves state (GB/T 20878 and GB/T 3077 annexes)', () => {
  // The catalogue's `equivalents` name grades of other standards; those in the catalogue are found by name,
  // alias or material number (e.g. "S30400 / 304" is A240 304, "1.4301 / X5CrNi18-10" is EN 10088-2).
  const grades = catalogueGrades();
  const numbers = new Map<number, string[]>();
  const stated: { query: MatchableGrade; standard: string; tokens: string[] }[] = [];
  let id = 1;
  for (const { data } of catalogueFiles()) {
    for (const grade of data.grades) {
      numbers.set(id, grade.materialNumbers);
      for (const equivalent of grade.equivalents) {
        stated.push({ query: grades[id - 1], standard: equivalent.standard, tokens: equivalent.grade.split('/').map((token) => token.trim()) });
      }
      id++;
    }
  }
  const resolved = stated.flatMap(({ query, standard, tokens }) => {
    const target = grades.find(
      (grade) =>
        grade.type === query.type &&
        grade.standard.country === countryOf(standard) &&
        grade.standard.number !== query.standard.number &&
        tokens.some((token) => grade.name === token || grade.aliases.includes(token) || numbers.get(grade.id)!.includes(token)),
    );
    return target ? [{ query, target }] : [];
  });

  it('resolves dozens of them to grades in the catalogue', () => {
    expect(resolved.length).toBeGreaterThanOrEqual(60);
  });

  it('finds every one of them in the top 5 of its country', () => {
    const missed = resolved
      .filter(({ query, target }) => !topFiveIn(query, target.standard.country).includes(target))
      .map(({ query, target }) => `${query.name} → ${target.name}`);
    expect(missed).toEqual([]);
  });
});
