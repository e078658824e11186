/** Types of score.mjs (plain JavaScript so that the benchmark runs it without a build). */
export interface AccuracyQuestion {
  q: string;
  lang: string;
  tool: string;
  expect: { answered: boolean; values?: number[]; texts?: string[]; cites?: string[]; intent?: string };
}
export interface ScoredAnswer {
  text: string;
  answered: boolean | null;
  intent: string | null;
  citations: { label: string; href: string | null }[];
}
export function numbersIn(text: string): number[];
export function scoreAnswer(
  question: AccuracyQuestion,
  answer: ScoredAnswer,
): { value: boolean; cited: boolean; refusal: boolean; ok: boolean; failures: string[] };
