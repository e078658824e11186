/**
 * (issue 19) — the helper owning this file describes it here.
 * `DOCUMENT_API` lists this file's endpoint groups; contract/index.ts spreads it into `API`.
 */
export const DOCUMENT_API = {} as const;
