import { MSG, QUESTIONNAIRE_LIMITS, type Question } from '@contract';
import { badRequest } from '../../../http/errors';
import type { Answers } from '../repository/questionnaires';

const isBlank = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The answers as they will be stored, checked against the stored questions (pure): required questions answered,
 * options that exist (a single choice one, a multiple choice distinct ones), ratings 1–5, texts ≤ 500 characters.
 * Answers to unknown questions and empty optional answers are dropped; anything that does not fit answers 400.
 */
export function checkedAnswers(questions: Question[], given: Record<string, unknown>): Answers {
  const known = new Set(questions.map((question) => question.id));
  if (Object.keys(given).some((id) => !known.has(id))) throw badRequest(MSG.questionnaireAnswerInvalid);
  const answers: Answers = {};
  for (const question of questions) {
    const value = typeof given[question.id] === 'string' ? (given[question.id] as string).trim() : given[question.id];
    if (isBlank(value)) {
      if (question.required) throw badRequest(MSG.questionnaireAnswerRequired);
      continue;
    }
    const options = new Set(question.options.map((option) => option.id));
    const fits =
      (question.kind === 'single' && typeof value === 'string' && options.has(value)) ||
      (question.kind === 'multiple' && Array.isArray(value) && new Set(value).size === value.length && value.every((id) => options.has(id))) ||
      (question.kind === 'text' && typeof value === 'string' && value.length <= QUESTIONNAIRE_LIMITS.answerTextMax) ||
      (question.kind === 'rating' && Number.isInteger(value) && (value as number) >= QUESTIONNAIRE_LIMITS.ratingMin && (value as number) <= QUESTIONNAIRE_LIMITS.ratingMax);
    if (!fits) throw badRequest(MSG.questionnaireAnswerInvalid);
    answers[question.id] = value as string | string[] | number;
  }
  return answers;
}
