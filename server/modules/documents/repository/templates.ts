import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTemplate, DocBlockKind, DocFieldKind, DocState, TemplateCard, TemplateDetail } from '@contract';
import type { DocBlockRow, DocFieldRow } from '../../../db/schema/documents';
import { docGenerations as generations, docTemplates as templates } from '../../../db/schema';
import { containing } from '../../../db/like';
import type { Executor } from './directories';

/** SQL of templates and their generation records, and the mapping of rows to contract shapes. */
export type TemplateRow = typeof templates.$inferSelect;
export type TemplateValues = Pick<TemplateRow, 'directoryId' | 'nameZh' | 'nameEn' | 'descriptionZh' | 'descriptionEn' | 'fields' | 'blocks'>;
export interface TemplateFilter {
  directoryIds?: number[];
  keyword?: string;
  state?: DocState;
  pageNum: number;
  pageSize: number;
}

const fieldOf = (field: DocFieldRow) => ({ ...field, kind: field.kind as DocFieldKind });
const blockOf = (block: DocBlockRow) => ({ ...block, kind: block.kind as DocBlockKind });

export const toCard = (row: TemplateRow): TemplateCard => ({
  id: row.id,
  directoryId: row.directoryId,
  nameZh: row.nameZh,
  nameEn: row.nameEn,
  descriptionZh: row.descriptionZh,
  descriptionEn: row.descriptionEn,
  version: row.version,
  uses: row.uses,
  fieldCount: row.fields.length,
  updatedAt: row.updatedAt.toISOString(),
});
export const toDetail = (row: TemplateRow): TemplateDetail => ({ ...toCard(row), fields: row.fields.map(fieldOf), blocks: row.blocks.map(blockOf) });
export const toAdmin = (row: TemplateRow): AdminTemplate => ({ ...toDetail(row), state: row.state as DocState, createdAt: row.createdAt.toISOString() });

function whereOf(filter: TemplateFilter): SQL | undefined {
  const pattern = filter.keyword ? containing(filter.keyword) : undefined;
  return and(
    filter.state ? eq(templates.state, filter.state) : undefined,
    filter.directoryIds ? inArray(templates.directoryId, filter.directoryIds) : undefined,
    // The trigram index covers the names joined; descriptions are searched alongside.
    pattern
      ? or(ilike(sql`${templates.nameZh} || ' ' || ${templates.nameEn}`, pattern), ilike(templates.descriptionZh, pattern), ilike(templates.descriptionEn, pattern))
      : undefined,
  );
}

/** A page of templates; the public list puts the most used first, administrators the last changed. */
export async function pageOfTemplates(db: Executor, filter: TemplateFilter, order: 'uses' | 'updated') {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(templates)
    .where(where)
    .orderBy(...(order === 'uses' ? [desc(templates.uses)] : []), desc(templates.updatedAt), desc(templates.id))
    .limit(filter.pageSize)
    .offset((filter.pageNum - 1) * filter.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(templates).where(where);
  return { rows, total };
}

export async function findTemplate(db: Executor, id: number, options: { published?: boolean; lock?: boolean } = {}) {
  const query = db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), options.published ? eq(templates.state, 'published') : undefined));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function insertTemplate(db: Executor, values: TemplateValues, createdBy: number, now: Date) {
  const [row] = await db
    .insert(templates)
    .values({ ...values, createdBy, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** Saves new content and bumps the version (a generated copy of the old version then reads as outdated). */
export async function updateTemplate(db: Executor, id: number, values: TemplateValues, now: Date) {
  const [row] = await db
    .update(templates)
    .set({ ...values, version: sql`${templates.version} + 1`, updatedAt: now })
    .where(eq(templates.id, id))
    .returning();
  return row;
}

export async function setState(db: Executor, id: number, state: DocState, now: Date) {
  const [row] = await db.update(templates).set({ state, updatedAt: now }).where(eq(templates.id, id)).returning();
  return row;
}

export async function deleteTemplate(db: Executor, id: number) {
  await db.delete(generations).where(eq(generations.templateId, id));
  await db.delete(templates).where(eq(templates.id, id));
}

/** Records one generation and counts a use of the template. */
export async function recordGeneration(db: Executor, values: typeof generations.$inferInsert) {
  await db.insert(generations).values(values);
  await db
    .update(templates)
    .set({ uses: sql`${templates.uses} + 1` })
    .where(eq(templates.id, values.templateId));
}

/** Whether a published template exists (the detail page's check). */
export async function isPublished(db: Executor, id: number) {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.state, 'published')));
  return row !== undefined;
}
