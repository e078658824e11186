import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { equivalenceTable, tableRows } from './format';
import { loadEquivalenceTables } from './load';

/** The cross-reference tables' format and loader (the folder's own files are checked by the last test). */
const table = {
  source: { code: 'GB/T 20878-2007', title: { zh: '不锈钢和耐热钢 牌号及化学成分', en: 'Stainless and heat-resisting steels — Designation and chemical composition' } },
  ref: 'Annex B',
  type: 'steel',
  columns: ['GB/T 20878', 'ASTM A959', 'EN 10088-1'],
  rows: [
    ['06Cr19Ni10', 'S30400 / 304', '1.4301 / X5CrNi18-10'],
    ['022Cr19Ni10', 'S30403 / 304L', null],
  ],
};

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});
const folderWith = (files: Record<string, unknown>) => {
  dir = mkdtempSync(path.join(tmpdir(), 'equivalents-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
};

describe('cross-reference table format', () => {
  it('reads a table: each row the designations it pairs, empty cells left out', () => {
    const parsed = equivalenceTable.parse(table);
    expect(tableRows(parsed)[1]).toEqual([
      { standard: 'GB/T 20878', grade: '022Cr19Ni10' },
      { standard: 'ASTM A959', grade: 'S30403 / 304L' },
    ]);
  });

  it('refuses rows of the wrong width, rows of one designation, repeated rows and unknown fields', () => {
    const problems = (changed: object) => equivalenceTable.safeParse({ ...table, ...changed }).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ rows: [['06Cr19Ni10', 'S30400']] })).toEqual(['2 cells for 3 columns']);
    expect(problems({ rows: [['06Cr19Ni10', null, null]] })).toEqual(['a row pairs at least two designations']);
    expect(problems({ rows: [table.rows[0], table.rows[0]] })).toEqual(['the same row twice']);
    expect(problems({ typical: true })).not.toEqual([]);
    expect(problems({ columns: ['GB/T 20878'] })).not.toEqual([]);
  });
});

describe('loadEquivalenceTables', () => {
  it('loads the .json files of a folder in name order', () => {
    const loaded = loadEquivalenceTables(folderWith({ 'b.json': table, 'a.json': { ...table, ref: 'Table 1' }, 'notes.md': '# not a table' }));
    expect(loaded.map((item) => [item.file, item.data.ref])).toEqual([
      ['a.json', 'Table 1'],
      ['b.json', 'Annex B'],
    ]);
  });

  it('names the file and the value of a problem', () => {
    expect(() => loadEquivalenceTables(folderWith({ 'bad.json': { ...table, type: 'copper' } }))).toThrow(/^bad\.json: type: /);
    expect(() => loadEquivalenceTables(folderWith({ 'broken.json': '{' }))).toThrow(/^broken\.json: /);
  });

  it("accepts the project's own tables", () => {
    expect(() => loadEquivalenceTables()).not.toThrow();
  });
});
