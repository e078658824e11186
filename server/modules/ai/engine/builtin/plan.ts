import type { AiTool } from '@contract';
import type { GradeMention, GradeRef } from '../../skills/grades';
import type { ParsedQuestion } from './parse';

/** One call of a skill the built-in engine makes, and what it stands for. */
export interface Call {
  skill: string;
  args: Record<string, unknown>;
  intent: string;
}

/** A grade as a skill's argument: its name and standard, so that an ambiguous name stays the grade meant. */
export const labelOf = (grade: GradeRef) => `${grade.name} (${grade.standardCode})`;

/** One grade per mention (the first of an ambiguous one), for skills about a set of grades. */
const firstOfEach = (mentions: GradeMention[]) => mentions.map((mention) => mention.grades[0]);

/**
 * The skill calls that answer a parsed question about the grades found (the conversation's tool first: chart, doc;
 * then welding, equivalents, comparison, composition and properties, which may combine). Empty: nothing to call.
 */
export function planCalls(parsed: ParsedQuestion, mentions: GradeMention[], tool: AiTool): Call[] {
  const grades = firstOfEach(mentions);
  const labels = grades.map(labelOf);
  const every = mentions.flatMap((mention) => mention.grades.slice(0, 3));
  const condition = parsed.condition ?? undefined;
  const thickness = parsed.thickness ?? undefined;
  if (grades.length === 0) return [];

  if (tool === 'chart' || parsed.chart) {
    return [{ skill: 'chartProperty', intent: 'chart', args: { grades: labels.slice(0, 6), property: parsed.properties[0] ?? 'yield', condition } }];
  }
  if (tool === 'doc' || parsed.draft) {
    const kind = parsed.draft ?? (grades.length >= 2 || parsed.compare ? 'comparison' : 'datasheet');
    return [{ skill: 'draftDocument', intent: 'draft', args: { kind, grades: labels.slice(0, kind === 'comparison' ? 6 : 1), thickness } }];
  }
  const calls: Call[] = [];
  const bases = grades.filter((grade) => grade.type !== 'welding');
  if (parsed.welding && bases.length > 0) {
    calls.push({ skill: 'weldingConsumables', intent: 'welding', args: { baseMetals: bases.slice(0, 2).map(labelOf), thickness } });
    return calls;
  }
  if (parsed.equivalents) {
    const target = parsed.standards.find((standard) => !grades.some((grade) => grade.standardKey === standard.key));
    for (const grade of grades.slice(0, 2)) {
      calls.push({ skill: 'equivalents', intent: 'equivalents', args: { grade: labelOf(grade), targetCountry: parsed.country ?? undefined, targetStandard: target?.text } });
    }
    return calls;
  }
  if (grades.length >= 2 && (parsed.compare || (parsed.properties.length === 0 && !parsed.composition))) {
    return [{ skill: 'compareGrades', intent: 'compare', args: { grades: labels.slice(0, 6), thickness, condition } }];
  }
  if (parsed.composition) {
    const elements: (string | undefined)[] = parsed.elements.length ? parsed.elements : [undefined];
    for (const grade of every) for (const element of elements) calls.push({ skill: 'gradeComposition', intent: 'composition', args: { grade: labelOf(grade), element } });
  }
  for (const property of parsed.properties) {
    for (const grade of every) calls.push({ skill: 'gradeProperty', intent: 'property', args: { grade: labelOf(grade), property, thickness, condition } });
  }
  if (calls.length === 0) calls.push({ skill: 'findGrades', intent: 'grade', args: { text: parsed.text } });
  return calls;
}
