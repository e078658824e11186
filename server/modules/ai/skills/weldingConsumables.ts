import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MATCH_PROCESSES } from '@contract';
import { weldingResults } from '../../matching/service';
import type { Language, Skill } from '../engine/types';
import { CitationList } from './citationList';
import { gradeHref } from './grades';
import { gradeSet, gradeTitle, missingText } from './gradeSet';
import { gradeName, refusal } from './refusals';

const parameters = z.object({
  baseMetals: z.array(gradeName).min(1).max(2).describe('One base metal, or the two different base metals of a joint'),
  process: z.enum(MATCH_PROCESSES).optional(),
  thickness: z.number().min(0).max(1000).optional(),
});
type Args = z.infer<typeof parameters>;

type Note = { code: string; params: Record<string, string | number> };

// The recommender's notes are worded as the matching pages word them (locales/<lang>/matching.json `notes`).
const NOTES = Object.fromEntries(
  (['zh', 'en'] as const).map((language) => [
    language,
    (JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../locales/${language}/matching.json`, import.meta.url)), 'utf8')) as { notes: Record<string, string> }).notes,
  ]),
) as Record<Language, Record<string, string>>;

const noteText = (note: Note, language: Language) =>
  (NOTES[language][note.code] ?? note.code).replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name: string) => String(note.params[name] ?? ''));

/** Where the portal shows the recommendation for these base metals. */
const weldingHref = (bases: { id: number; name: string }[]) =>
  `/mind/seeDetailLHJ?${bases.map((base) => `b=${base.id}&bn=${encodeURIComponent(base.name)}`).join('&')}`;

const PER_PROCESS = 3;

export const weldingConsumables: Skill<Args> = {
  name: 'weldingConsumables',
  description:
    "Welding consumables for a base metal or a joint of two, per welding process, with the recommender's reasons and warnings (from the catalogue's consumable standards).",
  parameters,
  async run(args, context) {
    const { language } = context;
    const { grades, missing } = await gradeSet(context, args.baseMetals);
    if (grades.length === 0 || missing.length) {
      return refusal(language, `${missingText(language, missing)}`, `${missingText(language, missing)}`, { notFound: missing });
    }
    if (grades.some((grade) => grade.type === 'welding')) {
      return refusal(language, '焊材本身不能作为母材；请给出母材牌号。', 'A welding consumable cannot be a base metal; name the base metal.');
    }
    const found = await weldingResults(
      context.matching,
      { baseIds: grades.map((grade) => grade.id), process: args.process, thickness: args.thickness, limit: PER_PROCESS },
      { companyId: context.user.companyId ?? null },
    );
    const citations = new CitationList();
    const page = citations.cite({
      kind: 'welding',
      label: language === 'zh' ? `焊材匹配：${grades.map((grade) => grade.name).join(' + ')}` : `Welding match: ${grades.map((grade) => grade.name).join(' + ')}`,
      source: language === 'zh' ? 'atsteel 焊材匹配' : 'atsteel welding matching',
      href: weldingHref(grades),
    });
    const lines: string[] = [];
    const facts: unknown[] = [];
    for (const process of found.processes) {
      if (process.consumables.length === 0) continue;
      const items = process.consumables.map((item) => {
        const cite = citations.cite({ kind: 'grade', label: `${item.grade.name} (${item.grade.standard.code})`, source: item.grade.standard.code, href: gradeHref(item.grade) });
        // The filler family is said once for all (the notes); per consumable, what sets it apart.
        const reasons = item.reasons.filter((note) => !note.code.startsWith('family')).map((note) => noteText(note, language));
        const warnings = item.warnings.map((note) => noteText(note, language));
        facts.push({ process: process.process, rank: item.rank, consumable: item.grade.name, standard: item.grade.standard.code, family: item.family, reasons, warnings });
        const why = [...reasons, ...warnings].join(language === 'zh' ? '；' : '; ');
        return language === 'zh'
          ? `${item.grade.name}（${item.grade.standard.code}）${cite}${why ? `：${why}` : ''}`
          : `${item.grade.name} (${item.grade.standard.code}) ${cite}${why ? `: ${why}` : ''}`;
      });
      lines.push(language === 'zh' ? `${process.process}：${items.join('；')}。` : `${process.process}: ${items.join('; ')}.`);
    }
    const bases = grades.map((grade) => gradeTitle(grade, language)).join(language === 'zh' ? ' 与 ' : ' and ');
    if (lines.length === 0) {
      return refusal(language, `平台目录中没有适合 ${bases} 的焊材。`, `The platform's catalogue has no consumable for ${bases}.`);
    }
    const families = found.families.primary.length ? [noteText({ code: 'familyMatch', params: { family: found.families.primary.join(', ') } }, language)] : [];
    const notes = [...families, ...found.notes.map((note) => noteText(note, language))];
    const head =
      language === 'zh'
        ? `${grades.length === 2 ? '焊接接头' : '母材'} ${bases} 的推荐焊材（按焊接方法）${page}：`
        : `Consumables for ${grades.length === 2 ? 'the joint of' : ''} ${bases} by welding process ${page}:`.replace('  ', ' ');
    const tail = notes.length ? [language === 'zh' ? `注意：${notes.join('；')}。` : `Notes: ${notes.join('; ')}.`] : [];
    return {
      answered: true,
      facts: { bases: grades.map((grade) => ({ grade: grade.name, standard: grade.standard.code })), consumables: facts, notes },
      citations: citations.items,
      text: [head, ...lines, ...tail].join('\n'),
    };
  },
};
