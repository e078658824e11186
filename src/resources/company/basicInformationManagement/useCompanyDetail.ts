import { useCustom } from '@refinedev/core';
import { companyInfo, type CompanyDetail } from '@contract/endpoints/company';

/** The caller's company as the server has it (read again after any action that invalidates the page's data). */
export function useCompanyDetail() {
  const { query, result } = useCustom<CompanyDetail>({ url: companyInfo.getCompanyDetail.path, method: 'get', errorNotification: false });
  return { detail: result.data as CompanyDetail | undefined, failed: query.isError };
}
