import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { MSG } from '@contract';
import { AppError } from '../../../http/errors';
import { detectDelimiter, parseCsv } from './csv';
import { convertCell, convertTable, parseNumber } from './convert';
import { decodeText } from './decode';
import type { MappingColumn } from './mapping';
import { guessColumn, keyOf, proposeMapping } from './propose';
import { readCsv, readDataFile, XLSX_TYPE } from './read';

const column = (over: Partial<MappingColumn>): MappingColumn => ({
  source: 0,
  skip: false,
  key: 'value',
  label: 'Value',
  quantity: 'stress',
  unit: 'MPa',
  condition: '',
  element: null,
  property: null,
  ...over,
});

async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, key: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error('not refused');
}

describe('CSV records (RFC 4180 and what spreadsheets write)', () => {
  it('splits quoted fields holding delimiters, line breaks and doubled quotes; CRLF and LF alike', () => {
    const text = 'Specimen,Note,Rm\r\n"A,1","two\nlines",521\n"say ""hi""",,515\r\n';
    expect(parseCsv(text)).toEqual([
      ['Specimen', 'Note', 'Rm'],
      ['A,1', 'two\nlines', '521'],
      ['say "hi"', '', '515'],
    ]);
  });

  it('detects comma, semicolon and tab from the header line (not from quoted text)', () => {
    expect(detectDelimiter('a;b;c\n1;2;3')).toBe(';');
    expect(detectDelimiter('a\tb\tc\n1\t2\t3')).toBe('\t');
    expect(detectDelimiter('"a;b;c",d\n1,2')).toBe(',');
    expect(parseCsv('C;Mn\n0,16;1,42')).toEqual([
      ['C', 'Mn'],
      ['0,16', '1,42'],
    ]);
  });

  it('an unclosed quote makes the file unreadable', async () => {
    expect(await refusal(() => readCsv(Buffer.from('a,b\n"1,2\n')))).toMatchObject({ status: 400, key: MSG.researchFileUnreadable });
  });

  it('drops a UTF-8 byte-order mark', () => {
    const read = readCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('C,Mn\n0.16,1.42\n')]));
    expect(read.encoding).toBe('utf-8');
    expect(read.table.headers).toEqual(['C', 'Mn']);
  });
});

describe('GBK CSVs from Chinese Excel', () => {
  // 试样编号 = cad4 d1f9 b1e0 bac5, 碳 = ccbc, 抗拉强度 = bfb9 c0ad c7bf b6c8, 钢 = b8d6 (GBK code points).
  const gbk = Buffer.concat([
    Buffer.from('cad4d1f9b1e0bac5', 'hex'),
    Buffer.from(','),
    Buffer.from('ccbc', 'hex'),
    Buffer.from(','),
    Buffer.from('bfb9c0adc7bfb6c8', 'hex'),
    Buffer.from('(MPa)\r\n'),
    Buffer.from('b8d6', 'hex'),
    Buffer.from('-1,0.16,521\r\nA2,0.17,515\r\n'),
  ]);

  it('decodes as GB18030 when the bytes are not UTF-8', () => {
    expect(decodeText(gbk).encoding).toBe('gb18030');
    const read = readCsv(gbk);
    expect(read.table.headers).toEqual(['试样编号', '碳', '抗拉强度(MPa)']);
    expect(read.table.rows[0].cells).toEqual(['钢-1', '0.16', '521']);
  });

  it('proposes keys col1… for Chinese headers, an element for 碳, stress in MPa for 抗拉强度', () => {
    const read = readCsv(gbk);
    const mapping = proposeMapping(read.table.headers, read.table.rows.map((row) => row.cells));
    expect(mapping.map(({ key, label, quantity, unit, element, property }) => ({ key, label, quantity, unit, element, property }))).toEqual([
      { key: 'col1', label: '试样编号', quantity: 'text', unit: '', element: null, property: null },
      { key: 'col2', label: '碳', quantity: 'percent', unit: '%', element: 'C', property: null },
      { key: 'col3', label: '抗拉强度', quantity: 'stress', unit: 'MPa', element: null, property: 'tensile' },
    ]);
    expect(convertTable(read.table, mapping, { keep: 10, problemsMax: 10 }).rows).toEqual([
      ['钢-1', 0.16, 521],
      ['A2', 0.17, 515],
    ]);
  });

  it('bytes that are neither UTF-8 nor GBK text are unreadable', async () => {
    expect(await refusal(() => readCsv(Buffer.from([0x41, 0x2c, 0x42, 0x0a, 0x81, 0x20, 0x2c, 0x31, 0x0a])))).toMatchObject({ key: MSG.researchFileUnreadable });
  });
});

