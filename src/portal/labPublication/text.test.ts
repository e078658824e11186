import { describe, expect, it } from 'vitest';
import { formatBytes, idFrom, paragraphsOf } from './text';

describe('paragraphsOf', () => {
  it('splits on empty lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphsOf('背景：焊点开裂。\n\n方法：SEM\n与 EBSD。\r\n\r\n\n结论')).toEqual(['背景：焊点开裂。', '方法：SEM\n与 EBSD。', '结论']);
  });

  it('keeps markup as text and drops blank paragraphs', () => {
    expect(paragraphsOf('  \n\n<b>粗</b>\n \n')).toEqual(['<b>粗</b>']);
    expect(paragraphsOf('')).toEqual([]);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [532, '532 B'],
    [1024, '1 KB'],
    [12_700, '12.4 KB'],
    [3_250_000, '3.1 MB'],
    [150 * 1024 * 1024, '150 MB'],
  ])('%d is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('idFrom', () => {
  it.each([
    ['12', 12],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['1234567890', undefined],
    [null, undefined],
  ])('%j is %j', (raw, id) => {
    expect(idFrom(raw)).toBe(id);
  });
});
