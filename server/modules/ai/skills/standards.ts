import { sql } from 'drizzle-orm';
import type { MaterialType } from '@contract';
import { searchKey } from '../../../lib/searchKey';
import type { EngineContext } from '../engine/types';

/** A standard cited in a text: "GB/T 1591-2018", "EN 10025-2", "ASTM A240/A240M", "JIS G4303", "AWS A5.18". */
export interface StandardMention {
  start: number;
  end: number;
  text: string;
  /** searchKey of the standard's number without year or metric twin ("gbt1591", "astma240"): `material_standards.number_key`. */
  key: string;
  year: number | null;
}

const STANDARD =
  /\b(GB\/T|GB|YB\/T|JB\/T|ASTM|AISI|SAE|AWS|EN|ISO|JIS|DIN|BS)\s*([A-Z]{0,2}\s?\d+(?:\.\d+)?(?:-\d+)*)(\/[A-Z]{0,2}\d+(?:\.\d+)?M?)?(?:\s*:\s*(\d{4}))?(?:\s+[A-Z]{3}(\d{4}))?/gi;

export function standardMentions(text: string): StandardMention[] {
  const mentions: StandardMention[] = [];
  for (const match of text.matchAll(STANDARD)) {
    let number = match[2];
    let year = match[4] ?? match[5];
    // "GB/T 1591-2018": the last dash group of four digits is the year, not a part number.
    const dashed = /^(.*)-(\d{4})$/.exec(number);
    if (!year && dashed && Number(dashed[2]) >= 1950 && Number(dashed[2]) <= 2100) {
      number = dashed[1];
      year = dashed[2];
    }
    mentions.push({
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      key: searchKey(`${match[1]} ${number}`),
      year: year ? Number(year) : null,
    });
  }
  return mentions;
}

export interface StandardRow {
  id: number;
  code: string;
  number: string;
  year: number;
  country: string;
  titleZh: string;
  titleEn: string;
  type: MaterialType;
  gradeCount: number;
}

/** Standards of the catalogue whose number a key names, with how many grades the asker may see (none: left out). */
export async function standardsByKey(context: EngineContext, key: string, year: number | null = null): Promise<StandardRow[]> {
  const { rows } = await context.db.execute<StandardRow & Record<string, unknown>>(sql`
    select s.id, s.code, s.number, s.year, s.country, s.title_zh as "titleZh", s.title_en as "titleEn",
           min(g.type) as type, count(g.id)::int as "gradeCount"
      from material_standards s
      join material_grades g on g.standard_id = s.id and not g.synthetic
           and (g.company_id is null or g.company_id = ${context.user.companyId ?? null})
     where s.origin <> 'synthetic' and s.number_key = ${key} ${year === null ? sql`` : sql`and s.year = ${year}`}
     group by s.id order by s.year desc`);
  return rows;
}

/** The first grades of a standard (visible to the asker) and its categories. */
export async function standardContents(context: EngineContext, standardId: number, first: number) {
  const companyId = context.user.companyId ?? null;
  const [grades, categories] = await Promise.all([
    context.db.execute<{ name: string }>(sql`
      select g.name from material_grades g
       where g.standard_id = ${standardId} and not g.synthetic and (g.company_id is null or g.company_id = ${companyId})
       order by g.id limit ${first}`),
    context.db.execute<{ zh: string; en: string; count: number }>(sql`
      select c.zh, c.en, count(*)::int as count from material_grades g join material_categories c on c.id = g.category_id
       where g.standard_id = ${standardId} and not g.synthetic and (g.company_id is null or g.company_id = ${companyId})
       group by c.zh, c.en order by count(*) desc`),
  ]);
  return { names: grades.rows.map((row) => row.name), categories: categories.rows };
}

export const standardHref = (standard: { type: string; id: number }) => `/material/standard/${standard.type}/${standard.id}`;
