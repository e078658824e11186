import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_QUOTAS } from '@contract';
import { quotasFromEnv } from './quota';

const MB = 1024 * 1024;

describe('storage quotas from the environment', () => {
  it('are the defaults, in bytes, when nothing is set (1 GB per uploader, 10 GB per company)', () => {
    expect(quotasFromEnv({})).toEqual(DEFAULT_FILE_QUOTAS);
    expect(quotasFromEnv({ ATSTEEL_QUOTA_USER_MB: '', ATSTEEL_QUOTA_COMPANY_MB: '' })).toEqual({ userBytes: 1024 * MB, companyBytes: 10240 * MB });
  });

  it('take whole megabytes and refuse anything else', () => {
    expect(quotasFromEnv({ ATSTEEL_QUOTA_USER_MB: '5', ATSTEEL_QUOTA_COMPANY_MB: '50' })).toEqual({ userBytes: 5 * MB, companyBytes: 50 * MB });
    expect(() => quotasFromEnv({ ATSTEEL_QUOTA_USER_MB: '1.5' })).toThrow(/whole number of megabytes/);
    expect(() => quotasFromEnv({ ATSTEEL_QUOTA_COMPANY_MB: '0' })).toThrow(/whole number of megabytes/);
  });
});
