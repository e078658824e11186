import writeXlsxFile from 'write-excel-file/node';
import type { z } from 'zod';
import { API, type exportQuery } from '@contract';
import type { ResearchColumnRow } from '../../../db/schema/researchData';
import type { FileAnswer } from '../../../http/fileRoute';
import { RECORD_FORMAT, type ResearchRecord } from '../../../lib/dataChain/record';
import type { SessionUser } from '../../../plugins/auth';
import { requireAccess, type DataSetRow } from '../access';
import type { ResearchContext } from '../context';
import { contentOf, linkOf, metaOf, rowsOfVersion, versionsOf, type VersionMeta } from '../versions';
import { detailFor } from './detail';

/**
 * A data set's current rows as a file, for whoever may see its rows: CSV (UTF-8 with a byte-order mark so that
 * Excel reads it as such; a citation comment first), XLSX (the citation in the first row), or the signed record
 * (JSON, lib/dataChain/record.ts) that `npm run verify:record` checks offline.
 */
type Cell = number | string | null;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Yield strength (MPa)"; a plain number or text has no unit to show. */
export const headerOf = (column: ResearchColumnRow) => (column.unit && column.unit !== '1' ? `${column.label} (${column.unit})` : column.label);

/** Text a spreadsheet would take for a formula (=, +, -, @ first) is quoted away with an apostrophe. */
const safeText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = safeText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(citation: string, columns: ResearchColumnRow[], rows: Cell[][]): string {
  const lines = [`# ${citation.replace(/[\r\n]+/g, ' ')}`, columns.map((column) => csvField(headerOf(column))).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function xlsxOf(citation: string, columns: ResearchColumnRow[], rows: Cell[][]): Promise<Buffer> {
  const data = [
    [{ value: citation }],
    columns.map((column) => ({ value: headerOf(column), fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map((cell) => (cell === null ? null : { value: typeof cell === 'string' ? safeText(cell) : cell }))),
  ];
  return writeXlsxFile(data).toBuffer();
}

/** The signed record of the head version: its content as hashed, and every version's link. */
export async function recordOf(ctx: ResearchContext, row: DataSetRow, citation: string, owner: string, companyName: string | null): Promise<ResearchRecord> {
  const versions = await versionsOf(ctx.db, row.id);
  const head = versions.find(({ version }) => version.version === row.headVersion)?.version;
  const meta = head ? (head.meta as unknown as VersionMeta) : metaOf(row);
  const rows = await rowsOfVersion(ctx.db, row.id, row.headVersion);
  return {
    format: RECORD_FORMAT,
    dataSet: { id: row.id, name: row.name, materialName: row.materialName, owner, companyName, headVersion: row.headVersion, headHash: row.headHash, citation },
    content: contentOf(meta, rows),
    links: versions.map(({ version }) => linkOf(version)),
    publicKey: { keyId: ctx.key.keyId, url: API.researchDataChain.publicKey.path },
    exportedAt: ctx.clock.now().toISOString(),
  };
}

/** `attachment` with an ASCII name for old clients and the real name (RFC 5987) for the others. */
export function attachmentHeader(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+(?=[.-])|(?<=[.-])_+|^_+|_+$/g, '') || 'data';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export async function exportDataSet(ctx: ResearchContext, user: SessionUser | null, input: z.output<typeof exportQuery>): Promise<FileAnswer> {
  const { row } = await requireAccess(ctx.db, user, input.id, 'rows', ctx.clock.now());
  const detail = await detailFor(ctx, user, row.id);
  // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
  const base = `${row.name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_')}-v${row.headVersion}`;
  if (input.format === 'json') {
    const record = await recordOf(ctx, row, detail.citation, detail.owner, detail.companyName);
    return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(record, null, 2), headers: { 'content-disposition': attachmentHeader(`${base}.json`) } };
  }
  const rows = await rowsOfVersion(ctx.db, row.id, row.headVersion);
  if (input.format === 'xlsx') {
    return { contentType: XLSX_TYPE, body: await xlsxOf(detail.citation, row.columns, rows), headers: { 'content-disposition': attachmentHeader(`${base}.xlsx`) } };
  }
  return { contentType: 'text/csv; charset=utf-8', body: csvOf(detail.citation, row.columns, rows), headers: { 'content-disposition': attachmentHeader(`${base}.csv`) } };
}
