import { describe, expect, it } from 'vitest';
import { q235 } from './grades.fixture';
import { groupByCondition, mechanicalTables, referenceRow, rowWith, type CellValue, type ConditionTable, type MechanicalProperty, type TableRow } from './mechanical';
import { A240_304_MECHANICAL, Q355B_MECHANICAL, S355J2_MECHANICAL } from './mechanicalShapes.fixture';

describe('mechanical rows', () => {
  it('groups by condition, thinnest band first, rows for all thicknesses last', () => {
    const [group] = groupByCondition(q235('B', 1).mechanical);
    expect(group.condition).toBe('hot-rolled');
    expect(group.rows.map((row) => [row.thicknessFrom, row.thicknessTo])).toEqual([
      [0, 16],
      [16, 40],
      [null, null],
    ]);
  });

  it('takes the reference row, or the first row of its condition that gives a property', () => {
    const grade = q235('B', 1);
    expect(referenceRow(grade)?.thicknessTo).toBe(16);
    expect(rowWith(grade, (row) => row.impactEnergyMin !== null)?.impactTempC).toBe(20);
    expect(rowWith(grade, (row) => row.hardnessMin !== null)).toBeNull();
    expect(referenceRow({ mechanical: [] })).toBeNull();
  });
});

describe('the mechanical table', () => {
  const bands = (table: ConditionTable) => table.rows.map((row) => `${row.band.from ?? ''}-${row.band.to ?? ''}${row.direction ?? ''}`);
  const values = (row: TableRow, property: MechanicalProperty, pick: (value: CellValue) => unknown) => row.cells[property].map(pick);

  it('gives Q355B a row per yield band and direction, sorted and once each, with tensile, elongation and impact together', () => {
    const [table] = mechanicalTables(Q355B_MECHANICAL);
    expect(table.condition).toBe('as-rolled');
    expect(table.properties).toEqual(['yield', 'tensile', 'elongation', 'impact']);
    expect(table.hasDirections).toBe(true);
    expect(bands(table)).toEqual(
      ['0-16', '16-40', '40-63', '63-80', '80-100', '100-150', '150-200', '200-250'].flatMap((band) => [`${band}L`, `${band}T`]),
    );
    const row = (band: string) => table.rows[bands(table).indexOf(band)];
    // 16–40 lies inside the elongation band ≤40: its value, without a band of its own.
    expect(values(row('16-40L'), 'yield', (value) => value.row.yieldMin)).toEqual([345]);
    expect(values(row('16-40L'), 'tensile', (value) => [value.row.tensileMin, value.row.tensileMax])).toEqual([[470, 630]]);
    expect(values(row('16-40L'), 'elongation', (value) => [value.row.elongationMin, value.band])).toEqual([[22, null]]);
    expect(values(row('16-40T'), 'elongation', (value) => value.row.elongationMin)).toEqual([20]);
    expect(values(row('63-80T'), 'elongation', (value) => value.row.elongationMin)).toEqual([18]);
    expect(values(row('150-200L'), 'elongation', (value) => value.row.elongationMin)).toEqual([17]);
    expect(values(row('100-150L'), 'tensile', (value) => value.row.tensileMin)).toEqual([450]);
    // Impact for all thicknesses applies to every band, per direction.
    expect(values(row('200-250L'), 'impact', (value) => [value.row.impactEnergyMin, value.row.impactTempC, value.band])).toEqual([[34, 20, null]]);
    expect(values(row('200-250T'), 'impact', (value) => value.row.impactEnergyMin)).toEqual([27]);
    // Band, yield and tensile are the same for L and T: the L row spans both; elongation and impact differ.
    expect([row('0-16L').spans, row('0-16T').spans]).toEqual([
      { band: 2, yield: 2, tensile: 2, elongation: 1, reduction: 2, hardness: 2, impact: 1 },
      { band: 0, yield: 0, tensile: 0, elongation: 1, reduction: 0, hardness: 0, impact: 1 },
    ]);
    expect(table.sources.map((source) => source.ref)).toEqual(['热轧钢拉伸性能表 (AR tensile)', '热轧钢伸长率表 (AR elongation)', '夏比V型缺口冲击表 (KV2)']);
    expect(row('0-16L').cells.impact[0].note).toBe(3);
  });

  it('keeps the band of a value that covers only part of a row (S355J2 ≤16: tensile ≤3 and 3–100)', () => {
    const [table] = mechanicalTables(S355J2_MECHANICAL);
    expect(bands(table)).toEqual(
      ['0-16', '16-40', '40-63', '63-80', '80-100', '100-150', '150-200', '200-250', '250-400'].flatMap((band) => [`${band}L`, `${band}T`]),
    );
    const first = table.rows[0];
    expect(values(first, 'tensile', (value) => [value.row.tensileMin, value.band])).toEqual([
      [510, { from: 0, to: 3 }],
      [470, { from: 3, to: 100 }],
    ]);
    expect(values(first, 'elongation', (value) => [value.row.elongationMin, value.row.elongationGauge, value.band])).toEqual([
      [14, 'A80mm', { from: 1, to: 1.5 }],
      [15, 'A80mm', { from: 1.5, to: 2 }],
      [16, 'A80mm', { from: 2, to: 2.5 }],
      [17, 'A80mm', { from: 2.5, to: 3 }],
      [22, 'A', { from: 3, to: 40 }],
    ]);
    expect(values(first, 'impact', (value) => [value.row.impactEnergyMin, value.row.impactTempC, value.band])).toEqual([[27, -20, null]]);
    // The standard gives impact energy for L only: the T row's cell is empty, not borrowed from L.
    expect(table.rows[1].direction).toBe('T');
    expect(table.rows[1].cells.impact).toEqual([]);
    expect(values(table.rows[2], 'tensile', (value) => [value.row.tensileMin, value.band])).toEqual([[470, null]]);
    expect(values(table.rows[2], 'elongation', (value) => value.row.elongationMin)).toEqual([22]);
  });

  it('puts unbanded rows of one property in one cell, without a direction column', () => {
    const [table] = mechanicalTables(A240_304_MECHANICAL);
    expect(table.hasDirections).toBe(false);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0].band).toEqual({ from: null, to: null });
    expect(values(table.rows[0], 'hardness', (value) => `${value.row.hardnessMax} ${value.row.hardnessScale}`)).toEqual(['201 HBW', '92 HRB']);
    expect(table.sources).toEqual([{ code: 'ASTM A240/A240M-20a', ref: 'Table 2' }]);
  });

  it('gives a row to a band that no yield band overlaps, and keeps conditions apart in their order', () => {
    const extra = { ...Q355B_MECHANICAL[8], thicknessFrom: 250, thicknessTo: 400 };
    const tables = mechanicalTables([...Q355B_MECHANICAL, extra, { ...A240_304_MECHANICAL[0], condition: 'normalized' }]);
    expect(tables.map((table) => table.condition)).toEqual(['as-rolled', 'normalized']);
    expect(bands(tables[0]).slice(-2)).toEqual(['250-400L', '250-400T']);
  });
});
