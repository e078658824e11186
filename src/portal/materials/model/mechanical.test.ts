import { describe, expect, it } from 'vitest';
import { q235 } from './grades.fixture';
import { groupByCondition, referenceRow, rowWith } from './mechanical';

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
