/**
 * Addresses of the matching pages (without the language prefix: the router's basename adds `/en`).
 * Queries are built by model/urlState.ts.
 */
export const MATCHING_PATHS = {
  index: '/mind/mindIndex',
  form: '/mind/gcMatching',
  results: '/mind/gcMatchingNext',
  compare: '/mind/mindCompare',
  chart: '/mind/mindEchart',
  detail: '/mind/seeDetail',
  composition: '/mind/seeDetailHC',
  welding: '/mind/seeDetailLHJ',
  standards: '/mind/standard',
  similarity: '/allServer/similarity',
  similarityDetail: '/allServer/similarityDetail',
  similarityComposition: '/allServer/similarityNewDetail',
} as const;

export const withQuery = (path: string, params: URLSearchParams) => {
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};
