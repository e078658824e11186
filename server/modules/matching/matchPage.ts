import { MATCH_RESULT_LIMIT, type MaterialType } from '@contract';
import { ELEMENT_PROFILES } from './elements';
import { explainMatch, roundExplanation, type MatchExplanation } from './explanation';
import type { MatchIndex, Ranked } from './matchIndex';
import { wantedCondition } from './properties';
import { scoreGrades } from './score';
import { systemOf } from './systems';
import type { MatchableGrade } from './types';

/**
 * A declared equivalent of the query (a pair a standard states) ranks above the undeclared candidates whose
 * score is at most this many points higher; its score and explanation stay as computed.
 */
export const DECLARED_WINDOW = 10;

/** Who declared a candidate equivalent to the query: the standard and where in it. */
export interface DeclaredBy {
  standard: string;
  ref: string;
}

/**
 * The order of results with declared equivalents: by score, a declared one counting DECLARED_WINDOW points
 * more (and first on equal terms); the scores themselves are not changed.
 */
export function rankWithDeclared<T extends { score: number; declared: readonly DeclaredBy[] }>(items: readonly T[]): T[] {
  const key = (item: T) => item.score + (item.declared.length ? DECLARED_WINDOW : 0);
  return [...items].sort((a, b) => key(b) - key(a) || b.declared.length - a.declared.length || b.score - a.score);
}

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
  /** Whole systems (systems.ts), looked in together with targetStandards. */
  targetSystems?: readonly string[];
  targetCountries?: readonly string[];
  /** Standards left out besides the query's own (the targets, when looking elsewhere). */
  excludeStandards?: readonly string[];
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
  /** The best score among all the ranked results (rounded as shown), null when nothing passed. */
  best: number | null;
  list: { rank: number; score: number; grade: MatchableGrade; explanation: MatchExplanation; declared: DeclaredBy[] }[];
}

/**
 * The query's declared equivalents by grade id, with their sources. A pair naming a hidden twin (twins.ts) counts for
 * the twin shown, unless the request asks for the hidden one's standard.
 */
function declaredOf(index: MatchIndex, request: MatchPageRequest): Map<number, DeclaredBy[]> {
  const byId = new Map<number, DeclaredBy[]>();
  for (const { gradeId, standard, ref } of request.query.declared ?? []) {
    const named = index.get(gradeId);
    const id = named && request.targetStandards?.includes(named.standard.number) ? gradeId : index.shownTwin(gradeId);
    const sources = byId.get(id) ?? [];
    if (!sources.some((source) => source.standard === standard && source.ref === ref)) byId.set(id, [...sources, { standard, ref }]);
  }
  return byId;
}

/** Whether a grade is in the named standards or systems (any grade when neither is given; a hidden twin only when named). */
function inTargets(grade: MatchableGrade, request: MatchPageRequest): boolean {
  const { targetStandards, targetSystems } = request;
  if (!targetStandards && !targetSystems) return true;
  return !!targetStandards?.includes(grade.standard.number) || !!targetSystems?.includes(systemOf(grade));
}

/** Whether a grade passes the request's filters as topK applies them (for declared equivalents outside the top k). */
function passes(grade: MatchableGrade, request: MatchPageRequest, excludeIds: readonly number[]): boolean {
  const { query } = request;
  const types = request.targetTypes ?? [query.type];
  return (
    !excludeIds.includes(grade.id) &&
    types.includes(grade.type) &&
    ELEMENT_PROFILES[grade.type] === ELEMENT_PROFILES[query.type] &&
    (grade.companyId === null || grade.companyId === (request.companyId ?? null)) &&
    inTargets(grade, request) &&
    !request.excludeStandards?.includes(grade.standard.number) &&
    (!request.targetCountries || request.targetCountries.includes(grade.standard.country)) &&
    (request.includeQueryStandard || !query.standard.number || grade.standard.number !== query.standard.number)
  );
}

function excludedStandards(request: MatchPageRequest): string[] | undefined {
  const own = request.includeQueryStandard || !request.query.standard.number ? [] : [request.query.standard.number];
  const excluded = [...own, ...(request.excludeStandards ?? [])];
  return excluded.length ? excluded : undefined;
}

export function matchPage(index: MatchIndex, request: MatchPageRequest): MatchPage {
  const { query, pageNum, pageSize, condition = null, thickness = null } = request;
  const k = Math.min(pageNum * pageSize, MATCH_RESULT_LIMIT);
  // Neither the query nor its twins in other product standards of its country (twins.ts).
  const excludeIds = [query.id, ...index.twinsOf(query.id)];
  const { total, results } = index.topK({
    query,
    k,
    condition,
    thickness,
    filters: {
      types: request.targetTypes,
      standards: request.targetStandards,
      systems: request.targetSystems,
      countries: request.targetCountries,
      excludeStandards: excludedStandards(request),
      excludeIds,
      companyId: request.companyId ?? null,
    },
  });
  // Declared equivalents rank up by at most DECLARED_WINDOW points: those outside the top k are scored too, so
  // that the first k by the declared order are the same whatever k (pages agree).
  const declared = declaredOf(index, request);
  const inTop = new Set(results.map((result) => result.grade.id));
  const outside: Ranked[] = [...declared.keys()].flatMap((id) => {
    const grade = index.get(id);
    return grade && !inTop.has(id) && passes(grade, request, excludeIds) ? [{ grade, score: scoreGrades(query, grade, { condition, thickness }) }] : [];
  });
  const ranked = rankWithDeclared([...results, ...outside].map((result) => ({ ...result, declared: declared.get(result.grade.id) ?? [] }))).slice(0, k);
  const first = (pageNum - 1) * pageSize;
  return {
    total: Math.min(total, MATCH_RESULT_LIMIT),
    pageNum,
    pageSize,
    condition: wantedCondition(query.mechanical, condition),
    thickness,
    best: ranked.length ? Math.round(Math.max(...ranked.map((result) => result.score)) * 10) / 10 : null,
    list: ranked.slice(first, first + pageSize).map(({ grade, declared: declaredBy }, offset) => {
      const explanation = roundExplanation(explainMatch(query, grade, { condition, thickness }));
      return { rank: first + offset + 1, score: explanation.score, grade, explanation, declared: declaredBy };
    }),
  };
}
