import { sql } from 'drizzle-orm';
import { allows, PERMISSIONS } from '@contract';
import { customOrders, workflowHistory } from '../../db/schema';
import type { FileReader } from '../files/service';

/**
 * An order's files (the request's attachments, the files of its steps) are read by the order's buyer and by the
 * platform that works the orders; the uploader reads its own by the general rule. Nobody else does.
 */
export const customOrderFileReader: FileReader = async (db, user, file) => {
  if (!user) return undefined;
  const platform = allows(user.ability, PERMISSIONS.customAdminister);
  const rows = await db.execute(sql`
    select 1 from ${customOrders} o
    where (${platform} or o.user_id = ${user.userId})
      and (o.attachment_ids ? ${file.id}::text
        or exists (select 1 from ${workflowHistory} h
          where h.subject = 'customOrder' and h.subject_id = o.id and h.files ? ${file.id}::text))
    limit 1`);
  return rows.rows.length > 0 ? 'private' : undefined;
};
