import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { facets } from '@contract';
import type { Db } from '../../../db/client';
import { ELEMENTS } from '../../../db/seed/catalogue/format';
import { keywordMatches, typeIs, type TypeScope } from './search';

type Facets = z.infer<typeof facets>;
interface FacetRow {
  standards: { number: string; country: string; title_zh: string; title_en: string; count: number }[] | null;
  countries: { country: string; count: number }[] | null;
  categories: { zh: string; en: string; count: number }[] | null;
  elements: string[] | null;
}

/**
 * The filter options of a type (or of every type) with how many grades each has, over all its grades or over those a
 * keyword finds: standards (by number; the title of the newest edition), countries, categories, and the
 * elements some grade gives a value for (the element range filter needs one).
 */
export async function searchFacets(db: Pick<Db, 'execute'>, type: TypeScope, keyword = ''): Promise<Facets> {
  const matches = keywordMatches(type, keyword);
  const scope = matches ? sql`g.id in (select id from matched)` : sql`true`;
  const { rows } = await db.execute<FacetRow & Record<string, unknown>>(sql`
    with ${matches ? sql`${matches.ctes}, matched as materialized (${matches.ids}),` : sql``}
    grades as materialized (select g.id, g.standard_id, g.category_id from material_grades g where ${typeIs('g.type', type)} and ${scope}),
    per_standard as (select standard_id, count(*)::int as n from grades group by standard_id)
    select
      (select json_agg(x order by x.count desc, x.number) from (
         select s.number, s.country, (array_agg(s.title_zh order by s.year desc))[1] as title_zh,
                (array_agg(s.title_en order by s.year desc))[1] as title_en, sum(p.n)::int as count
           from per_standard p join material_standards s on s.id = p.standard_id group by s.number, s.country) x) as standards,
      (select json_agg(x order by x.count desc, x.country) from (
         select s.country, sum(p.n)::int as count from per_standard p join material_standards s on s.id = p.standard_id
          group by s.country) x) as countries,
      (select json_agg(x order by x.count desc, x.en) from (
         select c.zh, c.en, count(*)::int as count from grades g join material_categories c on c.id = g.category_id
          group by c.zh, c.en) x) as categories,
      ${
        matches
          ? sql`(select array_agg(e.el order by e.ord) from unnest(${sql.param([...ELEMENTS])}::text[]) with ordinality as e(el, ord)
                  where e.el in (select c.el from material_compositions c where c.grade_id in (select id from matched) and c.lo is not null))`
          : // Over a whole type: per element, stop at the first grade of the type that gives it.
            sql`(select array_agg(e.el order by e.ord) from unnest(${sql.param([...ELEMENTS])}::text[]) with ordinality as e(el, ord)
                  cross join lateral (select 1 from material_compositions c join material_grades g on g.id = c.grade_id
                                       where c.el = e.el and c.lo is not null and ${typeIs('g.type', type)} limit 1) found)`
      } as elements`);
  const [row] = rows;
  return {
    standards: (row.standards ?? []).map((s) => ({ number: s.number, country: s.country, title: { zh: s.title_zh, en: s.title_en }, count: s.count })),
    countries: row.countries ?? [],
    categories: (row.categories ?? []).map((c) => ({ category: { zh: c.zh, en: c.en }, count: c.count })),
    elements: row.elements ?? [],
  };
}
