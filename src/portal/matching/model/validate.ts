import { matchResultsInput, weldingResultsInput } from '@contract/endpoints/intelligentMatching';
import { resultsInput, type MatchState } from './urlState';
import { weldingInput, type WeldingState } from './weldingState';

/**
 * The contract's own rules for a query (the server applies the same): a grade or something entered
 * ('Brand/grade cannot be empty'), max not below min, each element once, an impact temperature.
 * Returns the message key of the first problem, or null.
 */
export function queryProblem(state: MatchState): string | null {
  const parsed = matchResultsInput.safeParse(resultsInput(state));
  return parsed.success ? null : parsed.error.issues[0].message;
}

/** The contract's rules for a welding query: one or two different base metals. */
export function weldingProblem(state: WeldingState): string | null {
  const parsed = weldingResultsInput.safeParse(weldingInput(state));
  return parsed.success ? null : parsed.error.issues[0].message;
}
