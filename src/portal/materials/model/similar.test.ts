import { describe, expect, it } from 'vitest';
import { similarQuery, standardFamily } from './similar';

describe('similar grades link', () => {
  it('uses the standard family', () => {
    expect(standardFamily('EN 10025-2')).toBe('EN 10025');
    expect(standardFamily('GB/T 3880.2')).toBe('GB/T 3880');
    expect(standardFamily('GB/T 700')).toBe('GB/T 700');
    expect(standardFamily('AWS A5.18')).toBe('AWS A5.18');
    expect(standardFamily('JIS G 3101')).toBe('JIS G 3101');
    expect(standardFamily('ASTM A240/A240M')).toBe('ASTM A240/A240M');
  });

  it('searches the same type and category in the page language', () => {
    const grade = { type: 'aluminium' as const, category: { zh: '铝合金板', en: 'Aluminium sheet' }, standard: { number: 'EN 485-2' } };
    expect(similarQuery(grade, 'en')).toEqual({ type: 'aluminium', category: 'Aluminium sheet', standard: 'EN 485' });
    expect(similarQuery({ ...grade, type: 'steel' }, 'zh')).toEqual({ type: undefined, category: '铝合金板', standard: 'EN 485' });
  });
});
