import { z } from 'zod';
import type { AnswerTable, GradeDetail, PropertyKey } from '@contract';
import type { Language, Skill } from '../engine/types';
import { CitationList } from './citationList';
import { gradeHref } from './grades';
import { rangeText } from './gradeComposition';
import { propertyRows } from './gradeProperty';
import { gradeSet, gradeTitle, missingText } from './gradeSet';
import { gradeName, refusal } from './refusals';
import { propertyName, scopeText, valueText } from './mechanical';

const parameters = z.object({
  grades: z.array(gradeName).min(2).max(6),
  thickness: z.number().min(0).max(1000).optional().describe('Thickness (mm) whose band is compared; the first band of each grade otherwise'),
  condition: z.string().trim().max(40).optional(),
});
type Args = z.infer<typeof parameters>;

const KEY_PROPERTIES: PropertyKey[] = ['yield', 'tensile', 'elongation', 'impact', 'hardness'];

/** Elements in the order the grades list them (first grade first). */
export const elementsOf = (grades: GradeDetail[]) => [...new Set(grades.flatMap((grade) => grade.composition.map((row) => row.el)))];

/** The side-by-side table and the cited sentences of a comparison (also the comparison memo's content). */
export function comparison(grades: GradeDetail[], args: Pick<Args, 'thickness' | 'condition'>, citations: CitationList, language: Language) {
  const elements = elementsOf(grades);
  const table: AnswerTable = {
    columns: [language === 'zh' ? '项目' : 'Item', ...grades.map((grade) => gradeTitle(grade, language))],
    rows: [],
  };
  const lines: string[] = [];
  for (const property of KEY_PROPERTIES) {
    const cells = grades.map((grade) => propertyRows(grade, property, args)[0] ?? null);
    if (cells.every((cell) => cell === null)) continue;
    table.rows.push([`${propertyName(property, language)}`, ...cells.map((cell) => (cell ? `${valueText(cell.value, language)} (${scopeText(cell.row, language)})` : null))]);
    const parts = grades.map((grade, index) => {
      const cell = cells[index];
      if (!cell) return language === 'zh' ? `${grade.name} 无数据` : `${grade.name} not given`;
      const scope = scopeText(cell.row, language);
      const cite = citations.grade(grade, cell.row.source);
      return language === 'zh'
        ? `${grade.name} ${valueText(cell.value, language)}${scope ? `（${scope}）` : ''}${cite}`
        : `${grade.name} ${valueText(cell.value, language)}${scope ? ` (${scope})` : ''} ${cite}`;
    });
    lines.push(language === 'zh' ? `${propertyName(property, language)}：${parts.join('；')}。` : `${propertyName(property, language)}: ${parts.join('; ')}.`);
  }
  const differing: string[] = [];
  for (const el of elements) {
    const rows = grades.map((grade) => grade.composition.find((row) => row.el === el) ?? null);
    const texts = rows.map((row) => (row ? rangeText(row, language) : null));
    table.rows.push([el === 'CEV' ? 'CEV' : `${el} (%)`, ...texts]);
    if (new Set(texts).size > 1) {
      const parts = grades.map((grade, index) => {
        const row = rows[index];
        return row && texts[index] ? `${grade.name} ${texts[index]}${language === 'zh' ? '' : ' '}${citations.grade(grade, row.source)}` : `${grade.name} —`;
      });
      differing.push(`${el}: ${parts.join(language === 'zh' ? '，' : ', ')}`);
    }
  }
  if (differing.length) {
    lines.push(language === 'zh' ? `成分差异（质量分数，%）：${differing.join('；')}。` : `Composition differences (mass %): ${differing.join('; ')}.`);
  } else if (elements.length) {
    lines.push(language === 'zh' ? '目录中各牌号的成分限值相同。' : 'The catalogue gives the same composition limits for these grades.');
  }
  return { table, lines };
}

export const compareGrades: Skill<Args> = {
  name: 'compareGrades',
  description:
    '2–6 grades side by side: composition ranges and key mechanical properties (at a thickness and condition when given), as a table with cited differences.',
  parameters,
  async run(args, context) {
    const { language } = context;
    const { grades, missing } = await gradeSet(context, args.grades);
    if (grades.length < 2) {
      return refusal(
        language,
        `${missingText(language, missing)}对比需要至少两个目录中的牌号。`,
        `${missingText(language, missing)} A comparison needs at least two grades of the catalogue.`,
        { notFound: missing },
      );
    }
    const citations = new CitationList();
    const intro = grades.map((grade) => `${gradeTitle(grade, language)}${language === 'zh' ? '' : ' '}${citations.cite({ kind: 'grade', label: `${grade.name} (${grade.standard.code})`, source: grade.standard.code, href: gradeHref(grade) })}`);
    const { table, lines } = comparison(grades, args, citations, language);
    const head = language === 'zh' ? `对比 ${intro.join(' 与 ')}：` : `Comparing ${intro.join(' with ')}:`;
    const text = [head, ...lines, missingText(language, missing)].filter(Boolean).join('\n');
    return {
      answered: true,
      facts: { grades: grades.map((grade) => ({ grade: grade.name, standard: grade.standard.code })), missing, table, statements: lines },
      citations: citations.items,
      text,
      table,
    };
  },
};
