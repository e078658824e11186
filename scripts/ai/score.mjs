// Scores an answer of the AI assistant against one question of tests/fixtures/ai-questions.json (issue 20): used by
// the benchmark (scripts/bench-ai.mjs, over HTTP) and by the regression test (server/modules/ai/accuracy.test.ts).

/** Numbers written in a text ('≥ 345 MPa', '0.24 %', '−30 °C', '1,000'). */
export function numbersIn(text) {
  return [...text.replace(/(\d),(?=\d{3}\b)/g, '$1').matchAll(/[-−]?\d+(?:\.\d+)?/g)].map((match) => Number(match[0].replace('−', '-')));
}

/** A stated number matches an expected one to 0.5 % (conversions are rounded). */
const stated = (numbers, expected) => numbers.some((value) => Math.abs(value - expected) <= Math.max(Math.abs(expected) * 0.005, 1e-9));

/**
 * `answer`: { text, answered, intent, citations: [{ label, href }] }. Returns what held: `value` (every expected
 * number and text stated), `cited` (each expected name in a citation's label, linked to a page), `refusal`
 * (an unanswerable question answered as such), and `ok` (all of them).
 */
export function scoreAnswer(question, answer) {
  const { expect } = question;
  const failures = [];
  if (!expect.answered) {
    if (answer.answered) failures.push('answered a question the data cannot answer');
    return { value: true, cited: true, refusal: failures.length === 0, ok: failures.length === 0, failures };
  }
  if (!answer.answered) failures.push('refused');
  const numbers = numbersIn(answer.text);
  const text = answer.text.toLowerCase();
  const valueOk =
    (expect.values ?? []).every((value) => stated(numbers, value)) && (expect.texts ?? []).every((word) => text.includes(word.toLowerCase()));
  if (!valueOk) failures.push(`value: expected ${[...(expect.values ?? []), ...(expect.texts ?? [])].join(', ')}`);
  const citations = answer.citations ?? [];
  const citedOk =
    (expect.cites ?? []).every((name) => citations.some((citation) => citation.label.includes(name) && typeof citation.href === 'string' && citation.href !== '')) &&
    (numbers.length === 0 || expect.intent === 'convert' || citations.length > 0);
  if (!citedOk) failures.push(`citations: expected ${(expect.cites ?? []).join(', ') || 'a source'}`);
  if (expect.intent && answer.intent !== expect.intent) failures.push(`intent ${answer.intent}, expected ${expect.intent}`);
  return { value: valueOk, cited: citedOk, refusal: true, ok: failures.length === 0, failures };
}
