import type { Citation } from '@contract';
import { skillNamed } from '../../skills';
import { recogniseGrades, unknownDesignation, type GradeMention } from '../../skills/grades';
import { SUGGESTION } from '../../skills/refusals';
import { keepCited, shiftReferences } from '../citations';
import type { Engine, EngineAnswer, EngineContext, HistoryMessage, Language, Skill, SkillResult } from '../types';
import { asksSomething, parseQuestion, type ParsedQuestion } from './parse';
import { planCalls, type Call } from './plan';

/** Pieces of a text to stream (sentences and lines), which together are the text. */
export const sentences = (text: string) => text.match(/[^。！？!?\n]*(?:[。！？!?]+|\n+|$)/g)?.filter(Boolean) ?? [text];

function unanswerable(language: Language, reason: string): EngineAnswer {
  return { text: `${reason}${reason ? (language === 'zh' ? '' : ' ') : ''}${SUGGESTION[language]}`, citations: [], answered: false, intent: 'unanswerable' };
}

const NOTHING = {
  zh: '平台数据无法回答这个问题。',
  en: "The platform's data does not answer this question.",
};

/** The grades of the latest earlier question (else answer) naming any: what 'it' / '它' refers to. */
async function historyMentions(history: HistoryMessage[], context: EngineContext): Promise<GradeMention[]> {
  const latestFirst = [...history].reverse();
  for (const role of ['user', 'assistant'] as const) {
    for (const message of latestFirst.filter((item) => item.role === role)) {
      const mentions = await recogniseGrades(context, message.text);
      if (mentions.length) return role === 'user' ? mentions : mentions.slice(0, 1);
    }
  }
  return [];
}

/** A follow-up without a question of its own ("and at 50 mm?", "Q390B 呢？") asks what the previous question asked. */
function withPrevious(parsed: ParsedQuestion, history: HistoryMessage[]): ParsedQuestion {
  if (asksSomething(parsed) || parsed.conversion || parsed.standardWords || parsed.help) return parsed;
  const previous = [...history].reverse().find((message) => message.role === 'user');
  if (!previous) return parsed;
  const before = parseQuestion(previous.text);
  if (!asksSomething(before)) return parsed;
  return { ...before, text: parsed.text, pronoun: parsed.pronoun, standards: parsed.standards, thickness: parsed.thickness ?? before.thickness, condition: parsed.condition ?? before.condition };
}

async function run(call: Call, context: EngineContext): Promise<SkillResult & { intent: string }> {
  const skill = skillNamed(call.skill) as Skill<unknown> | undefined;
  if (!skill) throw new Error(`no skill ${call.skill}`);
  const args = skill.parameters.parse(call.args);
  return { ...(await skill.run(args, context)), intent: call.intent };
}

/** The skills' results as one answer: texts joined, citations renumbered after each other's, then only those cited. */
function merged(results: (SkillResult & { intent: string })[], language: Language): EngineAnswer {
  const answered = results.filter((result) => result.answered);
  if (answered.length === 0) {
    return unanswerable(language, results.map((result) => result.text).filter(Boolean).join('\n') + '\n');
  }
  const citations: Citation[] = [];
  const texts: string[] = [];
  for (const result of results) {
    texts.push(shiftReferences(result.text, citations.length));
    citations.push(...result.citations);
  }
  const kept = keepCited(texts.filter(Boolean).join('\n'), citations);
  return {
    text: kept.text,
    citations: kept.citations,
    answered: true,
    intent: answered[0].intent,
    chart: answered.find((result) => result.chart)?.chart ?? null,
    table: answered.find((result) => result.table)?.table ?? null,
    draft: answered.find((result) => result.draft)?.draft ?? null,
  };
}

async function respond(question: string, history: HistoryMessage[], context: EngineContext): Promise<EngineAnswer> {
  const { language } = context;
  if (context.tool === 'file') {
    const skill = skillNamed('searchDocument');
    if (!skill) return unanswerable(language, language === 'zh' ? '文档问答暂不可用。' : 'Questions about documents are not available yet.');
    const result = await run({ skill: 'searchDocument', args: { query: question }, intent: 'document' }, context);
    return result.answered ? merged([result], language) : { text: result.text, citations: [], answered: false, intent: 'unanswerable' };
  }
  const parsed = withPrevious(parseQuestion(question), history);
  if (parsed.conversion && context.tool === 'chat') {
    const { value, from, to } = parsed.conversion;
    return merged([await run({ skill: 'convertUnit', args: { value, from, to: to ?? undefined }, intent: 'convert' }, context)], language);
  }
  if (parsed.notHeld && !parsed.help) {
    return unanswerable(
      language,
      language === 'zh' ? `平台目录中没有“${parsed.notHeld}”的数据。` : `The platform's catalogue holds no data on "${parsed.notHeld}".`,
    );
  }
  let mentions = await recogniseGrades(context, parsed.text);
  const wantsGrade = asksSomething(parsed) || context.tool !== 'chat';
  if (mentions.length === 0 && wantsGrade && (parsed.pronoun || history.length > 0) && !unknownDesignation(parsed.text, mentions)) {
    mentions = await historyMentions(history, context);
  } else if (mentions.length === 1 && parsed.pronoun && parsed.compare) {
    const earlier = (await historyMentions(history, context)).filter((mention) => !mention.grades.some((grade) => mentions[0].grades.some((other) => other.id === grade.id)));
    mentions = [...earlier.slice(0, 1), ...mentions];
  }

  if (parsed.standards.length && parsed.standardWords && parsed.properties.length === 0 && !parsed.composition && !parsed.equivalents && !parsed.compare && context.tool === 'chat') {
    return merged([await run({ skill: 'standardInfo', args: { standard: parsed.standards[0].text }, intent: 'standard' }, context)], language);
  }
  if (mentions.length === 0) {
    const unknown = unknownDesignation(parsed.text, mentions);
    if (unknown) {
      return unanswerable(language, language === 'zh' ? `平台目录中没有找到牌号“${unknown}”。` : `The platform's catalogue has no grade "${unknown}".`);
    }
    if (parsed.standards.length && context.tool === 'chat') {
      return merged([await run({ skill: 'standardInfo', args: { standard: parsed.standards[0].text }, intent: 'standard' }, context)], language);
    }
    if (parsed.help && context.tool === 'chat') {
      return merged([await run({ skill: 'searchHelp', args: { query: parsed.text }, intent: 'help' }, context)], language);
    }
    if (wantsGrade) return unanswerable(language, language === 'zh' ? '请说明要查询的牌号。' : 'Please name the grade you are asking about.');
    return unanswerable(language, NOTHING[language]);
  }
  const calls = planCalls(parsed, mentions, context.tool);
  const results = [];
  for (const call of calls) results.push(await run(call, context));
  return merged(results, language);
}

/** The built-in engine: parses a question into calls of the platform's skills and words their results. */
export const builtinEngine: Engine = {
  name: 'builtin',
  async answer(question, history, context, onText) {
    const answer = await respond(question, history, context);
    for (const piece of sentences(answer.text)) onText(piece);
    return answer;
  },
};
