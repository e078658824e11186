import { z } from 'zod';
import { AI_LIMITS, DRAFT_KINDS, type AnswerDraft, type DraftBlock, type GradeDetail, type MechanicalValue, type PropertyKey } from '@contract';
import type { Language, Skill, SkillResult } from '../engine/types';
import { CitationList, sourceText } from './citationList';
import { comparison } from './compareGrades';
import { rangeText } from './gradeComposition';
import { propertyRows } from './gradeProperty';
import { gradeSet, gradeTitle, missingText } from './gradeSet';
import { bandText, conditionLabel, DIRECTIONS, propertyName, valueOf, valueText } from './mechanical';
import { gradeName, refusal } from './refusals';

const parameters = z.object({
  kind: z.enum(DRAFT_KINDS).describe('datasheet (one grade), comparison (a memo comparing 2–6 grades), testRequest (a test request for one grade)'),
  grades: z.array(gradeName).min(1).max(6),
  thickness: z.number().min(0).max(1000).optional().describe('Thickness (mm) whose requirements a test request or comparison uses'),
});
type Args = z.infer<typeof parameters>;

const t = (language: Language, zh: string, en: string) => (language === 'zh' ? zh : en);
const cell = (value: string | null | undefined) => (value ?? '').slice(0, 500);
const table = (columns: string[], rows: (string | null)[][]): DraftBlock => ({
  type: 'table',
  columns: columns.slice(0, AI_LIMITS.draftTableColumnsMax),
  rows: rows.slice(0, AI_LIMITS.draftTableRowsMax).map((row) => row.slice(0, AI_LIMITS.draftTableColumnsMax).map(cell)),
});
const withoutMarkers = (text: string) => text.replace(/\s?\[\d+\]/g, '');

const MECHANICAL_PROPERTIES: PropertyKey[] = ['yield', 'tensile', 'elongation', 'impact', 'hardness'];

function mechanicalCell(row: MechanicalValue, property: PropertyKey, language: Language) {
  const value = valueOf(row, property);
  if (!value) return '';
  return `${valueText(value, language)}${value.qualifier && property !== 'impact' ? ` (${value.qualifier})` : value.qualifier ? ` ${value.qualifier}` : ''}`;
}

/** Every source a grade's values come from, cited once each; the markers in the order given. */
function citeSources(grade: GradeDetail, citations: CitationList): string {
  const sources = new Map<string, { code: string; ref: string }>();
  for (const row of [...grade.composition, ...grade.mechanical]) sources.set(sourceText(row.source), row.source);
  if (sources.size === 0) return citations.grade(grade, null);
  return [...sources.values()].map((source) => citations.grade(grade, source)).join('');
}

function datasheet(grade: GradeDetail, citations: CitationList, language: Language): { draft: AnswerDraft; text: string } {
  const blocks: DraftBlock[] = [
    { type: 'heading', text: t(language, `${grade.name} 材料数据表`, `Datasheet: ${grade.name}`) },
    {
      type: 'paragraph',
      text: t(
        language,
        `标准：${grade.standard.code}《${grade.standard.title.zh}》；类别：${grade.category.zh}${grade.materialNumbers.length ? `；数字代号：${grade.materialNumbers.join('、')}` : ''}${grade.aliases.length ? `；别名：${grade.aliases.join('、')}` : ''}。`,
        `Standard: ${grade.standard.code} "${grade.standard.title.en}"; category: ${grade.category.en}${grade.materialNumbers.length ? `; material numbers: ${grade.materialNumbers.join(', ')}` : ''}${grade.aliases.length ? `; aliases: ${grade.aliases.join(', ')}` : ''}.`,
      ),
    },
  ];
  if (grade.composition.length) {
    blocks.push({ type: 'heading', text: t(language, '化学成分（质量分数，%）', 'Chemical composition (mass %)') });
    blocks.push(
      table(
        t(language, '元素|范围|说明|来源', 'Element|Range|Note|Source').split('|'),
        grade.composition.map((row) => [row.el, rangeText(row, language), row.note, sourceText(row.source)]),
      ),
    );
  }
  if (grade.mechanical.length) {
    blocks.push({ type: 'heading', text: t(language, '力学性能', 'Mechanical properties') });
    blocks.push(
      table(
        [t(language, '状态', 'Condition'), t(language, '厚度', 'Thickness'), t(language, '方向', 'Direction'), ...MECHANICAL_PROPERTIES.map((property) => propertyName(property, language)), t(language, '来源', 'Source')],
        grade.mechanical.map((row) => [
          conditionLabel(row.condition, language),
          bandText(row.thicknessFrom, row.thicknessTo) ?? '',
          row.direction ? (DIRECTIONS[row.direction]?.[language] ?? row.direction) : '',
          ...MECHANICAL_PROPERTIES.map((property) => mechanicalCell(row, property, language)),
          sourceText(row.source),
        ]),
      ),
    );
  }
  if (grade.heatTreatment) blocks.push({ type: 'heading', text: t(language, '热处理', 'Heat treatment') }, { type: 'paragraph', text: grade.heatTreatment[language] });
  if (grade.uses) blocks.push({ type: 'heading', text: t(language, '用途', 'Uses') }, { type: 'paragraph', text: grade.uses[language] });
  const sources = [...new Set([...grade.composition, ...grade.mechanical].map((row) => sourceText(row.source)))];
  blocks.push({ type: 'heading', text: t(language, '数据来源', 'Sources') }, { type: 'paragraph', text: sources.join('\n') || grade.standard.code });
  const cites = citeSources(grade, citations);
  return {
    draft: { kind: 'datasheet', title: t(language, `${grade.name} 材料数据表`, `Datasheet: ${grade.name}`), blocks },
    text: t(
      language,
      `已生成 ${gradeTitle(grade, language)}的材料数据表草稿（化学成分、力学性能、热处理、用途），数据来自平台目录${cites}。可在下方编辑后导出。`,
      `A datasheet draft for ${gradeTitle(grade, language)} (composition, mechanical properties, heat treatment, uses), from the platform's catalogue ${cites}. Edit it below and export it.`,
    ),
  };
}

