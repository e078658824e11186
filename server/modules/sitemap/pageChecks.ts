import { sql, type SQL } from 'drizzle-orm';
import { MATERIAL_TYPES } from '@contract';
import type { Db } from '../../db/client';
import { checkPage, pageId } from '../../plugins/pageChecks';

const exists = async (db: Db, query: SQL) => {
  const { rows } = await db.execute<{ found: boolean }>(sql`select exists (${query}) as found`);
  return rows[0]?.found === true;
};
const isType = (value: string | undefined) => (MATERIAL_TYPES as readonly string[]).includes(value ?? '');

/**
 * The pages of the earlier modules that name one record in their address: an unknown id answers HTTP 404 (the
 * same page). Kept beside the sitemap, which lists the same pages; new modules register their own checks.
 */
export function registerPageChecks() {
  // Titled as the pages title themselves (GradeDetailPage, StandardPage).
  checkPage('/material/detail/:type/:id', async (db, { type, id }) => {
    const gradeId = pageId(id);
    if (gradeId === undefined || !isType(type)) return false;
    const { rows } = await db.execute<{ name: string; code: string }>(
      sql`select g.name, s.code from material_grades g join material_standards s on s.id = g.standard_id where g.id = ${gradeId} and g.type = ${type}`,
    );
    const grade = rows[0];
    return grade ? { title: { zh: `${grade.name} ${grade.code}`, en: `${grade.name} ${grade.code}` } } : false;
  });
  checkPage('/material/standard/:type/:id', async (db, { type, id }) => {
    const standardId = pageId(id);
    if (standardId === undefined || !isType(type)) return false;
    const { rows } = await db.execute<{ code: string; zh: string; en: string }>(
      sql`select s.code, s.title_zh as zh, s.title_en as en from material_standards s where s.id = ${standardId}
          and exists (select 1 from material_grades g where g.standard_id = s.id and g.type = ${type})`,
    );
    const standard = rows[0];
    return standard ? { title: { zh: `${standard.code} ${standard.zh}`, en: `${standard.code} ${standard.en}` } } : false;
  });
  checkPage('/case/:id', async (db, { id }) => {
    const caseId = pageId(id);
    return (
      caseId !== undefined &&
      exists(db, sql`select 1 from laboratory_publications p join laboratories l on l.id = p.laboratory_id
                      where p.id = ${caseId} and p.kind = 'case' and l.state = 'approved'`)
    );
  });
  const libraryItem = async (db: Db, { id }: Record<string, string>) => {
    const itemId = pageId(id);
    return itemId !== undefined && exists(db, sql`select 1 from library_items where id = ${itemId} and published`);
  };
  checkPage('/librany/:id', libraryItem);
  checkPage('/libranyBook/:id', libraryItem);
  checkPage('/economy/:id', async (db, { id }) => {
    const lineId = pageId(id);
    return lineId !== undefined && exists(db, sql`select 1 from quality_lines where id = ${lineId}`);
  });
  checkPage('/rank/:id', async (db, { id }) => {
    const categoryId = pageId(id);
    return categoryId !== undefined && exists(db, sql`select 1 from quality_categories where id = ${categoryId}`);
  });
  checkPage('/conDetail/:id', async (db, { id }) => {
    const enterpriseId = pageId(id);
    return enterpriseId !== undefined && exists(db, sql`select 1 from quality_enterprises where id = ${enterpriseId}`);
  });
  checkPage('/cloud/recommendedProductDetails', async (db, _params, query) => {
    if (!query.has('id')) return true; // the spec's page without an id: it says what to look for
    const productId = pageId(query.get('id'));
    return productId !== undefined && exists(db, sql`select 1 from recommended_products where id = ${productId} and state = 'approved'`);
  });
}
