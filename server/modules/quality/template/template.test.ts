import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import readExcelFile from 'read-excel-file/node';
import { MSG } from '@contract';
import type { GradeLimits } from '../../../lib/qualityMethod';
import { AppError } from '../../../http/errors';
import { checkCell, checkRows, dataRowsOf, numberOf, type Cell } from './cells';
import { templateColumns } from './columns';
import { mapHeaders } from './headers';
import { readTemplate } from './read';
import { DATA_SHEET, templateFileName, templateWorkbook } from './write';

/** Pure parts of the quality template (issue 17): header mapping, cell checks, writing and reading a workbook. */
const LIMITS: GradeLimits = {
  grade: 'Q355B',
  composition: { C: { max: 0.24 }, Si: { max: 0.55 }, Mn: { max: 1.6 }, S: { max: 0.035 }, Nb: { max: 0.05 } },
  bands: [{ minMm: 0, maxMm: 16, yieldMin: 355, tensileMin: 470, tensileMax: 630, elongationMin: 22 }],
  impact: { tempC: 20, energyMin: 34 },
};
const NO_IMPACT: GradeLimits = { ...LIMITS, impact: undefined };
const columns = templateColumns(LIMITS);
const labels = columns.map((column) => column.label);

const row = (values: Record<string, Cell>): Cell[] => columns.map((column) => values[column.key] ?? null);
const GOOD: Record<string, Cell> = {
  id: 'H1',
  thicknessMm: 12,
  thicknessDeviationMm: -0.2,
  thicknessToleranceMm: 0.5,
  yieldMPa: 390,
  tensileMPa: 520,
  elongationPct: 26,
  impactEnergyJ: 80,
  impactTempC: 20,
  C: 0.16,
  Si: 0.3,
  Mn: 1.4,
  S: 0.01,
  Nb: 0.02,
};

describe('template columns', () => {
  it('has the fixed fields in contract order, then one mass % column per limited element', () => {
    expect(columns.map((column) => column.key)).toEqual([
      'id',
      'thicknessMm',
      'thicknessDeviationMm',
      'thicknessToleranceMm',
      'yieldMPa',
      'tensileMPa',
      'elongationPct',
      'impactEnergyJ',
      'impactTempC',
      'C',
      'Si',
      'Mn',
      'S',
      'Nb',
    ]);
    expect(labels[1]).toBe('公称厚度 Thickness (mm)');
    expect(labels.at(-1)).toBe('Nb (%)');
  });

  it('requires the impact columns only where the grade requires an impact test; the heat number never', () => {
    const required = (limits: GradeLimits) => templateColumns(limits).filter((column) => column.required).map((column) => column.key);
    expect(required(LIMITS)).toContain('impactEnergyJ');
    expect(required(NO_IMPACT)).not.toContain('impactEnergyJ');
    expect(required(NO_IMPACT)).not.toContain('id');
  });
});

describe('header mapping', () => {
  it('maps the exact labels, in any order', () => {
    const reversed = [...labels].reverse();
    const mapping = mapHeaders(reversed, columns);
    expect(mapping.missing).toEqual([]);
    expect(mapping.columns.get('thicknessMm')).toBe(reversed.indexOf('公称厚度 Thickness (mm)'));
    expect(mapping.columns.get('Nb')).toBe(0);
  });

  it('understands re-typed headers: a Chinese or English label part, any case, an element symbol as a word', () => {
    const headers = ['炉号', 'THICKNESS', 'thickness deviation', '允许偏差', '屈服强度', 'Tensile strength', 'Elongation A', '冲击功', 'impact temperature', '碳 C', 'si%', ' Mn (%) ', 's', 'NB'];
    const mapping = mapHeaders(headers, columns);
    expect(mapping.missing).toEqual([]);
    expect(Object.fromEntries(mapping.columns)).toEqual({
      id: 0,
      thicknessMm: 1,
      thicknessDeviationMm: 2,
      thicknessToleranceMm: 3,
      yieldMPa: 4,
      tensileMPa: 5,
      elongationPct: 6,
      impactEnergyJ: 7,
      impactTempC: 8,
      C: 9,
      Si: 10,
      Mn: 11,
      S: 12,
      Nb: 13,
    });
  });

  it('does not take a symbol inside a longer word (N is not Nb, S is not Si), ignores unknown headers, keeps the first of two', () => {
    const mapping = mapHeaders([...labels.slice(0, 9), 'Nb (%)', 'Si', 'Remarks', 'C (%)', 'Mn', 'S', 'C'], columns);
    expect(mapping.columns.get('Nb')).toBe(9);
    expect(mapping.columns.get('Si')).toBe(10);
    expect(mapping.columns.get('C')).toBe(12);
    expect(mapping.columns.get('S')).toBe(14);
    expect(mapping.missing).toEqual([]);
  });

  it('names the required columns no header matched', () => {
    const mapping = mapHeaders(labels.filter((label) => !label.includes('Yield') && label !== 'Mn (%)' && !label.includes('Impact energy')), columns);
    expect(mapping.missing).toEqual(['yieldMPa', 'impactEnergyJ', 'Mn']);
  });
});

