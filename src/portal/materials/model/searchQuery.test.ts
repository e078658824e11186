import { describe, expect, it } from 'vitest';
import { searchInput } from '@contract/endpoints/materials';
import { defaultSearchState, hasFilters, parseSearchState, searchStateToParams, toSearchInput } from './searchQuery';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('search state in the URL', () => {
  it('defaults to every type, first page, grid', () => {
    expect(parse('')).toEqual(defaultSearchState());
    expect(parse('').type).toBe('all');
    expect(searchStateToParams(defaultSearchState()).toString()).toBe('');
  });

  it('keeps links to one type (type=steel, type=welding) as that type', () => {
    expect(parse('type=steel&q=Q235').type).toBe('steel');
    expect(searchStateToParams(parse('type=steel&q=Q235')).toString()).toBe('type=steel&q=Q235');
    expect(parse('type=welding').type).toBe('welding');
  });

  it('round-trips keyword, filters, ranges, sort, paging and view', () => {
    const query =
      'type=aluminium&q=6061&standard=GB%2FT+3880.2&country=CN&category=wrought&el=Mg%3A0.8%3A1.2&el=Si%3A%3A0.8&prop=yield%3A240%3A&sort=yield%2Cdesc&page=3&size=48&view=list';
    const state = parse(query);
    expect(state).toMatchObject({
      type: 'aluminium',
      keyword: '6061',
      standard: 'GB/T 3880.2',
      country: 'CN',
      category: 'wrought',
      elements: [
        { el: 'Mg', min: 0.8, max: 1.2 },
        { el: 'Si', min: undefined, max: 0.8 },
      ],
      properties: [{ property: 'yield', min: 240, max: undefined }],
      sort: 'yield,desc',
      page: 3,
      pageSize: 48,
      view: 'list',
    });
    expect(parse(searchStateToParams(state).toString())).toEqual(state);
    expect(hasFilters(state)).toBe(true);
  });

  it('drops values it does not know', () => {
    const state = parse('type=wood&country=XX&sort=price&page=-2&size=7&el=C&el=%3C%3E%3A1%3A2&prop=colour%3A1%3A2&prop=yield%3A%3A');
    expect(state).toEqual(defaultSearchState());
    expect(hasFilters(state)).toBe(false);
  });

  it('gives the search endpoint input that its schema accepts', () => {
    const state = parse('q=Q235&el=C%3A%3A0.2&prop=tensile%3A370%3A500&sort=name%2Casc');
    const input = toSearchInput(state);
    expect(input).toEqual({
      pageNum: 1,
      pageSize: 24,
      keyword: 'Q235',
      elements: [{ el: 'C', max: 0.2 }],
      properties: [{ property: 'tensile', min: 370, max: 500 }],
      sort: 'name,asc',
    });
    expect(searchInput.safeParse(input).success).toBe(true);
    expect(toSearchInput(state, { pageNum: 5, pageSize: 100 })).toMatchObject({ pageNum: 5, pageSize: 100 });
  });

  it('passes a reversed range on, so the server refuses it like the browser does', () => {
    const input = toSearchInput(parse('prop=yield%3A400%3A300'));
    const result = searchInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('maxBelowMin');
  });
});
