import { useCustom } from '@refinedev/core';
import { COMPANY_LIMITS, companyGroups, type CompanyGroup } from '@contract/endpoints/company';
import type { Page } from '@contract/result';

/** Every group of the company (at most COMPANY_LIMITS.groupsPerCompanyMax) as select options. */
export function useGroupOptions() {
  const { result } = useCustom<Page<CompanyGroup>>({
    url: companyGroups.listGroups.path,
    method: 'get',
    config: { query: { pageNum: 1, pageSize: COMPANY_LIMITS.groupsPerCompanyMax } },
    errorNotification: false,
    meta: { silent: true },
  });
  const page = result.data as Page<CompanyGroup> | undefined;
  return (page?.list ?? []).map((group) => ({ value: group.id, label: group.name }));
}
