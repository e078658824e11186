import { useCallback, useEffect, useState } from 'react';
import { companyInfo, type CompanyDetail } from '@contract/endpoints/company';
import { call } from '../../../providers/http';

/** The caller's company as the server has it; `reload` after a change. */
export function useCompanyDetail() {
  const [detail, setDetail] = useState<CompanyDetail>();
  const [failed, setFailed] = useState(false);
  const reload = useCallback(
    () =>
      call(companyInfo.getCompanyDetail, {}).then(
        (next) => setDetail(next),
        () => setFailed(true),
      ),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { detail, setDetail, failed, reload };
}
