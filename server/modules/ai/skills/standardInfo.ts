import { z } from 'zod';
import type { Skill } from '../engine/types';
import { CitationList } from './citationList';
import { refusal } from './refusals';
import { standardContents, standardHref, standardMentions, standardsByKey } from './standards';

const parameters = z.object({
  standard: z.string().trim().min(1).max(60).describe("A standard's number, with or without year: 'GB/T 1591', 'EN 10025-2:2019', 'ASTM A240'"),
});
type Args = z.infer<typeof parameters>;

const FIRST_NAMES = 12;

export const standardInfo: Skill<Args> = {
  name: 'standardInfo',
  description: "What a standard of the catalogue covers: its title in both languages, year, country, categories, and how many of its grades the catalogue holds (with the first names).",
  parameters,
  async run(args, context) {
    const { language } = context;
    const [mention] = standardMentions(args.standard.normalize('NFKC'));
    const found = mention ? await standardsByKey(context, mention.key, mention.year) : [];
    const standard = found[0] ?? (mention?.year ? (await standardsByKey(context, mention.key))[0] : undefined);
    if (!standard) {
      return refusal(language, `平台目录中没有标准“${args.standard}”。`, `The platform's catalogue has no standard "${args.standard}".`, { notFound: [args.standard] });
    }
    const { names, categories } = await standardContents(context, standard.id, FIRST_NAMES);
    const citations = new CitationList();
    const cite = citations.cite({ kind: 'standard', label: standard.code, source: standard.code, href: standardHref(standard) });
    const more = standard.gradeCount > names.length;
    const text =
      language === 'zh'
        ? [
            `${standard.code}《${standard.titleZh}》（${standard.titleEn}），${standard.year} 年，国家/地区：${standard.country}${cite}。`,
            `平台目录收录该标准的 ${standard.gradeCount} 个牌号${cite}：${names.join('、')}${more ? ' 等' : ''}。`,
            `类别：${categories.map((category) => `${category.zh}（${category.count}）`).join('、')}${cite}。`,
          ].join('\n')
        : [
            `${standard.code} "${standard.titleEn}" (${standard.titleZh}), ${standard.year}, country/region ${standard.country} ${cite}.`,
            `The platform's catalogue holds ${standard.gradeCount} grades of it ${cite}: ${names.join(', ')}${more ? ' …' : ''}.`,
            `Categories: ${categories.map((category) => `${category.en} (${category.count})`).join(', ')} ${cite}.`,
          ].join('\n');
    return {
      answered: true,
      facts: {
        code: standard.code,
        title: { zh: standard.titleZh, en: standard.titleEn },
        year: standard.year,
        country: standard.country,
        gradeCount: standard.gradeCount,
        firstGrades: names,
        categories: categories.map((category) => ({ zh: category.zh, en: category.en, grades: category.count })),
      },
      citations: citations.items,
      text,
    };
  },
};
