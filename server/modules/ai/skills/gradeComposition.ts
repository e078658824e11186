import { z } from 'zod';
import type { GradeDetail } from '@contract';
import type { Language, Skill } from '../engine/types';
import { CitationList } from './citationList';
import { askedGrades } from './grades';
import { gradeName, gradeNotFound, standardName } from './refusals';

const parameters = z.object({
  grade: gradeName,
  standard: standardName,
  element: z.string().trim().max(16).optional().describe("One element's symbol (e.g. 'C', 'Cr') or 'CEV'; all elements when left out"),
});
type Args = z.infer<typeof parameters>;

type CompositionRow = GradeDetail['composition'][number];

const percent = (value: number) => String(Number(value.toPrecision(6)));

/** "≤ 0.24", "18.0–20.0", "≥ 0.020", "typ. 0.5" (%, or as the standard writes CEV). */
export function rangeText(row: Pick<CompositionRow, 'min' | 'max' | 'typical'>, language: Language): string | null {
  if (row.min !== null && row.max !== null) return `${percent(row.min)}–${percent(row.max)}`;
  if (row.max !== null) return `≤ ${percent(row.max)}`;
  if (row.min !== null) return `≥ ${percent(row.min)}`;
  if (row.typical !== null) return `${language === 'zh' ? '典型值' : 'typ.'} ${percent(row.typical)}`;
  return null;
}

export const gradeComposition: Skill<Args> = {
  name: 'gradeComposition',
  description: "A grade's chemical composition (mass %) from its standard: every element, or one element, with min/max/typical and the source.",
  parameters,
  async run(args, context) {
    const { language } = context;
    const grades = await askedGrades(context, args.grade, args.standard);
    if (grades.length === 0) return gradeNotFound(language, args.grade);
    const citations = new CitationList();
    const lines: string[] = [];
    const facts: unknown[] = [];
    let answered = false;
    const wanted = args.element?.toLowerCase();
    for (const grade of grades) {
      const rows = grade.composition.filter((row) => (wanted === undefined || row.el.toLowerCase() === wanted) && rangeText(row, language) !== null);
      facts.push({ grade: grade.name, standard: grade.standard.code, elements: rows.map(({ source, ...row }) => ({ ...row, source: `${source.code} · ${source.ref}` })) });
      if (rows.length === 0) {
        lines.push(
          language === 'zh'
            ? `平台目录中 ${grade.name}（${grade.standard.code}）没有${args.element ? ` ${args.element} 的含量` : '化学成分'}数据。`
            : `The platform's catalogue holds no ${args.element ? `${args.element} content` : 'composition'} for ${grade.name} (${grade.standard.code}).`,
        );
        continue;
      }
      answered = true;
      if (args.element) {
        for (const row of rows) {
          const note = row.note ? (language === 'zh' ? `（${row.note}）` : ` (${row.note})`) : '';
          const unit = row.el === 'CEV' ? '' : '%';
          lines.push(
            language === 'zh'
              ? `${grade.name} 的 ${row.el} 含量 ${rangeText(row, language)}${unit}${note}${citations.grade(grade, row.source)}。`
              : `${grade.name}: ${row.el} ${rangeText(row, language)}${unit}${note} ${citations.grade(grade, row.source)}.`,
          );
        }
        continue;
      }
      // One sentence per source table, so each group cites the table it comes from.
      const bySource = new Map<string, CompositionRow[]>();
      for (const row of rows) bySource.set(`${row.source.code}\n${row.source.ref}`, [...(bySource.get(`${row.source.code}\n${row.source.ref}`) ?? []), row]);
      const parts = [...bySource.values()].map((group) => `${group.map((row) => `${row.el} ${rangeText(row, language)}`).join(language === 'zh' ? '，' : ', ')} ${citations.grade(grade, group[0].source)}`);
      lines.push(
        language === 'zh'
          ? `${grade.name}（${grade.standard.code}）的化学成分（质量分数，%）：${parts.join('；')}。`
          : `Chemical composition of ${grade.name} (${grade.standard.code}), mass %: ${parts.join('; ')}.`,
      );
    }
    return { answered, facts: { element: args.element ?? null, grades: facts }, citations: citations.items, text: lines.join('\n') };
  },
};