describe('numbers and units', () => {
  it('accepts plain decimals and scientific notation, trims spaces; refuses thousands separators and words', () => {
    expect(['1.5', ' -2 ', '3e2', '.5', '1.', '+4E-1'].map(parseNumber)).toEqual([1.5, -2, 300, 0.5, 1, 0.4]);
    expect(['1,234.5', '1 234', 'abc', '12MPa', '', 'NaN', 'Infinity'].map(parseNumber)).toEqual(Array(7).fill(undefined));
  });

  it('converts to the base unit through the mapping: ksi → MPa, °F → °C, ppm → %', () => {
    expect(convertCell(column({ unit: 'ksi' }), '50')).toEqual({ value: 344.73785 });
    expect(convertCell(column({ quantity: 'temperature', unit: '°F' }), '212')).toEqual({ value: 100 });
    expect(convertCell(column({ quantity: 'percent', unit: 'ppm' }), 30)).toEqual({ value: 0.003 });
    expect(convertCell(column({}), '')).toEqual({ value: null });
    expect(convertCell(column({ quantity: 'text', unit: '' }), ' H1 ')).toEqual({ value: 'H1' });
    expect(convertCell(column({ quantity: 'text', unit: '' }), 'x'.repeat(2001))).toEqual({ problem: 'outOfRange' });
  });

  it('flags unparsable and implausible values, by file row and column', () => {
    const table = {
      headers: ['Rm (MPa)', 'C'],
      rows: [
        { fileRow: 2, cells: ['521', '0.16'] },
        { fileRow: 3, cells: ['1,234.5', '0.17'] },
        { fileRow: 5, cells: ['99999', '150'] },
      ],
      formulas: new Set<string>(),
    };
    const mapping = [column({ source: 0, key: 'rm' }), column({ source: 1, key: 'c', quantity: 'percent', unit: '%', element: 'C' })];
    const result = convertTable(table, mapping, { keep: 10, problemsMax: 2 });
    expect(result.problemCount).toBe(3);
    expect(result.problems).toEqual([
      { row: 3, column: 0, kind: 'unparsable', value: '1,234.5' },
      { row: 5, column: 0, kind: 'outOfRange', value: '99999' },
    ]);
    expect(result.rows[0]).toEqual([521, 0.16]);
  });

  it('reports mapping problems of whole columns: unknown unit, a key twice, a column the file lacks', () => {
    const table = { headers: ['a', 'b'], rows: [{ fileRow: 2, cells: ['1', '2'] }], formulas: new Set<string>() };
    const mapping = [column({ source: 0, key: 'a', unit: 'bar' }), column({ source: 1, key: 'a' }), column({ source: 7, key: 'c' }), column({ source: 1, skip: true, key: 'a' })];
    expect(convertTable(table, mapping, { keep: 1, problemsMax: 10 }).problems).toEqual([
      { row: 0, column: 0, kind: 'unknownUnit', value: 'bar' },
      { row: 0, column: 1, kind: 'duplicateKey', value: 'a' },
      { row: 0, column: 7, kind: 'missingHeader', value: 'Value' },
    ]);
  });
});

