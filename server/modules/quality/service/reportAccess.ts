import { PERMISSIONS, type Permission } from '@contract';
import type { Db } from '../../../db/client';
import { paidOrderFor, waitingOrderFor } from '../../payment/repository/orders';

/** Who asks about a line's report: a signed-in user, or nobody. */
export interface ReportReader {
  userId: number;
  companyId: number | null;
  permissions: readonly Permission[];
}

/** The line as far as access depends on it: the platform company of its enterprise. */
export interface ReportLine {
  id: number;
  enterpriseCompanyId: number | null;
}

/** The people of the line's enterprise (its platform company) read its reports free — and so may not buy them. */
export const isOfEnterprise = (reader: { companyId: number | null }, line: ReportLine) =>
  reader.companyId !== null && line.enterpriseCompanyId !== null && reader.companyId === line.enterpriseCompanyId;

/**
 * May the reader download the line's full report? (a) they paid a report order for it (paid, delivered or
 * completed: the ledger's PAID_STATES), (b) they belong to the enterprise's platform company, (c) they audit the
 * ranking. Access is read from the ledger each time; paying needs no hook.
 */
export async function mayDownloadReport(db: Db, reader: ReportReader | null, line: ReportLine): Promise<boolean> {
  if (!reader) return false;
  if (reader.permissions.includes(PERMISSIONS.qualityAudit)) return true;
  if (isOfEnterprise(reader, line)) return true;
  return (await paidOrderFor(db, reader.userId, 'report', String(line.id))) !== undefined;
}

/** The reader's unpaid order for the report, to resume paying; null when there is none or it has lapsed. */
export async function waitingReportOrder(db: Db, reader: ReportReader | null, line: ReportLine, now: Date): Promise<string | null> {
  if (!reader) return null;
  const waiting = await waitingOrderFor(db, reader.userId, 'report', String(line.id));
  return waiting && waiting.expiresAt > now ? waiting.orderNo : null;
}
