import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { qualityEnterprises } from '../../../db/schema';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EnterpriseInput {
  creditCode: string;
  name: string;
  address: string;
  /** The applicant's platform company, if any: its people read the enterprise's reports free. */
  companyId: number | null;
}

/**
 * The enterprise of an approved application, by its credit code: created the first time, otherwise renamed to the
 * newest approved application's name and address; a platform company once linked stays linked unless a newer
 * application brings another one. Approval (helper C) and the test fixture (tests/support/quality.ts) both call this.
 */
export async function upsertEnterprise(tx: Tx, input: EnterpriseInput): Promise<number> {
  const [row] = await tx
    .insert(qualityEnterprises)
    .values(input)
    .onConflictDoUpdate({
      target: qualityEnterprises.creditCode,
      set: {
        name: sql`excluded.name`,
        address: sql`excluded.address`,
        companyId: sql`coalesce(excluded.company_id, ${qualityEnterprises.companyId})`,
      },
    })
    .returning({ id: qualityEnterprises.id });
  return row.id;
}

export async function enterpriseById(db: Db, id: number) {
  const [row] = await db.select().from(qualityEnterprises).where(eq(qualityEnterprises.id, id));
  return row;
}
