import { z } from 'zod';
import type { Skill } from '../engine/types';
import { CitationList } from './citationList';
import { gradeHref, recogniseGrades, unknownDesignation } from './grades';
import { refusal, standardName } from './refusals';

const parameters = z.object({
  text: z.string().trim().min(1).max(1000).describe('A text naming grades (a question, a list of designations)'),
  standard: standardName,
});
type Args = z.infer<typeof parameters>;

export const findGrades: Skill<Args> = {
  name: 'findGrades',
  description:
    'Recognises the grades a text names (names, aliases, material numbers such as 1.4301, UNS numbers; case, spaces and punctuation ignored) in the catalogue, with their standards and pages; an ambiguous designation lists every grade it names.',
  parameters,
  async run(args, context) {
    const { language } = context;
    const mentions = await recogniseGrades(context, args.text, args.standard);
    if (mentions.length === 0) {
      const unknown = unknownDesignation(args.text, mentions);
      return unknown
        ? refusal(language, `平台目录中没有找到牌号“${unknown}”。`, `The platform's catalogue has no grade "${unknown}".`, { notFound: [unknown] })
        : refusal(language, '这段文字中没有找到目录中的牌号。', 'No grade of the catalogue is named in this text.', { mentions: [] });
    }
    const citations = new CitationList();
    const lines = mentions.map((mention) => {
      const grades = mention.grades.map((grade) => {
        const cite = citations.cite({ kind: 'grade', label: `${grade.name} (${grade.standardCode})`, source: grade.standardCode, href: gradeHref(grade) });
        return language === 'zh' ? `${grade.name}（${grade.standardCode}）${cite}` : `${grade.name} (${grade.standardCode}) ${cite}`;
      });
      if (mention.grades.length === 1) {
        return language === 'zh' ? `“${mention.text}”是 ${grades[0]}。` : `"${mention.text}" is ${grades[0]}.`;
      }
      return language === 'zh'
        ? `“${mention.text}”在多个标准中都有：${grades.join('、')}。`
        : `"${mention.text}" is in several standards: ${grades.join(', ')}.`;
    });
    return {
      answered: true,
      facts: {
        mentions: mentions.map((mention) => ({
          text: mention.text,
          grades: mention.grades.map((grade) => ({ id: grade.id, type: grade.type, name: grade.name, standard: grade.standardCode, country: grade.country, href: gradeHref(grade) })),
        })),
      },
      citations: citations.items,
      text: lines.join('\n'),
    };
  },
};
