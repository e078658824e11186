import { INDUSTRY_KIND_API, INDUSTRY_PATHS, industryDetailPath, type IndustryKind } from '@contract/endpoints/industry';
export { loginPath } from '../../components/loginPath';

export { INDUSTRY_KIND_API, INDUSTRY_PATHS, industryDetailPath };
export type { IndustryKind };

export { idFrom } from '../../components/pagedList/addressId';

