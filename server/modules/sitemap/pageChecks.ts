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
  checkPage('/material/detail/:type/:id', async (db, { type, id }) => {
    const gradeId = pageId(id);
    return gradeId !== undefined && isType(type) && exists(db, sql`select 1 from material_grades where id = ${gradeId} and type = ${type}`);
  });
  checkPage('/material/standard/:type/:id', async (db, { type, id }) => {
    const standardId = pageId(id);
    return (
      standardId !== undefined && isType(type) && exists(db, sql`select 1 from material_grades where standard_id = ${standardId} and type = ${type}`)
    );
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
