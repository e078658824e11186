// The AI assistant's answer accuracy and latency (issue 20), measured through HTTP on the running bench server:
// demo-company asks every question of tests/fixtures/ai-questions.json (POST /atsteel/ai/conversationDetailSave,
// the ordinary envelope, a new conversation each; the rate limit waited out), and each answer is scored (scripts/ai/score.mjs): the value
// stated, its source cited, a refusal when the data cannot answer. Reports, never judges.
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { scoreAnswer } from './ai/score.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function aiBench(base, token) {
  const { questions } = JSON.parse(await readFile(new URL('../tests/fixtures/ai-questions.json', import.meta.url), 'utf8'));
  const results = [];
  for (const question of questions) {
    let response;
    let ms;
    // Asking is rate limited per client (30 a minute): wait the time the server names, then ask again (not timed).
    for (;;) {
      const started = performance.now();
      response = await fetch(`${base}/atsteel/ai/conversationDetailSave`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': question.lang },
        body: JSON.stringify({ question: question.q, tool: question.tool }),
      });
      ms = performance.now() - started;
      if (response.status !== 429) break;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, (Number(response.headers.get('retry-after')) || 5) * 1000));
    }
    const envelope = await response.json();
    if (envelope.code !== 200) throw new Error(`"${question.q}" answered ${response.status}: ${envelope.msg}`);
    results.push({ question, ms, score: scoreAnswer(question, envelope.data.answer) });
    // Leave nothing behind in the demo account.
    await fetch(`${base}/atsteel/ai/conversationsDel?id=${envelope.data.conversation.id}`, { headers: { authorization: `Bearer ${token}` } });
  }
  const share = (list, key) => `${list.filter((result) => result.score[key]).length}/${list.length}`;
  const answerable = results.filter((result) => result.question.expect.answered);
  const unanswerable = results.filter((result) => !result.question.expect.answered);
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    total: results.length,
    correct: results.filter((result) => result.score.ok).length,
    byLanguage: ['zh', 'en'].map((lang) => {
      const list = results.filter((result) => result.question.lang === lang);
      return { lang, ok: share(list, 'ok') };
    }),
    value: share(answerable, 'value'),
    cited: share(answerable, 'cited'),
    refusal: share(unanswerable, 'refusal'),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    misses: results.filter((result) => !result.score.ok).map((result) => `${result.question.q} (${result.score.failures.join('; ')})`),
  };
}
