/**
 * (issue 19) — the helper owning this file describes it here.
 * `COMMUNITY_API` lists this file's endpoint groups; contract/index.ts spreads it into `API`.
 */
export const COMMUNITY_API = {} as const;