describe('cell checks', () => {
  const column = (key: string) => columns.find((candidate) => candidate.key === key)!;

  it('reads numbers from numeric cells and plain decimal text only', () => {
    expect(numberOf(355)).toBe(355);
    expect(numberOf(' -0.3 ')).toBe(-0.3);
    expect(numberOf('1e2')).toBe(100);
    expect(numberOf('355 MPa')).toBeUndefined();
    expect(numberOf('1,5')).toBeUndefined();
    expect(numberOf(true)).toBeUndefined();
    expect(numberOf(new Date())).toBeUndefined();
  });

  it('checks the plausible physical ranges, bounds included except a zero thickness', () => {
    expect(checkCell(column('thicknessMm'), 0)).toEqual({ problem: 'outOfRange' });
    expect(checkCell(column('thicknessMm'), 400)).toEqual({ value: 400 });
    expect(checkCell(column('thicknessDeviationMm'), -20)).toEqual({ value: -20 });
    expect(checkCell(column('thicknessDeviationMm'), 20.5)).toEqual({ problem: 'outOfRange' });
    expect(checkCell(column('thicknessToleranceMm'), -0.1)).toEqual({ problem: 'outOfRange' });
    expect(checkCell(column('yieldMPa'), 3001)).toEqual({ problem: 'outOfRange' });
    expect(checkCell(column('elongationPct'), 100)).toEqual({ value: 100 });
    expect(checkCell(column('impactEnergyJ'), 601)).toEqual({ problem: 'outOfRange' });
    expect(checkCell(column('impactTempC'), -196)).toEqual({ value: -196 });
    expect(checkCell(column('impactTempC'), -200)).toEqual({ problem: 'outOfRange' });
    expect(checkCell(column('C'), 100.1)).toEqual({ problem: 'outOfRange' });
    expect(checkCell(column('C'), 'x')).toEqual({ problem: 'notNumber' });
    expect(checkCell(column('C'), '  ')).toEqual({ problem: 'missing' });
    expect(checkCell(column('id'), null)).toEqual({});
    expect(checkCell(column('id'), 230115)).toEqual({ value: '230115' });
    expect(checkCell(column('id'), 'x'.repeat(51))).toEqual({ problem: 'outOfRange' });
  });

  const rowsOf = (...data: Cell[][]) => dataRowsOf([labels, ...data], []);

  it('skips blank rows and numbers rows as the spreadsheet does (header = 1)', () => {
    const rows = rowsOf(row(GOOD), [], [null, '  '], row({ ...GOOD, id: 'H2' }));
    expect(rows.map((data) => data.row)).toEqual([2, 5]);
    const { samples, problems } = checkRows(rows, mapHeaders(labels, columns), columns);
    expect(problems).toEqual([]);
    expect(samples[0]).toEqual({
      id: 'H1',
      thicknessMm: 12,
      thicknessDeviationMm: -0.2,
      thicknessToleranceMm: 0.5,
      yieldMPa: 390,
      tensileMPa: 520,
      elongationPct: 26,
      impact: { energyJ: 80, tempC: 20 },
      composition: { C: 0.16, Si: 0.3, Mn: 1.4, S: 0.01, Nb: 0.02 },
    });
  });

  it('reports every problem of a row with its row, column and value, and keeps no sample of it', () => {
    const rows = rowsOf(row({ ...GOOD, yieldMPa: 'high', tensileMPa: null, C: 0.16, Mn: 150 }), row(GOOD));
    const { samples, problems } = checkRows(rows, mapHeaders(labels, columns), columns);
    expect(problems).toEqual([
      { row: 2, column: 'yieldMPa', problem: 'notNumber', value: 'high' },
      { row: 2, column: 'tensileMPa', problem: 'missing', value: null },
      { row: 2, column: 'Mn', problem: 'outOfRange', value: '150' },
    ]);
    expect(samples).toHaveLength(1);
  });

  it('impact: required where the grade requires it; otherwise both or neither', () => {
    const mapping = mapHeaders(labels, columns);
    const half = rowsOf(row({ ...GOOD, impactTempC: null }));
    expect(checkRows(half, mapping, columns).problems).toEqual([{ row: 2, column: 'impactTempC', problem: 'missing', value: null }]);
    const optional = templateColumns(NO_IMPACT);
    const optionalMapping = mapHeaders(labels, optional);
    expect(checkRows(half, optionalMapping, optional).problems).toEqual([{ row: 2, column: 'impactTempC', problem: 'impactIncomplete', value: null }]);
    const neither = checkRows(rowsOf(row({ ...GOOD, impactTempC: null, impactEnergyJ: null })), optionalMapping, optional);
    expect(neither.problems).toEqual([]);
    expect(neither.samples[0].impact).toBeUndefined();
  });

  it('refuses formula cells, also those of a trailing row the reader dropped', () => {
    const table = [labels, row(GOOD)];
    const rows = dataRowsOf(table, [[1, 4], [2, 5]]);
    expect(rows.map((data) => data.row)).toEqual([2, 3]);
    const { problems } = checkRows(rows, mapHeaders(labels, columns), columns);
    expect(problems.filter((problem) => problem.problem === 'formula')).toEqual([
      { row: 2, column: 'yieldMPa', problem: 'formula', value: '390' },
      { row: 3, column: 'tensileMPa', problem: 'formula', value: null },
    ]);
  });
});

