import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { baseUnitOf, MSG, RESEARCH_LIMITS, type importCommitInput, type ImportPreview, type importInput, type Quantity } from '@contract';
import { researchDataSets, storedFiles } from '../../../db/schema';
import type { ResearchColumnRow, ResearchFileRow } from '../../../db/schema/researchData';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import { convertTable } from '../importFile/convert';
import type { MappingColumn } from '../importFile/mapping';
import { proposeMapping } from '../importFile/propose';
import { readDataFile } from '../importFile/read';
import { nextVersionOf, replaceRows, signVersion } from '../versions';
import { detailFor } from './detail';

/**
 * Importing a data file into a data set: a preview (headers, a proposed or given mapping, the first rows
 * converted, every problem row by row), then an all-or-nothing commit that replaces the rows and signs a version.
 * The file must be the caller's own upload for this purpose; anyone else's is the 404 of a missing one.
 */
type PreviewInput = z.output<typeof importInput>;
type CommitInput = z.output<typeof importCommitInput>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownDataFile(ctx: ResearchContext, user: SessionUser, fileId: string) {
  if (!UUID.test(fileId)) throw notFound();
  const [file] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.uploadedBy, user.userId), eq(storedFiles.purpose, 'researchDataFile')));
  const bytes = file ? await ctx.storage.get(file.id) : undefined;
  if (!file || !bytes) throw notFound();
  return { file, bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes) };
}

async function readAndConvert(ctx: ResearchContext, user: SessionUser, input: PreviewInput, keep: number) {
  const { file, bytes } = await ownDataFile(ctx, user, input.fileId);
  const read = await readDataFile(bytes, file.contentType, input.sheet);
  const mapping: MappingColumn[] =
    (input.mapping as MappingColumn[] | undefined) ?? proposeMapping(read.table.headers, read.table.rows.map((row) => row.cells));
  const converted = convertTable(read.table, mapping, { keep, problemsMax: RESEARCH_LIMITS.problemsShownMax });
  return { file, read, mapping, converted };
}

export async function importPreview(ctx: ResearchContext, user: SessionUser, input: PreviewInput): Promise<ImportPreview> {
  const { file, read, mapping, converted } = await readAndConvert(ctx, user, input, RESEARCH_LIMITS.previewRows);
  return {
    fileName: file.name,
    encoding: read.encoding,
    sheets: read.sheets,
    headers: read.table.headers,
    mapping: mapping.map((column) => ({ ...column, condition: column.condition ?? '' })),
    rowCount: read.table.rows.length,
    rows: converted.rows,
    problems: converted.problems,
    problemCount: converted.problemCount,
  };
}

/** The data set's columns as the mapping makes them: skipped ones left out, values kept in the base unit. */
export const columnsOf = (mapping: MappingColumn[]): ResearchColumnRow[] =>
  mapping
    .filter((column) => !column.skip)
    .map(({ key, label, quantity, condition, element, property }) => ({
      key,
      label,
      quantity,
      unit: baseUnitOf(quantity as Quantity),
      condition: condition ?? '',
      element: element ?? null,
      property: property ?? null,
    }));

export async function importCommit(ctx: ResearchContext, user: SessionUser, input: CommitInput) {
  const now = ctx.clock.now();
  const { row } = await requireAccess(ctx.db, user, input.id, 'owner', now);
  if (row.recycledAt) throw conflict(MSG.researchRecycled);
  const { file, converted, mapping } = await readAndConvert(ctx, user, input, Number.POSITIVE_INFINITY);
  if (converted.problemCount > 0) throw badRequest(MSG.researchImportProblems, { count: converted.problemCount });
  const columns = columnsOf(mapping);
  if (!columns.length) throw badRequest(MSG.researchColumnInvalid);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(researchDataSets).where(eq(researchDataSets.id, row.id)).for('update');
    const source: ResearchFileRow = { fileId: file.id, kind: 'source', name: file.name };
    const files = locked.files.some((held) => held.fileId === file.id) ? locked.files : [...locked.files, source];
    await tx.update(researchDataSets).set({ columns, files, updatedAt: now }).where(eq(researchDataSets.id, row.id));
    await replaceRows(tx, row.id, nextVersionOf(locked), converted.rows);
    const summary = input.summary || `imported ${file.name} (${converted.rows.length} rows)`;
    await signVersion(tx, ctx.key, row.id, summary, user.userId, now);
  });
  return detailFor(ctx, user, row.id);
}
