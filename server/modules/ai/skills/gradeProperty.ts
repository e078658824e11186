import { z } from 'zod';
import { PROPERTIES, type GradeDetail, type MechanicalValue, type PropertyKey } from '@contract';
import type { EngineContext, Language, Skill, SkillResult } from '../engine/types';
import { CitationList } from './citationList';
import { askedGrades } from './grades';
import { conditionLabel, conditionMatches, inBand, propertyName, propertyTitle, scopeText, valueOf, valueText, type PropertyValue } from './mechanical';
import { gradeName, gradeNotFound, standardName } from './refusals';

const parameters = z.object({
  grade: gradeName,
  standard: standardName,
  property: z.enum(PROPERTIES),
  thickness: z.number().min(0).max(1000).optional().describe('Product thickness in mm: only the band that contains it'),
  condition: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe("Delivery condition: AR (as-rolled), N (normalized), QT (quenched and tempered), A (annealed), TM (thermomechanical), S (solution treated), AW (as-welded), or an aluminium temper such as 'T6'"),
});
type Args = z.infer<typeof parameters>;

export interface PropertyRow {
  row: MechanicalValue;
  value: PropertyValue;
}

/** A grade's rows that give the property, in the standard's order, for the condition and thickness asked. */
export function propertyRows(grade: GradeDetail, property: PropertyKey, filter: { condition?: string; thickness?: number }): PropertyRow[] {
  return grade.mechanical
    .map((row) => ({ row, value: valueOf(row, property) }))
    .filter((item): item is PropertyRow => item.value !== null)
    .filter(({ row }) => filter.condition === undefined || conditionMatches(row.condition, filter.condition))
    .filter(({ row }) => filter.thickness === undefined || inBand(row, filter.thickness));
}

function missingText(grade: GradeDetail, args: Args, language: Language): string {
  const name = propertyName(args.property, language);
  const given = grade.mechanical.some((row) => valueOf(row, args.property) !== null);
  if (!given) {
    return language === 'zh'
      ? `平台目录中 ${grade.name}（${grade.standard.code}）没有${name}的数值。`
      : `The platform's catalogue holds no ${name} for ${grade.name} (${grade.standard.code}).`;
  }
  const scope = [
    args.thickness === undefined ? null : `t = ${args.thickness} mm`,
    args.condition === undefined ? null : conditionLabel(args.condition, language),
  ].filter(Boolean);
  const conditions = [...new Set(grade.mechanical.filter((row) => valueOf(row, args.property) !== null).map((row) => conditionLabel(row.condition, language)))];
  return language === 'zh'
    ? `平台目录中 ${grade.name}（${grade.standard.code}）没有${scope.join('，')}的${name}数值；目录中的状态：${conditions.join('、')}。`
    : `The platform's catalogue holds no ${name} of ${grade.name} (${grade.standard.code}) for ${scope.join(', ')}; conditions held: ${conditions.join(', ')}.`;
}

/** Adjacent bands with the same value, condition, direction and source as one band ("t ≤ 12.5 mm" for four bands of 290 MPa). */
export function mergedBands(rows: PropertyRow[], language: Language): PropertyRow[] {
  const merged: PropertyRow[] = [];
  for (const item of rows) {
    const last = merged.at(-1);
    const same =
      last &&
      last.row.condition === item.row.condition &&
      last.row.direction === item.row.direction &&
      last.row.source.ref === item.row.source.ref &&
      valueText(last.value, language) === valueText(item.value, language) &&
      last.row.thicknessTo !== null &&
      last.row.thicknessTo === item.row.thicknessFrom;
    if (same) merged[merged.length - 1] = { ...last, row: { ...last.row, thicknessTo: item.row.thicknessTo } };
    else merged.push(item);
  }
  return merged;
}

/** Sentences stating a grade's values of a property, each cited. */
export function propertySentences(grade: GradeDetail, property: PropertyKey, rows: PropertyRow[], citations: CitationList, language: Language): string[] {
  return rows.map(({ row, value }) => {
    const cite = citations.grade(grade, row.source);
    const title = propertyTitle(property, value, language);
    const scope = scopeText(row, language);
    return language === 'zh'
      ? `${grade.name} 的${title} ${valueText(value, language)}${scope ? `（${scope}）` : ''}${cite}。`
      : `${grade.name}: ${title} ${valueText(value, language)}${scope ? ` (${scope})` : ''} ${cite}.`;
  });
}

export const gradeProperty: Skill<Args> = {
  name: 'gradeProperty',
  description:
    "A grade's mechanical property (yield, tensile, elongation, impact, hardness) from its standard, optionally at a thickness (mm) and in a delivery condition; every thickness band when no thickness is given.",
  parameters,
  async run(args, context: EngineContext): Promise<SkillResult> {
    const { language } = context;
    const grades = await askedGrades(context, args.grade, args.standard);
    if (grades.length === 0) return gradeNotFound(language, args.grade);
    const citations = new CitationList();
    const lines: string[] = [];
    const facts: unknown[] = [];
    let answered = false;
    for (const grade of grades) {
      const rows = mergedBands(propertyRows(grade, args.property, args), language);
      if (rows.length === 0) {
        lines.push(missingText(grade, args, language));
        facts.push({ grade: grade.name, standard: grade.standard.code, values: [] });
        continue;
      }
      answered = true;
      const sentences = propertySentences(grade, args.property, rows, citations, language);
      lines.push(...sentences);
      facts.push({
        grade: grade.name,
        standard: grade.standard.code,
        values: rows.map(({ row, value }, index) => ({
          ...value,
          condition: row.condition,
          thicknessFrom: row.thicknessFrom,
          thicknessTo: row.thicknessTo,
          direction: row.direction,
          statement: sentences[index],
        })),
      });
    }
    return { answered, facts: { property: args.property, thickness: args.thickness ?? null, condition: args.condition ?? null, grades: facts }, citations: citations.items, text: lines.join('\n') };
  },
};
