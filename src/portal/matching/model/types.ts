import type { InputOf, OutputOf } from '@contract/endpoint';
import type { intelligentMatching } from '@contract/endpoints/intelligentMatching';

/** The answers of the matching calls, as the screens receive them. */
export type ConditionOutput = OutputOf<typeof intelligentMatching.condition>;
export type MatchResultsOutput = OutputOf<typeof intelligentMatching.results>;
export type ContrastOutput = OutputOf<typeof intelligentMatching.contrast>;
export type WeldingOutput = OutputOf<typeof intelligentMatching.weldingResults>;
export type WeldingResultsInput = InputOf<typeof intelligentMatching.weldingResults>;
