import { inArray, sql } from 'drizzle-orm';
import type { LaboratoryFile } from '@contract';
import type { Db } from '../../../db/client';
import { storedFiles } from '../../../db/schema';

/** Names of the files an application shows (for links), in the order asked. */
export async function fileInfos(db: Pick<Db, 'select'>, ids: string[]): Promise<LaboratoryFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: storedFiles.id, name: storedFiles.name, contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The laboratories that refer to a file and whether they show it publicly once approved (logo, brochure,
 * certificate scans, capability files, instrument photos; the other attachments stay between the laboratory and
 * the auditors).
 */
export async function laboratoriesReferring(db: Pick<Db, 'execute'>, fileId: string) {
  const { rows } = await db.execute<{ state: string; shown: boolean }>(sql`
    select l.state, (l.logo_id = ${fileId}::uuid or l.brochure_id = ${fileId}::uuid or l.capability_file_ids ? ${fileId}::text
        or l.qualifications @> jsonb_build_array(jsonb_build_object('fileId', ${fileId}::text))) as shown
      from laboratories l
      where l.logo_id = ${fileId}::uuid or l.brochure_id = ${fileId}::uuid or l.capability_file_ids ? ${fileId}::text
        or l.attachment_ids ? ${fileId}::text or l.qualifications @> jsonb_build_array(jsonb_build_object('fileId', ${fileId}::text))
    union all
    select l.state, true from laboratory_instruments i join laboratories l on l.id = i.laboratory_id where i.photo_id = ${fileId}::uuid`);
  return rows;
}
