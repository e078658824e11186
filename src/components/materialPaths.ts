import { PUBLIC_PATHS } from '@contract/publicPages';

/**
 * Addresses of the materials pages, shared by the portal and the console (favourites link to a grade).
 * Paths are without the language prefix: the router's basename adds `/en`.
 */
export type MaterialKind = 'steel' | 'welding' | 'aluminium';

export const MATERIAL_PATHS = {
  home: '/material/materialHome',
  compare: '/material/compare',
  hotSearch: '/hotSearch',
  dataSet: '/zhj/dataSet',
  /** RESEARCH_PATHS.productList, without loading the R&D data contract into the materials pages. */
  dataProducts: '/zhj/productList',
  detail: PUBLIC_PATHS.grade,
  standard: PUBLIC_PATHS.standard,
  /** The search with a query, e.g. `{ q: 'Q235' }` or `{ type: 'aluminium', category: '…' }`. */
  search: (query: Record<string, string | undefined>) => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
    const text = params.toString();
    return text ? `/material/materialHome?${text}` : '/material/materialHome';
  },
};
