import { sql } from 'drizzle-orm';
import type { GradeDetail, MaterialType } from '@contract';
import type { Db } from '../../../db/client';
import { gradeKeys, searchKey } from '../../../lib/searchKey';
import { gradeDetails } from '../../materials/repository/details';
import type { EngineContext } from '../engine/types';
import { standardMentions } from './standards';

/** A catalogue grade as the assistant names it. */
export interface GradeRef {
  id: number;
  type: MaterialType;
  name: string;
  standardId: number;
  standardCode: string;
  /** searchKey of the standard's number ("gbt1591"). */
  standardKey: string;
  country: string;
  /** Keys of the name itself (with the EN AW prefix dropped): preferred over aliases and material numbers. */
  nameKeys: string[];
  keys: string[];
}

/** A designation found in a text and the visible grades it names (several when it is ambiguous). */
export interface GradeMention {
  text: string;
  start: number;
  end: number;
  grades: GradeRef[];
}

export const gradeHref = (grade: { type: string; id: number }) => `/material/detail/${grade.type}/${grade.id}`;
export const gradeLabel = (grade: { name: string; standardCode: string }) => `${grade.name} (${grade.standardCode})`;

/** Enterprise-standard grades only for members of their company; synthetic (measurement) grades never. */
const visibleTo = (companyId: number | null) => sql`not g.synthetic and (g.company_id is null or g.company_id = ${companyId})`;

interface GradeRow {
  id: number;
  type: MaterialType;
  name: string;
  aliases: string[];
  material_numbers: string[];
  /** Former names' search keys (GB/T 20878's 0Cr18Ni9, GB/T 1591-2008's Q345B). */
  former_keys: string[];
  standard_id: number;
  code: string;
  number_key: string;
  country: string;
}

const toRef = (row: GradeRow): GradeRef => ({
  id: row.id,
  type: row.type,
  name: row.name,
  standardId: row.standard_id,
  standardCode: row.code,
  standardKey: row.number_key,
  country: row.country,
  nameKeys: gradeKeys(row.name, [], []),
  keys: [...gradeKeys(row.name, row.aliases, row.material_numbers), ...row.former_keys],
});

/** Visible grades any of whose keys (name, alias, material number, former name) is one of `keys`. */
export async function gradesByKeys(db: Db, keys: string[], companyId: number | null): Promise<GradeRef[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.execute<GradeRow & Record<string, unknown>>(sql`
    select g.id, g.type, g.name, g.aliases, g.material_numbers, g.former_keys, g.standard_id, s.code, s.number_key, s.country
      from material_grades g join material_standards s on s.id = g.standard_id
     where g.search_keys && ${sql.param(keys)}::text[] and ${visibleTo(companyId)}
     order by g.id`);
  return rows.map(toRef);
}

/** Full details of visible grades, in the order of `ids`. */
export async function visibleDetails(context: EngineContext, ids: number[]): Promise<GradeDetail[]> {
  if (ids.length === 0) return [];
  const { rows } = await context.db.execute<{ id: number }>(sql`
    select g.id from material_grades g where g.id = any(${sql.param(ids)}::int[]) and ${visibleTo(context.user.companyId ?? null)}`);
  const visible = new Set(rows.map((row) => row.id));
  return gradeDetails(context.db, ids.filter((id) => visible.has(id)), context.user.userId, context.language);
}

