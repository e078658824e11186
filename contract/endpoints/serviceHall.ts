/**
 * (issue 19) — the helper owning this file describes it here.
 * `SERVICE_HALL_API` lists this file's endpoint groups; contract/index.ts spreads it into `API`.
 */
export const SERVICE_HALL_API = {} as const;
