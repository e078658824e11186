// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API, MSG, matchExplanation, WELDING_FILLER_FAMILIES, WELDING_NOTES } from '@contract';
import { explainMatch, roundExplanation } from './explanation';
import { recommendConsumables } from './welding/recommend';
import { catalogueGrades, gradeOf } from './testCatalogue';

const { results, contrast, weldingResults, steelList, condition } = API.intelligentMatching;

/** The message keys of a failed parse, or [] when it passes. */
function messages(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((issue) => issue.message);
}

describe('intelligentMatching contract', () => {
  it('is public: matching reads reference data only', () => {
    for (const endpoint of Object.values(API.intelligentMatching)) expect(endpoint.access).toBe('public');
    expect(Object.values(API.intelligentMatching).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /atsteel/intelligentMatching/condition',
      'GET /atsteel/intelligentMatching/steelList',
      'POST /atsteel/intelligentMatching/results',
      'POST /atsteel/intelligentMatching/contrast',
      'POST /atsteel/intelligentMatching/weldingResults',
    ]);
  });

  it('results: a grade or an entered composition is required (Brand/grade cannot be empty)', () => {
    expect(messages(results.input, {})).toEqual([MSG.gradeRequired]);
    expect(messages(results.input, { elements: [] })).toEqual([MSG.gradeRequired]);
    expect(messages(results.input, { gradeId: 12 })).toEqual([]);
    expect(messages(results.input, { elements: [{ el: 'C', max: 0.2 }] })).toEqual([]);
    expect(results.input.parse({ gradeId: 12 })).toMatchObject({ pageNum: 1, pageSize: 10, includeQueryStandard: false });
  });

  it('results: entered rows need an element, once each, and a maximum not below the minimum', () => {
    expect(messages(results.input, { elements: [{ el: '', max: 1 }] })).toEqual([MSG.elementRequired]);
    expect(messages(results.input, { elements: [{ el: 'C', max: 0.2 }, { el: 'C', max: 0.3 }] })).toEqual([MSG.elementTwice]);
    expect(messages(results.input, { elements: [{ el: 'Cr', min: 2, max: 1 }] })).toEqual([MSG.maxBelowMin]);
    expect(messages(results.input, { properties: [{ property: 'impact', min: 27 }] })).toEqual([MSG.requiredFields]);
    expect(messages(results.input, { gradeId: 1, pageSize: 500 })).not.toEqual([]);
  });

  it('contrast: two to six grades', () => {
    expect(messages(contrast.input, { ids: [1] })).toEqual([MSG.compareAtLeastTwo]);
    expect(messages(contrast.input, { ids: [1, 2, 3, 4, 5, 6, 7] })).toEqual([MSG.compareAtMostSix]);
    expect(messages(contrast.input, { ids: [1, 2], thickness: 20 })).toEqual([]);
  });

  it('weldingResults: one base metal or two different ones', () => {
    expect(messages(weldingResults.input, { baseIds: [] })).toEqual([MSG.gradeRequired]);
    expect(messages(weldingResults.input, {})).toEqual([MSG.gradeRequired]);
    expect(messages(weldingResults.input, { baseIds: [1, 2, 3] })).toEqual([MSG.weldBasesAtMostTwo]);
    expect(messages(weldingResults.input, { baseIds: [4, 4] })).toEqual([MSG.weldBasesDistinct]);
    expect(weldingResults.input.parse({ baseIds: [4, 5], process: 'GTAW' })).toMatchObject({ limit: 10 });
    expect(messages(weldingResults.input, { baseIds: [4], process: 'OAW' })).not.toEqual([]);
  });

  it('the picker and the options take type and paging', () => {
    expect(steelList.input.parse({ keyword: ' 304 ' })).toMatchObject({ keyword: '304', type: 'steel', pageNum: 1 });
    expect(condition.input.parse({})).toEqual({ type: 'steel' });
  });

  it('describes what the engine answers', () => {
    const explanation = roundExplanation(explainMatch(gradeOf('GB/T 700', 'Q235B'), gradeOf('EN 10025-2', 'S235JR')));
    expect(matchExplanation.parse(explanation)).toEqual(explanation);
    const welding = recommendConsumables([gradeOf('GB/T 700', 'Q235B'), gradeOf('ASTM A240', '304')], catalogueGrades().filter((grade) => grade.type === 'welding'));
    const notes = [...welding.notes, ...welding.processes.flatMap((process) => process.consumables.flatMap((item) => [...item.reasons, ...item.warnings]))];
    for (const note of notes) expect(WELDING_NOTES).toContain(note.code);
    for (const family of [...welding.families.primary, ...welding.families.secondary]) expect(WELDING_FILLER_FAMILIES).toContain(family);
  });
});