describe('the proposed mapping', () => {
  it('reads quantities, units, elements, properties and conditions from English headers', () => {
    expect(guessColumn('Tensile Strength (MPa)', [])).toMatchObject({ quantity: 'stress', unit: 'MPa', property: 'tensile' });
    expect(guessColumn('Yield strength (ksi)', [])).toMatchObject({ quantity: 'stress', unit: 'ksi', property: 'yield' });
    expect(guessColumn('Mn', [])).toMatchObject({ quantity: 'percent', unit: '%', element: 'Mn' });
    expect(guessColumn('Elongation (%)', [])).toMatchObject({ quantity: 'percent', unit: '%', property: 'elongation' });
    expect(guessColumn('Fatigue Strength (10E7 Cycles)', [])).toMatchObject({ quantity: 'stress', unit: 'MPa', property: 'fatigueStrength', condition: '10^7 cycles' });
    expect(guessColumn('Hardness', [])).toMatchObject({ quantity: 'number', property: 'hardness' });
    expect(guessColumn('Hardness (HV)', [])).toMatchObject({ quantity: 'hardnessHV', unit: 'HV', property: 'hardness' });
    expect(guessColumn('Test temperature (°F)', [])).toMatchObject({ quantity: 'temperature', unit: '°F' });
    expect(guessColumn('Processing', ['Solutionised', 'Aged'])).toMatchObject({ quantity: 'text' });
    expect(guessColumn('RR', ['825', '1270'])).toMatchObject({ quantity: 'number' });
    expect(keyOf('Tensile Strength (MPa)', 0)).toBe('tensileStrength');
    expect(keyOf('10% proof', 3)).toBe('c10Proof');
  });

  it('proposes the real NIMS fatigue data set: temperatures, element percentages, stresses; unique keys', () => {
    const read = readCsv(readFileSync(path.resolve('server/db/seed/datasets/nims-steel-fatigue.csv')));
    const mapping = proposeMapping(read.table.headers, read.table.rows.slice(0, 20).map((row) => row.cells));
    const byLabel = Object.fromEntries(mapping.map((item) => [item.label, item]));
    expect(byLabel['Normalized Temperature']).toMatchObject({ quantity: 'temperature', unit: '°C' });
    expect(byLabel.C).toMatchObject({ key: 'c', quantity: 'percent', element: 'C' });
    expect(byLabel['Fatigue Strength']).toMatchObject({ quantity: 'stress', property: 'fatigueStrength', condition: '10^7 cycles' });
    expect(byLabel['Tensile Strength']).toMatchObject({ quantity: 'stress', property: 'tensile' });
    expect(new Set(mapping.map((item) => item.key)).size).toBe(mapping.length);
    const converted = convertTable(read.table, mapping, { keep: 1, problemsMax: 10 });
    expect(converted.problemCount).toBe(0);
    expect(read.table.rows).toHaveLength(360);
  });

  it('recognises compositions given as mass fractions (the aluminium data set) and skips a column without header', () => {
    const read = readCsv(readFileSync(path.resolve('server/db/seed/datasets/aluminium-alloys-composition-properties.csv')));
    const mapping = proposeMapping(read.table.headers, read.table.rows.map((row) => row.cells));
    expect(mapping[0]).toMatchObject({ skip: true, key: 'col1' });
    // 'class' holds a word far down ('outlier'): text, not a number.
    expect(mapping.at(-1)).toMatchObject({ key: 'class', quantity: 'text' });
    expect(mapping.find((item) => item.element === 'Al')).toMatchObject({ unit: 'fraction' });
    const converted = convertTable(read.table, mapping, { keep: 1, problemsMax: 10 });
    expect(converted.problemCount).toBe(0);
    expect(converted.rows[0][mapping.filter((item) => !item.skip).findIndex((item) => item.element === 'Al')]).toBeCloseTo(88.011, 3);
  });
});

describe('XLSX sheets', () => {
  const workbook = () =>
    writeExcelFile([
      { sheet: 'Tensile', data: [['Yield (MPa)', 'Note'], [355, 'a'], [{ type: 'Formula', value: 'A2+10' }, 'b'], [null, null], [360, 'c']] },
      { sheet: 'Hardness', data: [['Hardness (HV)'], [210]] },
    ] as never).toBuffer();

  it('lists the sheets, reads the first by default or one by name, and refuses formula cells', async () => {
    const bytes = await workbook();
    const first = await readDataFile(bytes, XLSX_TYPE);
    expect(first.sheets).toEqual(['Tensile', 'Hardness']);
    expect(first.encoding).toBe('xlsx');
    expect(first.table.rows.map((row) => row.fileRow)).toEqual([2, 3, 5]);
    const mapping = proposeMapping(first.table.headers, first.table.rows.map((row) => row.cells));
    const converted = convertTable(first.table, mapping, { keep: 10, problemsMax: 10 });
    expect(converted.problems).toEqual([{ row: 3, column: 0, kind: 'formula', value: '' }]);
    const second = await readDataFile(bytes, XLSX_TYPE, 'Hardness');
    expect(second.table.headers).toEqual(['Hardness (HV)']);
    expect(await refusal(() => readDataFile(bytes, XLSX_TYPE, 'Missing'))).toMatchObject({ key: MSG.researchFileUnreadable });
  });

  it('a broken archive is unreadable; a file with a header only is empty', async () => {
    const bytes = await workbook();
    expect(await refusal(() => readDataFile(bytes.subarray(0, bytes.length / 2), XLSX_TYPE))).toMatchObject({ key: MSG.researchFileUnreadable });
    expect(await refusal(() => readCsv(Buffer.from('C,Mn\n\n')))).toMatchObject({ key: MSG.researchFileEmpty });
    expect(await refusal(() => readDataFile(Buffer.from('x'), 'image/png'))).toMatchObject({ key: MSG.researchFileType });
  });

  it('more rows than a data set holds are refused with the limit', async () => {
    const text = `v\n${'1\n'.repeat(100_001)}`;
    expect(await refusal(() => readCsv(Buffer.from(text)))).toMatchObject({ key: MSG.researchTooManyRows, params: { max: 100_000 } });
  });
});
