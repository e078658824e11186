import type { GradeDetail } from '@contract';
import type { EngineContext, Language } from '../engine/types';
import { resolveGrade, visibleDetails } from './grades';

/** The grades several designations name (the first grade of an ambiguous one), and the designations naming none. */
export async function gradeSet(context: EngineContext, names: string[], standard?: string): Promise<{ grades: GradeDetail[]; missing: string[] }> {
  const ids: number[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const [first] = await resolveGrade(context, name, standard);
    if (!first) missing.push(name);
    else if (!ids.includes(first.id)) ids.push(first.id);
  }
  return { grades: await visibleDetails(context, ids), missing };
}

export const missingText = (language: Language, missing: string[]) =>
  missing.length === 0
    ? ''
    : language === 'zh'
      ? `平台目录中没有找到：${missing.join('、')}。`
      : `Not in the platform's catalogue: ${missing.join(', ')}.`;

export const gradeTitle = (grade: GradeDetail, language: Language) =>
  language === 'zh' ? `${grade.name}（${grade.standard.code}）` : `${grade.name} (${grade.standard.code})`;
