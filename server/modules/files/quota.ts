import { DEFAULT_FILE_QUOTAS, MSG } from '@contract';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../http/errors';
import { bytesStoredBy, insertFile, lockKey, type FileRow } from './repository';

/** Bytes each uploader and each company may keep stored (ATSTEEL_QUOTA_USER_MB, ATSTEEL_QUOTA_COMPANY_MB). */
export interface FileQuotas {
  userBytes: number;
  companyBytes: number;
}

const MB = 1024 * 1024;

export function quotasFromEnv(env: NodeJS.ProcessEnv): FileQuotas {
  const megabytes = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback * MB;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a whole number of megabytes, e.g. 1024.`);
    return parsed * MB;
  };
  return {
    userBytes: megabytes('ATSTEEL_QUOTA_USER_MB', DEFAULT_FILE_QUOTAS.userBytes / MB),
    companyBytes: megabytes('ATSTEEL_QUOTA_COMPANY_MB', DEFAULT_FILE_QUOTAS.companyBytes / MB),
  };
}

/** Advisory-lock namespaces: one uploader's (or company's) uploads are checked against the quota one at a time. */
const USER_LOCK = 7311;
const COMPANY_LOCK = 7312;

const quotaExceeded = (bytes: number) => new AppError(413, MSG.storageQuotaExceeded, undefined, { quotaMb: Math.floor(bytes / MB) });

/**
 * Records a stored file unless it takes its uploader or company over quota (413, nothing recorded). The sums
 * and the insert run under a lock per uploader and per company, so parallel uploads cannot overshoot together.
 */
export async function insertWithinQuota(db: Db, values: typeof storedFiles.$inferInsert, quotas: FileQuotas): Promise<FileRow> {
  return db.transaction(async (tx) => {
    if (values.uploadedBy != null) {
      await lockKey(tx, USER_LOCK, values.uploadedBy);
      if ((await bytesStoredBy(tx, { uploadedBy: values.uploadedBy })) + values.size > quotas.userBytes) throw quotaExceeded(quotas.userBytes);
    }
    if (values.companyId != null) {
      await lockKey(tx, COMPANY_LOCK, values.companyId);
      if ((await bytesStoredBy(tx, { companyId: values.companyId })) + values.size > quotas.companyBytes) throw quotaExceeded(quotas.companyBytes);
    }
    return insertFile(tx, values);
  });
}
