import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { dataSetRows, dataSets } from '../../schema';
import { insertMany } from '../bulk';
import { DATA_SETS, type DataSetDefinition } from './definitions';

type Cell = number | string | null;

/**
 * Reads one of our data set files: plain comma-separated values without quoting (both files are so; a quote
 * would mean the file changed shape, and then this refuses rather than guess).
 */
export function readDataSet(definition: DataSetDefinition) {
  const text = dataSetText(definition);
  return { text, rows: parseDataSet(definition, text) };
}

const dataSetText = (definition: DataSetDefinition) =>
  readFileSync(`${fileURLToPath(new URL('.', import.meta.url))}/${definition.file}`, 'utf8');

function parseDataSet(definition: DataSetDefinition, text: string) {
  if (text.includes('"')) throw new Error(`${definition.file}: quoted fields are not expected`);
  const [headerLine, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const headers = headerLine.split(',').map((header) => header.trim());
  const position = (header: string) => {
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`${definition.file}: no column "${header}"`);
    return index;
  };
  const columns = definition.columns.map((column) => ({ ...column, index: position(column.header) }));
  const indexColumn = definition.indexHeader === undefined ? undefined : position(definition.indexHeader);
  return lines.map((line, lineNo) => {
    const cells = line.split(',');
    if (cells.length !== headers.length) throw new Error(`${definition.file}: line ${lineNo + 2} has ${cells.length} fields`);
    const values: Record<string, Cell> = {};
    for (const column of columns) values[column.key] = cell(cells[column.index], column.text, definition.file, lineNo + 2);
    const rowNo = indexColumn === undefined ? lineNo + 1 : Number(cells[indexColumn]) + 1;
    return { rowNo, values };
  });
}

function cell(raw: string, text: true | undefined, file: string, line: number): Cell {
  const value = raw.trim();
  if (value === '') return null;
  if (text) return value;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new Error(`${file}: line ${line}: "${value}" is not a number`);
  return number;
}

/** Loads each data set when its file or description changed (hash kept on the data set row). */
export async function seedDataSets(db: Db, definitions: DataSetDefinition[] = DATA_SETS): Promise<void> {
  for (const definition of definitions) {
    const text = dataSetText(definition);
    const hash = createHash('sha256').update(JSON.stringify(definition)).update(text).digest('hex');
    const [existing] = await db.select({ hash: dataSets.contentHash }).from(dataSets).where(eq(dataSets.key, definition.key));
    if (existing?.hash === hash) continue;
    const rows = parseDataSet(definition, text);
    const values = {
      key: definition.key,
      titleZh: definition.title.zh,
      titleEn: definition.title.en,
      descriptionZh: definition.description.zh,
      descriptionEn: definition.description.en,
      citation: definition.citation,
      licence: definition.licence,
      sourceUrl: definition.sourceUrl,
      columns: definition.columns.map(({ key, label, unit }) => ({ key, label, unit })),
      rowCount: rows.length,
      contentHash: hash,
      updatedAt: new Date(),
    };
    await db.transaction(async (tx) => {
      const [{ id }] = await tx
        .insert(dataSets)
        .values(values)
        .onConflictDoUpdate({ target: dataSets.key, set: values })
        .returning({ id: dataSets.id });
      await tx.delete(dataSetRows).where(eq(dataSetRows.dataSetId, id));
      await insertMany(tx, dataSetRows, rows.map((row) => ({ dataSetId: id, ...row })));
    });
  }
}
