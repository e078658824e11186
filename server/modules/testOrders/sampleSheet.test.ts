import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { TEST_LIMITS } from '@contract';
import { AppError } from '../../http/errors';
import { csvRows, readSampleSheet, samplesOfRows } from './sampleSheet';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('csvRows', () => {
  it('splits on commas, keeps quoted commas and quotes, accepts CRLF and a byte-order mark', () => {
    expect(csvRows('\uFEFFname,count\r\n"Q345, plate",2\n"say ""hi""",3')).toEqual([
      ['name', 'count'],
      ['Q345, plate', '2'],
      ['say "hi"', '3'],
    ]);
  });
  it('keeps empty cells and a last line without a break', () => {
    expect(csvRows('a,,c\n,b,')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
  });
});

describe('samplesOfRows', () => {
  it('reads English or Chinese headers in any order and skips empty rows', () => {
    const samples = samplesOfRows([
      ['数量', '样品名称', '材质', '规格', '备注'],
      [2, 'Q345 钢板', 'Q345B', '10×100×200', '轧制方向'],
      [null, '', null, '', ''],
      ['1', ' 焊缝 ', '', '', ''],
    ]);
    expect(samples).toEqual([
      { name: 'Q345 钢板', material: 'Q345B', specification: '10×100×200', count: 2, remark: '轧制方向' },
      { name: '焊缝', material: '', specification: '', count: 1, remark: '' },
    ]);
    expect(samplesOfRows([['Name', 'COUNT'], ['a', 3]])).toEqual([{ name: 'a', material: '', specification: '', count: 3, remark: '' }]);
  });

  it('refuses a sheet without samples', () => {
    expect(refusal(() => samplesOfRows([]))).toMatchObject({ status: 400, message: 'sampleSheetEmpty' });
    expect(refusal(() => samplesOfRows([['name', 'count'], ['', null]]))).toMatchObject({ message: 'sampleSheetEmpty' });
  });

  it('names the first bad row as the spreadsheet numbers it', () => {
    const rows = [['name', 'count'], ['a', 1], [], ['b', 0]];
    expect(refusal(() => samplesOfRows(rows))).toMatchObject({ status: 400, message: 'sampleSheetInvalid', params: { row: 4 } });
    expect(refusal(() => samplesOfRows([['name', 'count'], ['', 2]]))).toMatchObject({ params: { row: 2 } });
    expect(refusal(() => samplesOfRows([['name', 'count'], ['a', '1.5']]))).toMatchObject({ params: { row: 2 } });
    expect(refusal(() => samplesOfRows([['name', 'count'], ['a', 10_001]]))).toMatchObject({ params: { row: 2 } });
    // A header without the count column.
    expect(refusal(() => samplesOfRows([['name', 'material'], ['a', 'b']]))).toMatchObject({ params: { row: 1 } });
  });

  it('refuses more samples than one order holds', () => {
    const rows = [['name', 'count'], ...Array.from({ length: TEST_LIMITS.samplesMax + 1 }, (_, index) => [`s${index}`, 1])];
    expect(refusal(() => samplesOfRows(rows))).toMatchObject({ message: 'sampleSheetTooLarge', params: { max: TEST_LIMITS.samplesMax } });
    expect(samplesOfRows(rows.slice(0, -1))).toHaveLength(TEST_LIMITS.samplesMax);
  });
});

describe('readSampleSheet', () => {
  it('reads the first sheet of an XLSX file', async () => {
    const bytes = await writeExcelFile([
      ['样品名称', '材质', '规格', '数量', '备注'],
      ['Q345 钢板', 'Q345B', '10 mm', 3, ''],
    ]).toBuffer();
    await expect(readSampleSheet(bytes)).resolves.toEqual({
      samples: [{ name: 'Q345 钢板', material: 'Q345B', specification: '10 mm', count: 3, remark: '' }],
    });
  });

  it('reads UTF-8 CSV and refuses what is neither', async () => {
    await expect(readSampleSheet(Buffer.from('\uFEFFname,count\n试样,2\n'))).resolves.toEqual({
      samples: [{ name: '试样', material: '', specification: '', count: 2, remark: '' }],
    });
    await expect(readSampleSheet(Buffer.from([0xff, 0xfe, 0x00, 0x01]))).rejects.toMatchObject({ message: 'sampleSheetInvalid' });
    await expect(readSampleSheet(Buffer.from('PK\u0003\u0004not a zip'))).rejects.toMatchObject({ message: 'sampleSheetInvalid' });
  });
});
