import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, RESEARCH_LIMITS, type filesInput } from '@contract';
import type { Db } from '../../../db/client';
import { researchDataSets, storedFiles } from '../../../db/schema';
import type { ResearchFileRow } from '../../../db/schema/researchData';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import type { FileReader } from '../../files/service';
import { requireAccess } from '../access';
import type { ResearchContext } from '../context';
import { detailFor } from './detail';

/**
 * A data set's attached files: raw machine files, pictures and reports the owner uploads (purpose
 * researchAttachment), beside the source files imports added. Who may read them is who may read the rows
 * (`dataSetFileReader`, registered with the files module), so sharing and revoking govern the files as well.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function setAttachments(ctx: ResearchContext, user: SessionUser, input: z.output<typeof filesInput>) {
  const now = ctx.clock.now();
  const { row } = await requireAccess(ctx.db, user, input.id, 'owner', now);
  if (row.recycledAt) throw conflict(MSG.researchRecycled);
  const ids = [...new Set(input.files.map((file) => file.fileId))];
  if (ids.some((id) => !UUID.test(id))) throw notFound();
  const uploads = ids.length
    ? await ctx.db
        .select({ id: storedFiles.id, name: storedFiles.name })
        .from(storedFiles)
        .where(and(inArray(storedFiles.id, ids), eq(storedFiles.uploadedBy, user.userId), eq(storedFiles.purpose, 'researchAttachment')))
    : [];
  // Files already attached stay readable even if the request names them again; anything else must be the caller's upload.
  const names = new Map(uploads.map((file) => [file.id, file.name]));
  for (const held of row.files) if (held.kind !== 'source') names.set(held.fileId, names.get(held.fileId) ?? held.name);
  if (ids.some((id) => !names.has(id))) throw notFound();
  const attached: ResearchFileRow[] = ids.map((fileId) => ({ fileId, kind: input.files.find((file) => file.fileId === fileId)!.kind, name: names.get(fileId)! }));
  const sources = row.files.filter((file) => file.kind === 'source');
  if (attached.length > RESEARCH_LIMITS.filesMax) throw badRequest(MSG.validationFailed);
  await ctx.db.update(researchDataSets).set({ files: [...sources, ...attached], updatedAt: now }).where(eq(researchDataSets.id, row.id));
  return detailFor(ctx, user, row.id);
}

/**
 * Reads of a data file or an attachment: its uploader always; anyone else only while they may see the rows of a
 * data set that lists the file. 'none' is final (a colleague of the uploader's company does not read a private
 * data set's files through the company rule of the files module).
 */
export function dataSetFileReader(now: () => Date): FileReader {
  return async (db: Db, user, file) => {
    if (user && file.uploadedBy === user.userId) return 'private';
    const holders = await db
      .select({ id: researchDataSets.id })
      .from(researchDataSets)
      .where(sql`${researchDataSets.files} @> jsonb_build_array(jsonb_build_object('fileId', ${file.id}::text))`);
    for (const holder of holders) {
      try {
        await requireAccess(db, user, holder.id, 'rows', now());
        return 'private';
      } catch (error) {
        // Refused for this data set: try the next one that lists the file.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return 'none';
  };
}
