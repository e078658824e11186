import { describe, expect, it } from 'vitest';
import { display, fromSI, toSI, unitOf, withUnit } from './units';

describe('unit conversion', () => {
  it('converts MPa to ksi with 1 ksi = 6.894757 MPa, one decimal', () => {
    expect(display(235, 'stress', 'imperial')).toBe(34.1);
    expect(display(355, 'stress', 'imperial')).toBe(51.5);
    expect(display(6.894757, 'stress', 'imperial')).toBe(1);
    expect(withUnit(470, 'stress', 'imperial')).toBe('68.2 ksi');
  });

  it('converts °C to °F, whole degrees', () => {
    expect(display(-20, 'temperature', 'imperial')).toBe(-4);
    expect(display(0, 'temperature', 'imperial')).toBe(32);
    expect(display(20, 'temperature', 'imperial')).toBe(68);
    expect(display(-40, 'temperature', 'imperial')).toBe(-40);
    expect(display(-17.8, 'temperature', 'imperial')).toBe(0); // never "-0"
    expect(Object.is(display(-17.8, 'temperature', 'imperial'), -0)).toBe(false);
  });

  it('converts mm to in, three decimals', () => {
    expect(display(16, 'length', 'imperial')).toBe(0.63);
    expect(display(25.4, 'length', 'imperial')).toBe(1);
    expect(display(3, 'length', 'imperial')).toBe(0.118);
    expect(unitOf('length', 'imperial')).toBe('in');
  });

  it('converts J to ft·lbf with 1 J = 0.737562 ft·lbf, one decimal', () => {
    expect(display(27, 'energy', 'imperial')).toBe(19.9);
    expect(display(34, 'energy', 'imperial')).toBe(25.1);
    expect(withUnit(27, 'energy', 'imperial')).toBe('19.9 ft·lbf');
  });

  it('leaves SI values as they are and keeps missing values missing', () => {
    expect(display(235, 'stress', 'si')).toBe(235);
    expect(withUnit(27, 'energy', 'si')).toBe('27 J');
    expect(display(null, 'stress', 'imperial')).toBeNull();
    expect(withUnit(undefined, 'length', 'si')).toBe('');
  });

  it('round-trips through toSI', () => {
    for (const quantity of ['stress', 'temperature', 'length', 'energy'] as const) {
      expect(toSI(fromSI(123.4, quantity, 'imperial'), quantity, 'imperial')).toBeCloseTo(123.4, 9);
    }
  });
});
