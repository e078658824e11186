export const BASIC_INFORMATION_ROUTE = '/my/enterpriseInformationManagement/basicInformationManagement';
