import { QUALITY_PATHS } from '../endpoints';
export { loginPath } from '../../../components/loginPath';

/** The ranking's addresses beyond the contract's QUALITY_PATHS (each also under /en through the router's basename). */
export const RANKING_PATHS = {
  landing: '/cloudGrade',
  /** The product-line ranking of one category (`/rank/:id`). */
  categoryLines: (categoryId: number) => `/rank/${categoryId}`,
  simulation: QUALITY_PATHS.home,
  method: (version?: string) => (version ? `${QUALITY_PATHS.method}?version=${encodeURIComponent(version)}` : QUALITY_PATHS.method),
} as const;