// Designations are runs of letter and digit groups joined by at most a couple of separators ("S355 J2", "A572 Gr.50").
const ATOM = /[A-Za-z]+|\d+(?:\.\d+)?/g;
const JOINER = /^[\s\-./·_()]{0,2}$/;
const MAX_ATOMS = 10;
/** A number followed by one of these is a quantity, not a grade ("20 mm", "1020 MPa"). */
const UNIT_AFTER = /^\s*(mm|毫米|cm|m\b|mpa|ksi|psi|n\/mm|gpa|°|℃|℉|j\b|焦|%|kg|公斤|千克|lb|磅|in\b|inch|英寸|hb|hv|hrc|k\b|ft|个|年|天|次)/i;
/** Small bare numbers ("20", "45") are grades only when written as such ("45钢", "20#", "20 steel"). */
const STEEL_AFTER = /^\s*(钢|#|号钢|steel)/i;
const THICKNESS_BEFORE = /(厚度|厚|t\s*=|thickness|thick|at|@)\s*$/i;

interface Candidate {
  start: number;
  end: number;
  key: string;
}

/** `designation`: the text is a grade's name (a skill's argument), so a bare small number ("45") is one too. */
function candidatesOf(text: string, designation: boolean): Candidate[] {
  const atoms = [...text.matchAll(ATOM)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  const candidates: Candidate[] = [];
  for (let i = 0; i < atoms.length; i += 1) {
    for (let j = i; j < atoms.length && j < i + MAX_ATOMS; j += 1) {
      if (j > i && !JOINER.test(text.slice(atoms[j - 1].end, atoms[j].start))) break;
      const start = atoms[i].start;
      const end = atoms[j].end;
      const raw = text.slice(start, end);
      const key = searchKey(raw);
      if (!/\d/.test(key)) continue;
      if (/^\d+(\.\d+)?$/.test(raw)) {
        const after = text.slice(end);
        if (UNIT_AFTER.test(after) || THICKNESS_BEFORE.test(text.slice(0, start))) continue;
        // As a skill's argument a designation comes first: "45 (GB/T 699-2015)", not "A572 Gr.50".
        if (raw.length <= 2 && !(designation && text.slice(0, start).trim() === '') && !STEEL_AFTER.test(after)) continue;
      }
      candidates.push({ start, end, key });
    }
  }
  return candidates;
}

/**
 * The grades a text names: every designation (name, alias, material number, UNS; case, spaces and punctuation
 * ignored) of a grade the asker may see, longest first and not overlapping. A designation inside a cited standard
 * ("ASTM A36/A36M-14") counts only for that standard's own grades. An ambiguous one keeps the grades whose name it
 * is, then those of a standard the text (or `preferStandard`) names; else all of them.
 */
export async function recogniseGrades(context: EngineContext, text: string, preferStandard?: string, designation = false): Promise<GradeMention[]> {
  const normal = text.normalize('NFKC');
  const candidates = candidatesOf(normal, designation);
  const found = await gradesByKeys(context.db, [...new Set(candidates.map((candidate) => candidate.key))], context.user.companyId ?? null);
  const standards = standardMentions(normal);
  const preferred = new Set([...standards, ...(preferStandard ? standardMentions(preferStandard) : [])].map((standard) => standard.key));
  const ofPreferred = (grade: GradeRef) => preferred.has(grade.standardKey);

  const mentions: GradeMention[] = [];
  for (const candidate of candidates) {
    let grades = found.filter((grade) => grade.keys.includes(candidate.key));
    const inside = standards.find((standard) => candidate.start >= standard.start && candidate.end <= standard.end);
    // Inside "ASTM A36/A36M-14" only the standard's own grades count, and never its year; "SAE 1045" names no
    // standard of the catalogue, so there the grade counts.
    if (inside && inside.year !== null && candidate.end > inside.end - 4) continue;
    const ofInside = inside ? grades.filter((grade) => grade.standardKey === inside.key) : grades;
    if (inside && (ofInside.length || found.some((grade) => grade.standardKey === inside.key))) grades = ofInside;
    if (grades.length === 0) continue;
    const byName = grades.filter((grade) => grade.nameKeys.includes(candidate.key));
    if (byName.length) grades = byName;
    const byStandard = grades.filter(ofPreferred);
    if (byStandard.length) grades = byStandard;
    mentions.push({ text: normal.slice(candidate.start, candidate.end), start: candidate.start, end: candidate.end, grades });
  }
  mentions.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: GradeMention[] = [];
  for (const mention of mentions) {
    if (chosen.some((other) => mention.start < other.end && other.start < mention.end)) continue;
    chosen.push(mention);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

/** The grades one designation names (several when ambiguous), optionally of a standard. */
export async function resolveGrade(context: EngineContext, name: string, standard?: string): Promise<GradeRef[]> {
  // A label as gradeLabel() writes it, "Grade 50 [345] (ASTM A572/A572M-21)": that grade of that standard, also when
  // the name itself does not read as a designation.
  const label = /^(.+) \(([^()]+)\)$/.exec(name.trim());
  if (label) {
    const labelled = (await gradesByKeys(context.db, [searchKey(label[1])], context.user.companyId ?? null)).filter(
      (grade) => grade.standardCode === label[2] && grade.nameKeys.includes(searchKey(label[1])),
    );
    if (labelled.length) return labelled;
  }
  const mentions = await recogniseGrades(context, name, standard, true);
  // "A36 (plates) (ASTM A36/A36M-14)": the designation is the first grade named, its standard a preference.
  const whole = mentions.find((mention) => searchKey(mention.text) === searchKey(name)) ?? mentions[0];
  if (!whole) return [];
  const keys = standard ? standardMentions(standard).map((mention) => mention.key) : [];
  const ofStandard = whole.grades.filter((grade) => keys.includes(grade.standardKey) || (standard !== undefined && grade.standardCode === standard));
  return ofStandard.length ? ofStandard : whole.grades;
}

/**
 * A word of the text that looks like a designation (letters and digits) but names no grade, to say what was not found.
 */
export function unknownDesignation(text: string, mentions: GradeMention[]): string | null {
  const normal = text.normalize('NFKC');
  const standards = standardMentions(normal);
  for (const match of normal.matchAll(/[A-Za-z]*\d[A-Za-z0-9]*(?:[-.\s](?:Gr\.?\s?)?[A-Za-z0-9]+)*/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (mentions.some((mention) => start < mention.end && mention.start < end)) continue;
    if (standards.some((standard) => start < standard.end && standard.start < end)) continue;
    const word = match[0].trim();
    // A quantity ("27 J", "50 mm", "20mm") is not a designation.
    const number = /^\d+(\.\d+)?/.exec(word)?.[0];
    if (number && UNIT_AFTER.test(normal.slice(start + number.length))) continue;
    if (/^\d+(\.\d+)?$/.test(word) && word.length <= 2) continue;
    return word;
  }
  return null;
}

export type { Db };

/** The details of the grades a question names (at most three when the name is ambiguous); none when it names none. */
export async function askedGrades(context: EngineContext, name: string, standard?: string): Promise<GradeDetail[]> {
  const refs = await resolveGrade(context, name, standard);
  return refs.length === 0 ? [] : visibleDetails(context, refs.slice(0, 3).map((ref) => ref.id));
}
