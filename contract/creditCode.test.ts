import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode } from './creditCode';

/** Published codes of real companies (their check characters verified independently). */
const VALID = ['91440300708461136T', '91330100716105852F', '91110108551385082Q', '9144030071526726XG', '91310000MA1K4XX01E'];

describe('isValidCreditCode', () => {
  it.each(VALID)('accepts %s', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
  });

  it.each(VALID)('refuses %s with any other check character', (code) => {
    for (const check of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      if (check !== code[17]) expect(isValidCreditCode(code.slice(0, 17) + check)).toBe(false);
    }
  });

  it.each([
    ['empty', ''],
    ['17 characters', '9144030070846113'],
    ['19 characters', '91440300708461136T0'],
    ['lower case', '91440300708461136t'],
    ['the letter I', '9144030070846113IT'],
    ['the letter O', '91440300O08461136T'],
    ['the letter S', '91440300S08461136T'],
    ['the letter V', '91440300V08461136T'],
    ['the letter Z', '91440300Z08461136T'],
    ['a letter in the division code', '9144A300708461136T'],
    ['spaces', '914403007084 1136T'],
  ])('refuses %s', (_, code) => {
    expect(isValidCreditCode(code)).toBe(false);
  });
});

describe('creditCodeCheckChar', () => {
  it('computes the check character of the first 17', () => {
    for (const code of VALID) expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it('gives no check character when a character is outside the charset', () => {
    expect(creditCodeCheckChar('9144030070846113I')).toBeUndefined();
  });
});
