import type { Endpoint, EndpointRef } from '@contract/endpoint';
import type { materialSearch } from '@contract/endpoints/materials';

const ref = <E extends Endpoint>(method: E['method'], path: E['path']): EndpointRef<E> => ({ method, path });

/**
 * Search, filter options and suggestions over every material type, as light references (no zod on the home or
 * the search page's first load); endpoints.test.ts checks them against the contract.
 */
export const materialSearchRefs = {
  search: ref<typeof materialSearch.search>('POST', '/atsteel/material/search'),
  getSpecExtend: ref<typeof materialSearch.getSpecExtend>('POST', '/atsteel/material/getSpecExtend'),
  suggest: ref<typeof materialSearch.suggest>('GET', '/atsteel/material/suggest'),
};

/** Keywords longer than this get no suggestions (the contract's SUGGEST_MAX_LENGTH). */
export const SUGGEST_MAX_LENGTH = 40;
/** How long typing must pause before suggestions are asked. */
export const SUGGEST_DELAY_MS = 150;