function memo(grades: GradeDetail[], args: Args, citations: CitationList, language: Language): { draft: AnswerDraft; text: string } {
  const names = grades.map((grade) => grade.name).join(' / ');
  const { table: compared, lines } = comparison(grades, args, citations, language);
  const blocks: DraftBlock[] = [
    { type: 'heading', text: t(language, `牌号对比备忘录：${names}`, `Comparison memo: ${names}`) },
    {
      type: 'paragraph',
      text: t(
        language,
        `对比对象：${grades.map((grade) => gradeTitle(grade, language)).join('、')}${args.thickness === undefined ? '（各牌号的第一个厚度组别）' : `（厚度 ${args.thickness} mm）`}。`,
        `Grades compared: ${grades.map((grade) => gradeTitle(grade, language)).join(', ')}${args.thickness === undefined ? " (each grade's first thickness band)" : ` (thickness ${args.thickness} mm)`}.`,
      ),
    },
    table(compared.columns, compared.rows.map((row) => row.map((value) => (value === null ? '—' : String(value))))),
    { type: 'heading', text: t(language, '主要差异', 'Main differences') },
    ...lines.map((line): DraftBlock => ({ type: 'paragraph', text: withoutMarkers(line) })),
    { type: 'heading', text: t(language, '数据来源', 'Sources') },
    { type: 'paragraph', text: [...new Set(grades.flatMap((grade) => [...grade.composition, ...grade.mechanical].map((row) => sourceText(row.source))))].join('\n') },
  ];
  return {
    draft: { kind: 'comparison', title: t(language, `牌号对比备忘录：${names}`, `Comparison memo: ${names}`), blocks },
    text: [t(language, `已生成 ${names} 的对比备忘录草稿：`, `A comparison memo draft for ${names}:`), ...lines].join('\n'),
  };
}

