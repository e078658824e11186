import { describe, expect, it } from 'vitest';
import { buildComparison, differingCells } from './comparisonTable';
import { q235, s355j2 } from './grades.fixture';

const t = (key: string) => key;
const byKey = (rows: ReturnType<typeof buildComparison>, key: string) => rows.find((row) => row.key === key)!;

describe('differing cells', () => {
  it('marks nothing when the row agrees', () => {
    expect(differingCells(['0.35', '0.35', '0.35'])).toEqual([false, false, false]);
  });
  it('marks the cells unlike the most common value', () => {
    expect(differingCells(['0.35', '0.2', '0.35'])).toEqual([false, true, false]);
    expect(differingCells(['≤0.05', '', '≤0.05', '≤0.05'])).toEqual([false, true, false, false]);
  });
  it('marks every cell when no value is shared', () => {
    expect(differingCells(['1', '2'])).toEqual([true, true]);
    expect(differingCells(['1', '1', '2', '2'])).toEqual([true, true, true, true]);
  });
});

describe('comparison rows', () => {
  const grades = [q235('A', 11), q235('B', 12), s355j2(13)];

  it('aligns composition by element, with the source of each value', () => {
    const rows = buildComparison(grades, 'si', t, 'en');
    expect(rows.filter((row) => row.group === 'composition').map((row) => row.label)).toEqual(['C', 'Si', 'Mn', 'P', 'S', 'Cu']);
    const carbon = byKey(rows, 'el:C');
    expect(carbon.cells.map((cell) => cell.text)).toEqual(['≤0.22', "≤0.2 ≤0.22 with the purchaser's agreement", '≤0.2']);
    expect(carbon.cells[0].source).toBe('GB/T 700-2006 · Table 1');
    expect(carbon.cells[2].source).toBe('EN 10025-2:2019 · Table 1');
    const silicon = byKey(rows, 'el:Si');
    expect(silicon.cells.map((cell) => cell.text)).toEqual(['≤0.35', '≤0.35', '']);
    expect(silicon.cells[2].source).toBeNull();
    expect(silicon.differs).toEqual([false, false, true]);
    expect(byKey(rows, 'el:Mn').unit).toBe('%');
  });

  it('compares mechanical properties of each grade’s first condition, thinnest band, and names it', () => {
    const rows = buildComparison(grades, 'si', t, 'en');
    expect(byKey(rows, 'mech:reference').cells.map((cell) => cell.text)).toEqual(['hot-rolled · ≤16 mm', 'hot-rolled · ≤16 mm', '+AR or +N · ≤16 mm']);
    const yieldRow = byKey(rows, 'mech:yield');
    expect(yieldRow.unit).toBe('MPa');
    expect(yieldRow.cells.map((cell) => cell.text)).toEqual(['≥235', '≥235', '≥355']);
    expect(yieldRow.differs).toEqual([false, false, true]);
    expect(yieldRow.cells[2].source).toBe('EN 10025-2:2019 · Table 7');
    expect(byKey(rows, 'mech:tensile').cells.map((cell) => cell.text)).toEqual(['370–500', '370–500', '470–630']);
    expect(byKey(rows, 'mech:impact').cells.map((cell) => cell.text)).toEqual(['', '≥27 @ 20 °C (KV2)', '≥27 @ -20 °C (KV2)']);
    // Q235B's impact test is in a row of its own, for all thicknesses: the comparison still finds it.
    expect(byKey(rows, 'mech:impact').cells[1].source).toBe('GB/T 700-2006 · Table 2');
    expect(byKey(rows, 'mech:impact').differs).toEqual([true, true, true]);
    // a property no grade has is left out
    expect(rows.some((row) => row.key === 'mech:hardness')).toBe(false);
  });

  it('converts to imperial units', () => {
    const rows = buildComparison(grades, 'imperial', t, 'en');
    expect(byKey(rows, 'mech:yield').unit).toBe('ksi');
    expect(byKey(rows, 'mech:yield').cells.map((cell) => cell.text)).toEqual(['≥34.1', '≥34.1', '≥51.5']);
    expect(byKey(rows, 'mech:reference').cells[0].text).toBe('hot-rolled · ≤0.63 in');
    expect(byKey(rows, 'mech:impact').cells[2].text).toBe('≥19.9 @ -4 °F (KV2)');
    expect(byKey(rows, 'mech:impact').cells[1].text).toBe('≥19.9 @ 68 °F (KV2)');
    expect(byKey(rows, 'mech:impact').unit).toBe('ft·lbf');
  });

  it('lists basic attributes in the page language and physical properties with units', () => {
    const zh = buildComparison(grades, 'si', t, 'zh');
    expect(byKey(zh, 'category').cells.map((cell) => cell.text)).toEqual(['碳素结构钢', '碳素结构钢', '非合金结构钢']);
    expect(byKey(zh, 'standard').cells[0].text).toBe('GB/T 700-2006 碳素结构钢');
    const density = byKey(zh, 'phys:density');
    expect(density.unit).toBe('g/cm³');
    expect(density.cells.map((cell) => cell.text)).toEqual(['', '', '7.85']);
  });
});
