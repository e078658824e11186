import { and, eq } from 'drizzle-orm';
import { MSG } from '@contract';
import type { Db } from '../../db/client';
import { laboratories } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import type { SessionUser } from '../../plugins/auth';

/**
 * Which laboratory a lab account acts for: the one of its company (one laboratory per company). Other modules
 * (equipments, demands, publications) start every laboratory-side call here, so a lab only ever reaches its own rows.
 */
type Reader = Pick<Db, 'select'>;

export async function laboratoryOfCompany(db: Reader, companyId: number | null) {
  if (companyId === null) return undefined;
  const [row] = await db.select().from(laboratories).where(eq(laboratories.companyId, companyId)).limit(1);
  return row;
}

/** The caller's laboratory once an auditor approved it; 409 'laboratoryNotApproved' before that. */
export async function requireApprovedLaboratory(db: Reader, user: Pick<SessionUser, 'companyId'>): Promise<number> {
  const lab = await laboratoryOfCompany(db, user.companyId);
  if (!lab || lab.state !== 'approved') throw new AppError(409, MSG.laboratoryNotApproved);
  return lab.id;
}

/** A published (approved) laboratory by id, or 404. */
export async function requirePublishedLaboratory(db: Reader, id: number) {
  const [row] = await db
    .select()
    .from(laboratories)
    .where(and(eq(laboratories.id, id), eq(laboratories.state, 'approved')))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
