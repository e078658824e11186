import { useEffect, useState } from 'react';
import { COMPANY_LIMITS, companyGroups } from '@contract/endpoints/company';
import { call } from '../../../providers/http';

/** Every group of the company (at most COMPANY_LIMITS.groupsPerCompanyMax) as select options. */
export function useGroupOptions() {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    call(companyGroups.listGroups, { pageNum: 1, pageSize: COMPANY_LIMITS.groupsPerCompanyMax }, { silent: true }).then(
      (page) => setOptions(page.list.map((group) => ({ value: group.id, label: group.name }))),
      () => undefined,
    );
  }, []);
  return options;
}
