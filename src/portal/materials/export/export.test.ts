import { unzipSync, strFromU8 } from 'fflate';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enMaterials from '../../../../locales/en/materials.json';
import zhMaterials from '../../../../locales/zh/materials.json';
import { initTestI18n } from '../../../test/i18n';
import { buildComparison } from '../model/comparisonTable';
import { q235, s355j2 } from '../model/grades.fixture';
import { collectPages, EXPORT_CAP } from './collect';
import { BOM, toCsv } from './csv';
import { exportFileName } from './download';
import { comparisonExportTable, searchResultsTable } from './table';
import { xlsxBlob } from './xlsx';

const tIn = (language: 'zh' | 'en') => i18next.getFixedT(language, 'materials');
const grades = [q235('A', 1), q235('B', 2), s355j2(3)];

/** The cells of the first sheet of an XLSX file, row by row, as text. */
async function readXlsx(blob: Blob): Promise<string[][]> {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const shared = [...strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()).matchAll(/<si>.*?<t[^>]*>(.*?)<\/t>.*?<\/si>/gs)].map(
    (match) => match[1].replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'"),
  );
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
  return [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map((row) =>
    [...row[1].matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)].map((cell) => {
      const value = /<v>(.*?)<\/v>/s.exec(cell[2] ?? '')?.[1] ?? '';
      return /t="s"/.test(cell[1]) ? shared[Number(value)] : value;
    }),
  );
}

describe('export', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    i18next.addResourceBundle('en', 'materials', enMaterials);
    i18next.addResourceBundle('zh', 'materials', zhMaterials);
  });

  it('writes search results as CSV with a BOM, headers in the page language, units and sources', () => {
    const csv = toCsv(searchResultsTable(grades, 'si', tIn('en'), 'en'));
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Grade,Material type,Aliases,Material numbers,Temper / process,Standard,Standard title,Country / region,Category,Composition (mass %),Min. yield strength (MPa),Min. tensile strength (MPa),Source',
    );
    expect(lines[1]).toBe('Q235A,Steel,,U12352,,GB/T 700-2006,Carbon structural steels,China,Carbon structural steel,C ≤0.22 · Mn ≤1.4,185,370,GB/T 700-2006');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('S355J2');
  });

  it('writes Chinese headers and imperial units when the page asks for them', () => {
    const csv = toCsv(searchResultsTable(grades.slice(0, 1), 'imperial', tIn('zh'), 'zh'));
    const [header, row] = csv.slice(1).trimEnd().split('\r\n');
    expect(header.split(',')[0]).toBe('牌号');
    expect(header).toContain('最小屈服强度 (ksi)');
    expect(row).toContain('碳素结构钢');
    expect(row.split(',')[10]).toBe('26.8'); // 185 MPa
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const csv = toCsv({ sheet: 's', headers: ['a', 'b', 'c', 'd'], rows: [['x, y', 'say "hi"', '=SUM(A1)', -20]] });
    expect(csv.slice(1).split('\r\n')[1]).toBe('"x, y","say ""hi""",\'=SUM(A1),-20');
  });

  it('writes the comparison side by side with a source column per grade', () => {
    const t = tIn('en');
    const table = comparisonExportTable(buildComparison(grades, 'si', t, 'en'), grades.map((grade) => grade.name), t);
    expect(table.headers).toEqual(['Item', 'Unit', 'Q235A', 'Source (Q235A)', 'Q235B', 'Source (Q235B)', 'S355J2', 'Source (S355J2)']);
    const yieldRow = table.rows.find((row) => row[0] === 'Yield strength, min.')!;
    expect(yieldRow).toEqual(['Yield strength, min.', 'MPa', '≥235', 'GB/T 700-2006 · Table 2', '≥235', 'GB/T 700-2006 · Table 2', '≥355', 'EN 10025-2:2019 · Table 7']);
    expect(table.rows.find((row) => row[0] === 'C')?.[3]).toBe('GB/T 700-2006 · Table 1');
  });

  it('writes the cells of a comparison in the page language: conditions and countries, as the headers', () => {
    const cellsOf = (language: 'zh' | 'en') => {
      const t = tIn(language);
      const table = comparisonExportTable(buildComparison(grades, 'si', t, language), grades.map((grade) => grade.name), t);
      const row = (key: string) => table.rows.find((candidate) => candidate[0] === t(`compare.rows.${key}`))!;
      return { reference: row('reference')[2], country: row('country')[2] };
    };
    expect(cellsOf('zh')).toEqual({ reference: '热轧 · ≤16 mm', country: '中国' });
    expect(cellsOf('en')).toEqual({ reference: 'hot-rolled · ≤16 mm', country: 'China' });
  });

  it('writes an XLSX file with the same header and rows', async () => {
    const t = tIn('zh');
    const table = comparisonExportTable(buildComparison(grades, 'si', t, 'zh'), grades.map((grade) => grade.name), t);
    const cells = await readXlsx(await xlsxBlob(table));
    expect(cells[0]).toEqual(table.headers);
    expect(cells[0][0]).toBe('项目');
    expect(cells.map((row) => row[0])).toContain('C');
    const yieldRow = cells.find((row) => row[0] === table.rows.find((candidate) => candidate[1] === 'MPa')?.[0]);
    expect(yieldRow).toContain('≥355');
    expect(cells).toHaveLength(table.rows.length + 1);
  });

  it('keeps numbers as numbers in XLSX', async () => {
    const cells = await readXlsx(await xlsxBlob(searchResultsTable(grades, 'si', tIn('en'), 'en')));
    expect(cells[1][0]).toBe('Q235A');
    expect(cells[1]).toContain('185');
    expect(cells).toHaveLength(4);
  });

  it('names files by content, format and date', () => {
    expect(exportFileName('comparison', 'xlsx', new Date(2026, 10, 2))).toBe('atsteel-comparison-20261102.xlsx');
  });
});

describe('collecting all pages to export', () => {
  const pages = (total: number) => async (pageNum: number, pageSize: number) => {
    const start = (pageNum - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => start + index);
    return { list, total, pageNum, pageSize };
  };

  it('fetches page by page until the last page', async () => {
    const calls: number[] = [];
    const fetchPage = pages(250);
    const result = await collectPages(async (pageNum, pageSize) => {
      calls.push(pageNum);
      return fetchPage(pageNum, pageSize);
    });
    expect(calls).toEqual([1, 2, 3]);
    expect(result.rows).toHaveLength(250);
    expect(result.rows[249]).toBe(249);
    expect(result.total).toBe(250);
  });

  it('stops at the cap of 2,000 rows', async () => {
    const result = await collectPages(pages(5000));
    expect(result.rows).toHaveLength(EXPORT_CAP);
    expect(result.total).toBe(5000);
  });

  it('handles no results', async () => {
    expect(await collectPages(pages(0))).toEqual({ rows: [], total: 0 });
  });
});
