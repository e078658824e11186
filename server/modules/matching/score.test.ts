// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MatchExplanationOutput } from '@contract';
import { categoryKey } from './categories';
import { compareCompositions } from './composition';
import { contrastGrades } from './contrast';
import { explainMatch, roundExplanation } from './explanation';
import { elementRanges } from './normalize';
import { conditionsOf } from './properties';
import { enteredGrade } from './query';
import { compareGrades, scoreGrades } from './score';
import type { ElementRange, MatchableGrade } from './types';
import { conditionKeys, MATCH_CATEGORIES, MATCH_CONDITIONS } from '@contract';
import { catalogueGrades, gradeOf } from './testCatalogue';

const grades = catalogueGrades();

/** Deterministic pseudo-random numbers (the same pairs every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** `count` random pairs of grades of one type. */
function randomPairs(count: number, seed = 1): [MatchableGrade, MatchableGrade][] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const a = grades[Math.floor(next() * grades.length)];
    const sameType = grades.filter((grade) => grade.type === a.type);
    return [a, sameType[Math.floor(next() * sameType.length)]];
  });
}

describe('the score', () => {
  it('is 100 for every grade against itself', () => {
    const below = grades.filter((grade) => Math.abs(scoreGrades(grade, grade) - 100) > 1e-9).map((grade) => grade.name);
    expect(below).toEqual([]);
  });

  it('stays within 0–100', () => {
    for (const [a, b] of randomPairs(2000)) {
      const score = scoreGrades(a, b);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100 + 1e-9);
    }
  });

  it('is symmetric in composition and category for any pair', () => {
    for (const [a, b] of randomPairs(2000, 2)) {
      const [ab, ba] = [compareGrades(a, b), compareGrades(b, a)];
      expect(ab.composition.similarity).toBeCloseTo(ba.composition.similarity, 12);
      expect(ab.category.similarity).toBeCloseTo(ba.category.similarity, 12);
    }
  });

  it('is symmetric as a whole when both grades are compared in one given condition', () => {
    let checked = 0;
    for (const [a, b] of randomPairs(3000, 3)) {
      const condition = conditionsOf(a.mechanical)[0];
      if (!condition || !conditionsOf(b.mechanical).includes(condition)) continue;
      checked++;
      expect(scoreGrades(a, b, { condition })).toBeCloseTo(scoreGrades(b, a, { condition }), 9);
      expect(scoreGrades(a, b, { condition, thickness: 30 })).toBeCloseTo(scoreGrades(b, a, { condition, thickness: 30 }), 9);
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('never drops when one element of the candidate moves toward the query’s limits (monotonic)', () => {
    const next = random(4);
    let moves = 0;
    for (const [a, b] of randomPairs(3000, 4)) {
      const listed = b.composition.filter((range) => range.max !== null && a.composition.some((other) => other.el === range.el));
      if (!listed.length) continue;
      const range = listed[Math.floor(next() * listed.length)];
      const target = a.composition.find((other) => other.el === range.el)!;
      const [fromLo, fromHi, toLo, toHi] = [range.min ?? 0, range.max!, target.min ?? 0, target.max ?? 2 * (target.min ?? 0)];
      let previous = -Infinity;
      for (let step = 0; step <= 8; step++) {
        const t = step / 8;
        const moved: ElementRange = { el: range.el, min: fromLo + (toLo - fromLo) * t, max: fromHi + (toHi - fromHi) * t };
        const candidate = { ...b, composition: b.composition.map((other) => (other === range ? moved : other)) };
        const score = scoreGrades(a, candidate);
        expect(score).toBeGreaterThanOrEqual(previous - 1e-9);
        previous = score;
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(5000);
  });

  it('never drops when a property of the candidate moves toward the query’s', () => {
    const query = gradeOf('GB/T 1591', 'Q355B');
    const base = gradeOf('EN 10025-2', 'S275JR');
    let previous = -Infinity;
    for (const yieldMin of [200, 230, 260, 290, 320, 355]) {
      const candidate = { ...base, mechanical: base.mechanical.map((row) => ({ ...row, yieldMin: row.yieldMin === null ? null : yieldMin })) };
      const score = scoreGrades(query, candidate);
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
  });

  it('ranks a closer carbon content higher among otherwise equal grades', () => {
    const query = gradeOf('GB/T 699', '45');
    const withCarbon = (min: number, max: number) => ({ ...query, id: -2, composition: query.composition.map((range) => (range.el === 'C' ? { el: 'C', min, max } : range)) });
    const scores = [[0.42, 0.5], [0.45, 0.53], [0.5, 0.58], [0.6, 0.68]].map(([min, max]) => scoreGrades(query, withCarbon(min, max)));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(100);
    expect(scores[3]).toBeLessThan(scores[1]);
  });
});

describe('the explanation', () => {
  it('has points that add up to the score, and each at most its maximum', () => {
    for (const [a, b] of randomPairs(1000, 5)) {
      const explanation = explainMatch(a, b);
      const { composition, properties, category } = explanation;
      const parts = [...composition.elements, ...properties.items, category];
      expect(parts.reduce((sum, part) => sum + part.points, 0)).toBeCloseTo(explanation.score, 9);
      expect(composition.maxPoints + properties.maxPoints + category.maxPoints).toBeCloseTo(100, 9);
      for (const part of parts) expect(part.points).toBeLessThanOrEqual(part.maxPoints + 1e-9);
    }
  });

  it('still adds up after rounding to tenths for display', () => {
    for (const [a, b] of randomPairs(1000, 6)) {
      const rounded: MatchExplanationOutput = roundExplanation(explainMatch(a, b));
      const parts = [...rounded.composition.elements, ...rounded.properties.items, rounded.category];
      expect(Math.round(parts.reduce((sum, part) => sum + part.points, 0) * 10)).toBe(Math.round(rounded.score * 10));
      expect(Math.abs(rounded.score - scoreGrades(a, b))).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it('says why 42CrMo and 4140 match and 45 does not', () => {
    const query = gradeOf('GB/T 3077', '42CrMo');
    const equivalent = explainMatch(query, gradeOf('SAE J404', '4140'));
    const carbonSteel = explainMatch(query, gradeOf('GB/T 699', '45'));
    const element = (explanation: typeof equivalent, el: string) => explanation.composition.elements.find((item) => item.el === el)!;
    expect(equivalent.score).toBeGreaterThan(carbonSteel.score + 10);
    // 4140 publishes no properties: they are left out of its score, not counted against it.
    expect(equivalent.properties.status).toBe('noData');
    expect(equivalent.coverage).toBeLessThan(1);
    expect(element(equivalent, 'Mo').similarity).toBe(1);
    // 45 has residual Cr and no Mo: those elements lose nearly all their points.
    expect(element(carbonSteel, 'Cr').points).toBeLessThan(element(carbonSteel, 'Cr').maxPoints * 0.3);
    expect(element(carbonSteel, 'Mo')).toMatchObject({ basis: 'implicitResidual', candidate: null });
  });

  it('compares properties in the same condition, and gives none for a temper it cannot compare', () => {
    const query = gradeOf('GB/T 3880.2', '6061-T6');
    const sameTemper = explainMatch(query, gradeOf('EN 485-2', 'EN AW-6061-T6'));
    const otherTemper = explainMatch(query, gradeOf('EN 485-2', 'EN AW-6061-T4'));
    expect(sameTemper.score).toBe(100);
    expect(sameTemper.properties.condition).toMatchObject({ query: 'T6', candidate: 'T6', affinity: 1 });
    expect(otherTemper.properties).toMatchObject({ status: 'noCommonCondition', points: 0 });
    expect(otherTemper.score).toBeLessThan(80);
  });

  it('compares the band of the given thickness', () => {
    const query = gradeOf('GB/T 700', 'Q235B');
    const candidate = gradeOf('EN 10025-2', 'S235JR');
    const yieldOf = (thickness: number | null) => explainMatch(query, candidate, { thickness }).properties.items.find((item) => item.property === 'yield')!;
    expect(yieldOf(null)).toMatchObject({ query: { min: 235, thicknessTo: 16 }, candidate: { min: 235, thicknessTo: 16 } });
    expect(yieldOf(50)).toMatchObject({ query: { min: 215, thicknessFrom: 40 }, candidate: { min: 215, thicknessFrom: 40 } });
  });
});

describe('composition limits', () => {
  it('reads the stabilising formulas and conditional limits of the standards', () => {
    const ranges = elementRanges([
      { el: 'C', max: 0.08 },
      { el: 'N', max: 0.1 },
      { el: 'Ti', note: '5×(C+N) min, 0.70 max' },
      { el: 'Cu', min: 0.2, note: 'min. only when copper steel is specified' },
      { el: 'Mn', note: '≤20 mm: none; >20–65: 0.80–1.20' },
      { el: 'Mo', note: 'optional, 0.60 max' },
      { el: 'Al', note: 'balance' },
    ]);
    expect(ranges).toEqual([
      { el: 'C', min: null, max: 0.08 },
      { el: 'N', min: null, max: 0.1 },
      { el: 'Ti', min: expect.closeTo(0.45, 9), max: 0.7 },
      { el: 'Mo', min: null, max: 0.6 },
    ]);
  });

  it('treats an unlisted alloying element as residual, and an unlisted C as unknown', () => {
    const steel = (composition: ElementRange[]) => compareCompositions('steel', [{ el: 'C', min: 0.4, max: 0.45 }, { el: 'Cr', min: 0.9, max: 1.2 }], composition);
    const residual = steel([{ el: 'C', min: 0.4, max: 0.45 }]).elements.find((item) => item.el === 'Cr')!;
    expect(residual).toMatchObject({ basis: 'implicitResidual', similarity: 0, governs: 1 });
    const unknown = steel([{ el: 'Cr', min: 0.9, max: 1.2 }]).elements.find((item) => item.el === 'C')!;
    expect(unknown).toMatchObject({ basis: 'unknown', similarity: 0.5 });
  });

  it('leaves out Si when one standard does not list it, unless the other adds it deliberately', () => {
    const c = { el: 'C', min: 0.4, max: 0.45 };
    expect(compareCompositions('steel', [c, { el: 'Si', min: 0.17, max: 0.37 }], [c]).elements.map((item) => item.el)).toEqual(['C']);
    expect(compareCompositions('steel', [c, { el: 'Si', min: 1.5, max: 2 }], [c]).elements.map((item) => item.el)).toEqual(['C', 'Si']);
  });
});

describe('categories and conditions', () => {
  it('maps every catalogue grade to a canonical category of its type', () => {
    for (const grade of grades) expect(MATCH_CATEGORIES[grade.type] as readonly string[]).toContain(grade.category);
  });

  it('reads the same category from different wordings', () => {
    expect(categoryKey('steel', 'Non-alloy structural steel', [])).toBe('structural');
    expect(categoryKey('steel', 'Rolled steel for general structure', [])).toBe('structural');
    expect(categoryKey('steel', 'Nonresulfurized carbon steel', [])).toBe('carbonMachine');
    expect(categoryKey('steel', 'Resulfurized carbon steel', [])).toBe('freeCutting');
    expect(categoryKey('steel', 'Some enterprise grade', [{ el: 'Cr', min: 17, max: 19 }, { el: 'Ni', min: 8, max: 10 }])).toBe('stainlessAustenitic');
  });

  it('maps every catalogue condition to known keys', () => {
    const keys = new Set(grades.flatMap((grade) => conditionsOf(grade.mechanical)));
    for (const key of keys) expect(/^(O|H\d{1,3}|T\d{1,5})$/.test(key) || (MATCH_CONDITIONS as readonly string[]).includes(key)).toBe(true);
    expect(keys.has('asSpecified')).toBe(false);
    expect(conditionKeys('as delivered (+AR or +N)')).toEqual(['asRolled', 'normalized']);
    expect(conditionKeys('T6/T651')).toEqual(['T6', 'T651']);
  });
});

describe('an entered composition', () => {
  it('finds the grade it was copied from first', () => {
    const source = gradeOf('ASTM A240', '316L');
    const entered = enteredGrade({ type: 'steel', elements: source.composition.map(({ el, min, max }) => ({ el, min: min ?? undefined, max: max ?? undefined })), properties: [] });
    const ranked = grades.filter((grade) => grade.type === 'steel').sort((a, b) => scoreGrades(entered, b) - scoreGrades(entered, a));
    // First, or tied with grades of the very same limits (316L in other product standards).
    expect(scoreGrades(entered, source)).toBe(scoreGrades(entered, ranked[0]));
    expect(entered.category).toBe('stainlessAustenitic');
  });

  it('compares entered properties with each candidate’s first condition', () => {
    const entered = enteredGrade({ type: 'steel', elements: [{ el: 'C', max: 0.2 }], properties: [{ property: 'yield', min: 355 }] });
    const explanation = explainMatch(entered, gradeOf('GB/T 1591', 'Q355B'));
    expect(explanation.properties.status).toBe('compared');
    expect(explanation.properties.items.find((item) => item.property === 'yield')!.similarity).toBe(1);
  });
});

describe('a contrast of grades', () => {
  it('lines up limits and properties and scores every pair the same both ways', () => {
    const chosen = [gradeOf('GB/T 700', 'Q235B'), gradeOf('EN 10025-2', 'S235JR'), gradeOf('JIS G 3101', 'SS400')];
    const contrast = contrastGrades(chosen);
    expect(contrast.condition).toBe('asRolled');
    expect(contrast.pairs.map((pair) => [pair.a, pair.b])).toEqual([
      [chosen[0].id, chosen[1].id],
      [chosen[0].id, chosen[2].id],
      [chosen[1].id, chosen[2].id],
    ]);
    const reversed = contrastGrades([...chosen].reverse(), { condition: 'asRolled' });
    for (const pair of contrast.pairs) {
      expect(reversed.pairs.find((other) => other.a === pair.b && other.b === pair.a)!.score).toBe(pair.score);
    }
    expect(contrast.elements.find((row) => row.el === 'C')!.values).toEqual([{ min: null, max: 0.2 }, { min: null, max: 0.17 }, null]);
    expect(contrast.properties.find((row) => row.property === 'yield')!.values.map((value) => value?.min)).toEqual([235, 235, 245]);
  });
});
