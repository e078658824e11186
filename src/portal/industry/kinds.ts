import { INDUSTRY_KIND_API, INDUSTRY_PATHS, industryDetailPath, type IndustryKind } from '@contract/endpoints/industry';

export { INDUSTRY_KIND_API, INDUSTRY_PATHS, industryDetailPath };
export type { IndustryKind };

/** A positive id from the address, or undefined. */
export const idFrom = (raw: string | null | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined);

/** The login page, coming back to `here` afterwards. */
export const loginPath = (here: string) => `/login?redirect=${encodeURIComponent(here)}`;
