import { MATCH_RESULT_LIMIT, type MaterialType } from '@contract';
import { explainMatch, roundExplanation, type MatchExplanation } from './explanation';
import type { MatchIndex } from './matchIndex';
import { wantedCondition } from './properties';
import type { MatchableGrade } from './types';

/**
 * One page of the results call: the best matches of a query grade (from the catalogue or entered), in other
 * standards than the query's unless asked, best MATCH_RESULT_LIMIT pageable, each with its explanation
 * rounded for display. The caller (the route's service) turns grades into summaries.
 */
export interface MatchPageRequest {
  query: MatchableGrade;
  pageNum: number;
  pageSize: number;
  targetTypes?: readonly MaterialType[];
  targetStandards?: readonly string[];
  targetCountries?: readonly string[];
  includeQueryStandard?: boolean;
  condition?: string | null;
  thickness?: number | null;
  /** The caller's company: its enterprise grades are matched too. */
  companyId?: number | null;
}

export interface MatchPage {
  total: number;
  pageNum: number;
  pageSize: number;
  /** The condition properties were compared in, and the thickness. */
  condition: string | null;
  thickness: number | null;
  list: { rank: number; score: number; grade: MatchableGrade; explanation: MatchExplanation }[];
}

export function matchPage(index: MatchIndex, request: MatchPageRequest): MatchPage {
  const { query, pageNum, pageSize, condition = null, thickness = null } = request;
  const ownStandard = query.standard.number;
  const { total, results } = index.topK({
    query,
    k: Math.min(pageNum * pageSize, MATCH_RESULT_LIMIT),
    condition,
    thickness,
    filters: {
      types: request.targetTypes,
      standards: request.targetStandards,
      countries: request.targetCountries,
      excludeStandards: request.includeQueryStandard || !ownStandard ? undefined : [ownStandard],
      excludeIds: [query.id],
      companyId: request.companyId ?? null,
    },
  });
  const first = (pageNum - 1) * pageSize;
  return {
    total: Math.min(total, MATCH_RESULT_LIMIT),
    pageNum,
    pageSize,
    condition: wantedCondition(query.mechanical, condition),
    thickness,
    list: results.slice(first, first + pageSize).map(({ grade }, offset) => {
      const explanation = roundExplanation(explainMatch(query, grade, { condition, thickness }));
      return { rank: first + offset + 1, score: explanation.score, grade, explanation };
    }),
  };
}
