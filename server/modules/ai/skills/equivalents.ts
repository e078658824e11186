import { z } from 'zod';
import { COUNTRIES, matchResultsInput } from '@contract';
import { results } from '../../matching/service';
import type { Skill } from '../engine/types';
import { CitationList, sourceText } from './citationList';
import { gradeHref, gradesByKeys, resolveGrade, visibleDetails } from './grades';
import { gradeName, gradeNotFound, standardName } from './refusals';
import { gradeTitle } from './gradeSet';
import { standardMentions, standardsByKey } from './standards';

const parameters = z.object({
  grade: gradeName,
  standard: standardName,
  targetCountry: z.enum(COUNTRIES).optional().describe('Only equivalents of this country (CN, EU, US, JP …)'),
  targetStandard: z.string().trim().max(60).optional().describe("Only equivalents of this standard, e.g. 'EN 10025-2'"),
  limit: z.number().int().min(1).max(10).default(5),
});
type Args = z.input<typeof parameters>;

/** Where the portal explains one computed match against its query. */
export const similarityHref = (baseId: number, resultId: number) => `/allServer/similarityDetail?ids=${baseId},${resultId}`;

export const equivalents: Skill<Args> = {
  name: 'equivalents',
  description:
    "Equivalents of a grade in other standards: the equivalents its standard declares (with their source), and the matching engine's most similar grades (a computed similarity score 0–100, not a declaration); optionally of a target country or standard.",
  parameters,
  async run(args, context) {
    const { language } = context;
    const [ref] = await resolveGrade(context, args.grade, args.standard);
    if (!ref) return gradeNotFound(language, args.grade);
    // The grade in every product standard of its country that publishes it (GB/T 20878 and GB/T 1220 both have
    // 06Cr19Ni10): the equivalents any of them declares.
    const named = await gradesByKeys(context.db, ref.nameKeys, context.user.companyId ?? null);
    const twinIds = [ref.id, ...named.filter((other) => other.id !== ref.id && other.name === ref.name && other.country === ref.country).map((other) => other.id)];
    const twins = await visibleDetails(context, twinIds);
    const grade = twins.find((twin) => twin.id === ref.id) ?? twins[0];
    const citations = new CitationList();
    const lines: string[] = [];

    const targetNumbers: string[] = [];
    for (const mention of args.targetStandard ? standardMentions(args.targetStandard) : []) {
      targetNumbers.push(...(await standardsByKey(context, mention.key)).map((standard) => standard.number));
    }
    const targetKeys = new Set((args.targetStandard ? standardMentions(args.targetStandard) : []).map((mention) => mention.key));
    const seen = new Set<string>();
    const declared = twins
      .flatMap((twin) => twin.equivalents.map((item) => ({ item, twin })))
      .filter(({ item }) => targetKeys.size === 0 || standardMentions(item.standard).some((mention) => targetKeys.has(mention.key)))
      .filter(({ item }) => !seen.has(`${item.standard} ${item.grade}`) && !!seen.add(`${item.standard} ${item.grade}`));
    if (declared.length) {
      const parts = declared.map(({ item, twin }) => {
        const cite = citations.cite({
          kind: 'grade',
          label: `${twin.name} (${twin.standard.code})`,
          source: sourceText(item.source),
          href: gradeHref(twin),
        });
        return `${item.standard} ${item.grade}${language === 'zh' ? '' : ' '}${cite}`;
      });
      lines.push(
        language === 'zh'
          ? `${gradeTitle(grade, language)}的标准资料中列出的对应牌号：${parts.join('；')}。`
          : `Equivalents declared for ${gradeTitle(grade, language)}: ${parts.join('; ')}.`,
      );
    }

    const input = matchResultsInput.parse({
      gradeId: grade.id,
      pageNum: 1,
      pageSize: args.limit ?? 5,
      targetCountries: args.targetCountry ? [args.targetCountry] : undefined,
      targetStandards: targetNumbers.length ? targetNumbers : undefined,
    });
    const found = args.targetStandard && targetNumbers.length === 0 ? { list: [] } : await results(context.matching, input, { companyId: context.user.companyId ?? null });
    const computed = found.list.map((result) => {
      const page = citations.cite({ kind: 'grade', label: `${result.grade.name} (${result.grade.standard.code})`, source: result.grade.standard.code, href: gradeHref(result.grade) });
      const score = citations.cite({
        kind: 'matching',
        label: language === 'zh' ? `${grade.name} 与 ${result.grade.name} 的相似度` : `Similarity of ${grade.name} and ${result.grade.name}`,
        source: language === 'zh' ? 'atsteel 智能匹配（计算值）' : 'atsteel matching (computed)',
        href: similarityHref(grade.id, result.grade.id),
      });
      return {
        grade: result.grade.name,
        standard: result.grade.standard.code,
        country: result.grade.standard.country,
        score: result.score,
        text:
          language === 'zh'
            ? `${result.grade.name}（${result.grade.standard.code}）${page} 相似度 ${Math.round(result.score)}${score}`
            : `${result.grade.name} (${result.grade.standard.code}) ${page}, similarity ${Math.round(result.score)} ${score}`,
      };
    });
    if (computed.length) {
      lines.push(
        language === 'zh'
          ? `平台匹配引擎按成分和性能计算的最相近牌号（计算得出的相似度 0–100，并非标准声明的等同关系）：${computed.map((item) => item.text).join('；')}。`
          : `The most similar grades by the platform's matching engine (a computed similarity 0–100 from composition and properties, not a declared equivalence): ${computed.map((item) => item.text).join('; ')}.`,
      );
    }
    if (lines.length === 0) {
      return {
        answered: false,
        facts: { grade: grade.name, declared: [], computed: [] },
        citations: [],
        text:
          language === 'zh'
            ? `平台目录中没有找到 ${gradeTitle(grade, language)}在所选范围内的对应牌号。`
            : `The platform's catalogue has no equivalent of ${gradeTitle(grade, language)} in the scope asked.`,
      };
    }
    return {
      answered: true,
      facts: {
        grade: grade.name,
        standard: grade.standard.code,
        declared: declared.map(({ item }) => ({ standard: item.standard, grade: item.grade, source: sourceText(item.source) })),
        computed: computed.map((item) => ({ grade: item.grade, standard: item.standard, country: item.country, score: item.score })),
        statements: lines,
      },
      citations: citations.items,
      text: lines.join('\n'),
    };
  },
};
