import type { MATCH_PROCESSES as ContractProcesses, MATCH_PROPERTIES as ContractProperties } from '@contract/endpoints/intelligentMatching';

/**
 * The contract's lists, restated so that pages showing results do not pull in zod with the contract module;
 * endpoints.test.ts checks that both agree.
 */
export type MatchProcess = (typeof ContractProcesses)[number];
export type MatchProperty = (typeof ContractProperties)[number];

export const MATCH_PROCESSES: readonly MatchProcess[] = ['SMAW', 'GMAW', 'FCAW', 'GTAW', 'SAW'];
export const MATCH_PROPERTIES: readonly MatchProperty[] = ['yield', 'tensile', 'elongation', 'reductionOfArea', 'hardness', 'impact'];
export const HARDNESS_SCALES = ['HBW', 'HB', 'HRC', 'HRB', 'HV'] as const;
export const MATCH_RESULT_LIMIT = 100;
/** The contract's MATCH_CLOSE_SCORE: a match scoring at least this is close. */
export const MATCH_CLOSE_SCORE = 80;
export const RESULT_PAGE_SIZES = [10, 20, 50] as const;