function testRequest(grade: GradeDetail, args: Args, citations: CitationList, language: Language): { draft: AnswerDraft; text: string } | null {
  const rows: string[][] = [];
  const lines: string[] = [];
  const filter = { thickness: args.thickness };
  const first = (property: PropertyKey) => propertyRows(grade, property, filter)[0] ?? null;
  const tensile = (['yield', 'tensile', 'elongation'] as const).map((property) => [property, first(property)] as const).filter(([, found]) => found);
  if (tensile.length) {
    const requirement = tensile.map(([property, found]) => `${propertyName(property, language)} ${valueText(found!.value, language)}${found!.value.qualifier ? ` (${found!.value.qualifier})` : ''}`).join('; ');
    const scope = bandText(tensile[0][1]!.row.thicknessFrom, tensile[0][1]!.row.thicknessTo);
    rows.push([t(language, '拉伸试验', 'Tensile test'), `${requirement}${scope ? ` (${scope})` : ''}`, sourceText(tensile[0][1]!.row.source), '', '']);
    lines.push(t(language, `拉伸试验：${requirement}${citations.grade(grade, tensile[0][1]!.row.source)}。`, `Tensile test: ${requirement} ${citations.grade(grade, tensile[0][1]!.row.source)}.`));
  }
  const impacts = propertyRows(grade, 'impact', filter);
  const seen = new Set<string>();
  for (const { row, value } of impacts) {
    const key = `${value.tempC}:${row.direction}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const direction = row.direction ? ` ${DIRECTIONS[row.direction]?.[language] ?? row.direction}` : '';
    const requirement = `${value.qualifier ?? 'KV'} ${valueText(value, language)}${direction}`;
    rows.push([t(language, `冲击试验（${value.tempC} °C）`, `Impact test (${value.tempC} °C)`), requirement, sourceText(row.source), '', '']);
    lines.push(t(language, `冲击试验：${requirement}${citations.grade(grade, row.source)}。`, `Impact test: ${requirement} ${citations.grade(grade, row.source)}.`));
  }
  const hardness = first('hardness');
  if (hardness) {
    rows.push([t(language, '硬度试验', 'Hardness test'), valueText(hardness.value, language), sourceText(hardness.row.source), '', '']);
    lines.push(t(language, `硬度：${valueText(hardness.value, language)}${citations.grade(grade, hardness.row.source)}。`, `Hardness: ${valueText(hardness.value, language)} ${citations.grade(grade, hardness.row.source)}.`));
  }
  const elements = grade.composition.filter((row) => rangeText(row, language) !== null);
  if (elements.length) {
    const requirement = elements.map((row) => `${row.el} ${rangeText(row, language)}`).join(', ');
    rows.push([t(language, '化学成分分析', 'Chemical analysis'), requirement, sourceText(elements[0].source), '', '']);
    lines.push(t(language, `化学成分分析：${requirement}${citations.grade(grade, elements[0].source)}。`, `Chemical analysis: ${requirement} ${citations.grade(grade, elements[0].source)}.`));
  }
  if (rows.length === 0) return null;
  const title = t(language, `检测委托单：${grade.name}`, `Test request: ${grade.name}`);
  const blank = '＿＿＿＿＿＿';
  const blocks: DraftBlock[] = [
    { type: 'heading', text: title },
    {
      type: 'paragraph',
      text: t(
        language,
        `委托单位：${blank}\n联系人及电话：${blank}\n样品名称：${grade.name}（${grade.standard.code}）\n样品规格/厚度：${args.thickness === undefined ? blank : `${args.thickness} mm`}\n样品数量：${blank}`,
        `Company: ${blank}\nContact and phone: ${blank}\nSample: ${grade.name} (${grade.standard.code})\nSize/thickness: ${args.thickness === undefined ? blank : `${args.thickness} mm`}\nNumber of samples: ${blank}`,
      ),
    },
    table(t(language, '检测项目|要求|要求来源|样品数量|结果', 'Test|Requirement|Requirement source|Samples|Result').split('|'), rows),
    { type: 'paragraph', text: t(language, `要求值摘自平台目录中的 ${grade.standard.code}；试验方法按该标准的规定执行。`, `Requirements from ${grade.standard.code} as held in the platform's catalogue; test methods as that standard specifies.`) },
  ];
  return {
    draft: { kind: 'testRequest', title, blocks },
    text: [t(language, `已生成 ${gradeTitle(grade, language)}的检测委托单草稿，检测项目及要求：`, `A test request draft for ${gradeTitle(grade, language)}; tests and requirements:`), ...lines].join('\n'),
  };
}

export const draftDocument: Skill<Args> = {
  name: 'draftDocument',
  description:
    "Drafts a document from the catalogue for the user to edit and export: a datasheet of one grade, a comparison memo of 2–6 grades, or a test request for one grade (its standard's tests and requirement values, with blank fields to fill).",
  parameters,
  async run(args, context): Promise<SkillResult> {
    const { language } = context;
    const { grades, missing } = await gradeSet(context, args.grades);
    const missingLine = missingText(language, missing);
    if (grades.length === 0 || (args.kind === 'comparison' && grades.length < 2)) {
      return refusal(
        language,
        `${missingLine}${args.kind === 'comparison' ? '对比备忘录需要至少两个目录中的牌号。' : '请给出目录中的牌号。'}`,
        `${missingLine} ${args.kind === 'comparison' ? 'A comparison memo needs at least two grades of the catalogue.' : 'Name a grade of the catalogue.'}`.trim(),
        { notFound: missing },
      );
    }
    const citations = new CitationList();
    const made =
      args.kind === 'datasheet' ? datasheet(grades[0], citations, language) : args.kind === 'comparison' ? memo(grades, args, citations, language) : testRequest(grades[0], args, citations, language);
    if (!made) {
      return refusal(language, `平台目录中没有 ${gradeTitle(grades[0], language)}的检测要求数据。`, `The platform's catalogue holds no test requirements for ${gradeTitle(grades[0], language)}.`);
    }
    return {
      answered: true,
      facts: { kind: args.kind, grades: grades.map((grade) => ({ grade: grade.name, standard: grade.standard.code })), missing, summary: made.text },
      citations: citations.items,
      text: [made.text, missingLine].filter(Boolean).join('\n'),
      draft: made.draft,
    };
  },
};