describe('the workbook', () => {
  const loaded = {
    grade: { id: 1, name: 'Q355B', standardCode: 'GB/T 1591-2018' },
    limits: LIMITS,
    output: {
      grade: { id: 1, name: 'Q355B', standardCode: 'GB/T 1591-2018' },
      composition: [{ el: 'C', min: null, max: 0.24 }],
      bands: [{ minMm: 0, maxMm: 16, yieldMin: 355, tensileMin: 470, tensileMax: 630, elongationMin: 22 }],
      impact: { tempC: 20, energyMin: 34 },
    },
  };

  it('writes the header row only on the data sheet, the limits and notes on two more sheets', async () => {
    const bytes = await templateWorkbook({ nameZh: '热轧钢板', nameEn: 'Hot-rolled plate' }, loaded);
    const sheets = await readExcelFile(bytes);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual([DATA_SHEET, '限值 Limits', '说明 Notes']);
    expect(sheets[0].data).toEqual([labels]);
    expect(sheets[1].data.flat()).toEqual(expect.arrayContaining(['Q355B', 'GB/T 1591-2018', 355, 630, 34]));
  });

  it('reads back what was filled in; refuses a file that is no workbook, one without data, one lacking a column', async () => {
    const filled = await writeExcelFile([labels, row(GOOD), row({ ...GOOD, id: 'H2', yieldMPa: 'n/a' })] as never).toBuffer();
    const read = await readTemplate(filled, LIMITS);
    expect(read.n).toBe(2);
    expect(read.problems).toEqual([{ row: 3, column: 'yieldMPa', problem: 'notNumber', value: 'n/a' }]);
    const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: AppError) => error.messageKey);
    expect(await refusal(readTemplate(Buffer.from('%PDF-1.4'), LIMITS))).toBe(MSG.qualityTemplateInvalid);
    expect(await refusal(readTemplate(await writeExcelFile([labels] as never).toBuffer(), LIMITS))).toBe(MSG.dataFileRequired);
    const lacking = await writeExcelFile([labels.slice(1), row(GOOD).slice(1)] as never).toBuffer();
    expect((await readTemplate(lacking, LIMITS)).problems).toEqual([]);
    const noYield = await writeExcelFile([labels.filter((label) => !label.includes('Yield')), row(GOOD).slice(0, 9)] as never).toBuffer();
    expect(await refusal(readTemplate(noYield, LIMITS))).toBe(MSG.qualityTemplateInvalid);
  });

  it('names the file in ASCII', () => {
    expect(templateFileName('Q355B')).toBe('quality-template-Q355B.xlsx');
    expect(templateFileName('S275JR+AR')).toBe('quality-template-S275JR_AR.xlsx');
    expect(templateFileName('不锈钢')).toBe('quality-template-grade.xlsx');
  });
});
