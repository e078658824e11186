import { z } from 'zod';
import { PROPERTIES, type AnswerChart, type AnswerTable, type GradeDetail, type PropertyKey } from '@contract';
import type { Language, Skill } from '../engine/types';
import { CitationList } from './citationList';
import { propertyRows, type PropertyRow } from './gradeProperty';
import { gradeSet, gradeTitle, missingText } from './gradeSet';
import { bandText, chartNumber, conditionLabel, propertyName } from './mechanical';
import { gradeName, refusal } from './refusals';

const parameters = z.object({
  grades: z.array(gradeName).min(1).max(6),
  property: z.enum(PROPERTIES),
  condition: z.string().trim().max(40).optional().describe('Delivery condition (AR, N, QT …); each grade\'s first condition giving the property otherwise'),
});
type Args = z.infer<typeof parameters>;

/** One grade's rows to draw: one condition and one direction (the first the standard lists), one row per band. */
function seriesRows(grade: GradeDetail, property: PropertyKey, condition: string | undefined): PropertyRow[] {
  const rows = propertyRows(grade, property, { condition });
  if (rows.length === 0) return [];
  const first = rows[0].row;
  const chosen = rows.filter(({ row }) => row.condition === first.condition && row.direction === first.direction);
  const seen = new Set<string>();
  return chosen.filter(({ row }) => {
    const band = `${row.thicknessFrom}:${row.thicknessTo}`;
    if (seen.has(band)) return false;
    seen.add(band);
    return true;
  });
}

const bandLabel = (from: number | null, to: number | null, language: Language) => bandText(from, to) ?? (language === 'zh' ? '所有厚度' : 'all thicknesses');

export const chartProperty: Skill<Args> = {
  name: 'chartProperty',
  description:
    'A mechanical property of 1–6 grades against thickness, for a chart: one series per grade with a point per thickness band, and the same values as a table.',
  parameters,
  async run(args, context) {
    const { language } = context;
    const { grades, missing } = await gradeSet(context, args.grades);
    const citations = new CitationList();
    const chart: AnswerChart = { property: args.property, unit: '', series: [] };
    const lines: string[] = [];
    const drawn: { grade: GradeDetail; rows: PropertyRow[] }[] = [];
    for (const grade of grades) {
      const rows = seriesRows(grade, args.property, args.condition);
      if (rows.length === 0) {
        lines.push(
          language === 'zh'
            ? `平台目录中 ${gradeTitle(grade, language)}没有${propertyName(args.property, language)}数据。`
            : `The platform's catalogue holds no ${propertyName(args.property, language)} for ${gradeTitle(grade, language)}.`,
        );
        continue;
      }
      drawn.push({ grade, rows });
      chart.unit ||= rows[0].value.unit;
      chart.series.push({
        gradeId: grade.id,
        type: grade.type,
        grade: grade.name,
        standard: grade.standard.code,
        condition: rows[0].row.condition,
        points: rows.map(({ row, value }) => ({ thicknessFrom: row.thicknessFrom, thicknessTo: row.thicknessTo, value: chartNumber(value)! })),
      });
      const sources = [...new Set(rows.map(({ row }) => `${row.source.code}\n${row.source.ref}`))];
      const cites = sources.map((key) => citations.grade(grade, rows.find(({ row }) => `${row.source.code}\n${row.source.ref}` === key)!.row.source)).join('');
      const values = rows.map(({ row, value }) => `${bandLabel(row.thicknessFrom, row.thicknessTo, language)}: ${chartNumber(value)}`);
      lines.push(
        language === 'zh'
          ? `${gradeTitle(grade, language)}，${conditionLabel(rows[0].row.condition, language)}：${values.join('；')} ${rows[0].value.unit}${cites}。`
          : `${gradeTitle(grade, language)}, ${conditionLabel(rows[0].row.condition, language)}: ${values.join('; ')} ${rows[0].value.unit} ${cites}.`,
      );
    }
    const missingLine = missingText(language, missing);
    if (drawn.length === 0) {
      return refusal(language, [missingLine, ...lines].filter(Boolean).join('\n'), [missingLine, ...lines].filter(Boolean).join('\n'), { notFound: missing });
    }
    const bands = [...new Map(drawn.flatMap(({ rows }) => rows.map(({ row }) => [`${row.thicknessFrom}:${row.thicknessTo}`, row] as const))).values()].sort(
      (a, b) => (a.thicknessFrom ?? -1) - (b.thicknessFrom ?? -1) || (a.thicknessTo ?? Infinity) - (b.thicknessTo ?? Infinity),
    );
    const table: AnswerTable = {
      columns: [language === 'zh' ? '厚度' : 'Thickness', ...drawn.map(({ grade }) => `${grade.name} (${chart.unit})`)],
      rows: bands.map((band) => [
        bandLabel(band.thicknessFrom, band.thicknessTo, language),
        ...drawn.map(({ rows }) => {
          const match = rows.find(({ row }) => row.thicknessFrom === band.thicknessFrom && row.thicknessTo === band.thicknessTo);
          return match ? chartNumber(match.value) : null;
        }),
      ]),
    };
    const head =
      language === 'zh'
        ? `${propertyName(args.property, language)}随厚度的变化（${chart.unit}，标准规定值）：`
        : `${propertyName(args.property, language)} against thickness (${chart.unit}, specified values):`;
    return {
      answered: true,
      facts: { property: args.property, unit: chart.unit, series: chart.series, missing, statements: lines },
      citations: citations.items,
      text: [head, ...lines, missingLine].filter(Boolean).join('\n'),
      chart,
      table,
    };
  },
};
