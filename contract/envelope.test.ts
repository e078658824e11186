import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, emptyInput, idInput, pageQuery, parseSort } from './envelope';

describe('pageQuery', () => {
  it('defaults to the first page of ten', () => {
    expect(pageQuery.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('reads numbers from the query string', () => {
    expect(pageQuery.parse({ pageNum: '3', pageSize: '25', sort: 'updateTime,desc' })).toEqual({
      pageNum: 3,
      pageSize: 25,
      sort: 'updateTime,desc',
    });
  });

  it.each([
    [{ pageNum: 1, pageSize: MAX_PAGE_SIZE }],
    [{ pageNum: 100000, pageSize: 1 }],
  ])('accepts the bounds %o', (query) => {
    expect(pageQuery.safeParse(query).success).toBe(true);
  });

  it.each([
    [{ pageNum: 0 }],
    [{ pageNum: -1 }],
    [{ pageNum: 1.5 }],
    [{ pageNum: 100001 }],
    [{ pageNum: 'abc' }],
    [{ pageSize: 0 }],
    [{ pageSize: MAX_PAGE_SIZE + 1 }],
    [{ pageSize: '10e9' }],
  ])('refuses %o', (query) => {
    expect(pageQuery.safeParse(query).success).toBe(false);
  });

  it.each(['name', 'name,up', 'name,DESC', '1name,asc', 'name,asc;drop table users', 'a.b,asc', ',asc'])(
    'refuses the sort %j with the invalidSort message',
    (sort) => {
      const result = pageQuery.safeParse({ sort });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('invalidSort');
    },
  );
});

describe('parseSort', () => {
  const allowed = ['updateTime', 'name'] as const;
  const fallback = { field: 'updateTime', order: 'desc' } as const;

  it('uses the fallback without a sort', () => {
    expect(parseSort(undefined, allowed, fallback)).toEqual(fallback);
    expect(parseSort('', allowed, fallback)).toEqual(fallback);
  });

  it('keeps a whitelisted field and its direction', () => {
    expect(parseSort('name,asc', allowed, fallback)).toEqual({ field: 'name', order: 'asc' });
    expect(parseSort('updateTime,desc', allowed, fallback)).toEqual({ field: 'updateTime', order: 'desc' });
  });

  it.each(['password,asc', 'Name,asc', 'name', 'name,sideways', 'name,asc,extra', 'name;drop,asc'])(
    'falls back for %j',
    (sort) => {
      expect(parseSort(sort, allowed, fallback)).toEqual(fallback);
    },
  );
});

describe('idInput and emptyInput', () => {
  it('reads a positive id, from a query string too', () => {
    expect(idInput.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of [0, -1, 1.5, 'x', undefined]) expect(idInput.safeParse({ id }).success, String(id)).toBe(false);
    expect(idInput.safeParse({ id: 0 }).error?.issues[0].message).toBe('invalidId');
  });

  it('takes a missing body as empty and ignores unknown fields', () => {
    expect(emptyInput.parse(undefined)).toEqual({});
    expect(emptyInput.parse({ extra: 1 })).toEqual({});
  });
});
