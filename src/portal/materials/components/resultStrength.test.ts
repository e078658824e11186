import { describe, expect, it } from 'vitest';
import { bandLabel, strengthLabel } from './resultStrength';

describe('minimum strength on a result card', () => {
  it('shows the thinnest band’s value with that band (Q235B: 235 MPa up to 16 mm, not 185)', () => {
    expect(strengthLabel({ value: 235, from: null, to: 16 }, 185, 'si')).toBe('≥ 235 MPa · ≤ 16 mm');
    expect(strengthLabel({ value: 355, from: 0, to: 16 }, 265, 'si')).toBe('≥ 355 MPa · ≤ 16 mm');
  });

  it('leaves the band out when the value holds for every thickness', () => {
    expect(strengthLabel({ value: 240, from: null, to: null }, 240, 'si')).toBe('≥ 240 MPa');
  });

  it('falls back to the lowest value without a band, and a dash without any value', () => {
    expect(strengthLabel(undefined, 300, 'si')).toBe('≥ 300 MPa');
    expect(strengthLabel(null, null, 'si')).toBe('—');
  });

  it('writes bands in the chosen units', () => {
    expect(bandLabel(16, 40, 'si')).toBe('16–40 mm');
    expect(bandLabel(100, null, 'si')).toBe('> 100 mm');
    expect(strengthLabel({ value: 235, from: null, to: 16 }, 185, 'imperial')).toMatch(/^≥ 34(\.\d)? ksi · ≤ 0\.63\d? in$/);
  });
});
