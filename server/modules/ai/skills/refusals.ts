import { z } from 'zod';
import type { Language, SkillResult } from '../engine/types';

/** A grade as a skill's argument: its designation, optionally the standard to prefer when it is ambiguous. */
export const gradeName = z.string().trim().min(1).max(80).describe("A grade's designation, alias, material number or UNS number, e.g. 'Q355B', '1.4301', 'S30400'");
export const standardName = z.string().trim().max(60).optional().describe("The grade's standard when the designation is ambiguous, e.g. 'ASTM A240', 'GB/T 1591-2018'");

/** What the platform can answer, said after a refusal. */
export const SUGGESTION = {
  zh: '我可以根据平台目录回答：牌号的力学性能（如“Q355B 的屈服强度”）、化学成分、牌号对比、其他标准的对应牌号、焊材推荐、单位换算、标准的涵盖范围以及平台的使用帮助。',
  en: "From the platform's catalogue I can answer: a grade's mechanical properties (e.g. 'yield strength of S355J2'), its chemical composition, comparisons of grades, equivalents in other standards, welding consumables, unit conversions, what a standard covers, and how to use the platform.",
};

export function refusal(language: Language, zh: string, en: string, facts: unknown = {}): SkillResult {
  return { answered: false, facts, citations: [], text: language === 'zh' ? zh : en };
}

export const gradeNotFound = (language: Language, name: string) =>
  refusal(language, `平台目录中没有找到牌号“${name}”。`, `The platform's catalogue has no grade "${name}".`, { notFound: [name] });
