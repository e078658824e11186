import { sql } from 'drizzle-orm';
import { allows, PERMISSIONS } from '@contract';
import { qualityApplications, qualitySubmissions } from '../../db/schema';
import type { FileReader } from '../files/service';

/**
 * Auditors read the data file and test report of a submission someone applied with (the review shows them); the
 * uploader reads their own files by the general rule. Nobody else does.
 */
export const auditorReadsApplicationFiles: FileReader = async (db, user, file) => {
  if (!user || !allows(user.ability, PERMISSIONS.qualityAudit)) return undefined;
  const rows = await db.execute(sql`
    select 1 from ${qualitySubmissions} s join ${qualityApplications} a on a.submission_id = s.id
    where ${file.id}::text in (s.data_file_id, s.report_file_id) limit 1`);
  return rows.rows.length > 0 ? 'private' : undefined;
};
