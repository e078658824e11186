import { describe, expect, it } from 'vitest';
import { COMPANY_SYSTEM, standardSystem, systemOf } from './systems';

describe('standard systems', () => {
  it('are the prefixes of the standards’ numbers', () => {
    expect(['GB/T 1591', 'GB 713', 'GB/T 1499.2'].map(standardSystem)).toEqual(['GB', 'GB', 'GB']);
    expect(['EN 10025-2', 'EN ISO 4957'].map(standardSystem)).toEqual(['EN', 'EN']);
    expect(['JIS G 3101', 'ASTM A36', 'API 5L', 'SAE J403', 'AWS A5.1', 'BS 4449'].map(standardSystem)).toEqual(['JIS', 'ASTM', 'API', 'SAE', 'AWS', 'BS']);
  });

  it('puts every enterprise standard in one system', () => {
    expect(systemOf({ companyId: 7, standard: { number: 'Q/ABC 12', code: 'Q/ABC 12-2024', country: 'CN' } })).toBe(COMPANY_SYSTEM);
    expect(systemOf({ companyId: null, standard: { number: 'GB/T 700', code: 'GB/T 700-2006', country: 'CN' } })).toBe('GB');
  });
});
