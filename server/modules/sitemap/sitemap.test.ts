import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SITEMAP_GRADES_PER_FILE } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://www.atsteel.example' });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ORIGIN = 'https://www.atsteel.example';

async function gradeId(name: string) {
  const { rows } = await t.db.execute<{ id: number }>(sql`select id from material_grades where name = ${name} and company_id is null limit 1`);
  return rows[0].id;
}

describe('robots.txt and the sitemap', () => {
  it('robots.txt names the sitemap and keeps crawlers out of personal pages and the API', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).toMatch(/^Disallow: \/my$/m);
    expect(response.body).toMatch(/^Disallow: \/atsteel\/$/m);
  });

  it('the index lists the pages file and as many grade files as the public grades fill', async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from material_grades where company_id is null and not synthetic`);
    const files = Math.ceil(rows[0].n / SITEMAP_GRADES_PER_FILE);
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(`<loc>${ORIGIN}/sitemap-pages.xml</loc>`);
    expect(response.body.match(/sitemap-grades\.xml\?page=\d+/g)).toHaveLength(files);
  });

  it('the pages file has each entry page and standard in both languages, with hreflang alternates', async () => {
    const response = await get('/sitemap-pages.xml');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/en</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/en/material/materialHome</loc>`);
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/mind/mindIndex"/>`);
    expect(body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/mind/mindIndex"/>`);
    const { rows } = await t.db.execute<{ id: number }>(sql`select id from material_standards where number = 'GB/T 700'`);
    expect(body).toContain(`<loc>${ORIGIN}/en/material/standard/steel/${rows[0].id}</loc>`);
    expect(body).not.toContain('/my');
  });

  it('the pages file lists approved recommended products only', async () => {
    const { rows } = await t.db.execute<{ id: number; state: string }>(sql`
      with picture as (
        insert into stored_files (id, purpose, name, content_type, size) values (gen_random_uuid(), 'productPicture', 'p.png', 'image/png', 1) returning id)
      insert into recommended_products (company_id, name, type, picture_id, introduction, unit, price_unit, state)
      select (select id from companies limit 1), name, 'plate', (select id from picture), '-', 't', 'CNY', state
        from (values ('approved one', 'approved'), ('pending one', 'pending')) as v(name, state)
      returning id, state`);
    const body = (await get('/sitemap-pages.xml')).body;
    const [approved, pending] = ['approved', 'pending'].map((state) => rows.find((row) => row.state === state)!.id);
    expect(body).toContain(`<loc>${ORIGIN}/en/cloud/recommendedProductDetails?id=${approved}</loc>`);
    expect(body).not.toContain(`recommendedProductDetails?id=${pending}<`);
  });

  it('a grade file has catalogue grades in both languages, never a company’s own grade, and a file past the end is not found', async () => {
    const q235b = await gradeId('Q235B');
    const body = (await get('/sitemap-grades.xml?page=1')).body;
    expect(body).toContain(`<loc>${ORIGIN}/material/detail/steel/${q235b}</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/en/material/detail/steel/${q235b}</loc>`);
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);

    const { rows } = await t.db.execute<{ id: number; type: string }>(sql`
      update material_grades set company_id = (select id from companies limit 1) where id = ${q235b} returning id, type`);
    const after = (await get('/sitemap-grades.xml?page=1')).body;
    expect(after).not.toContain(`/material/detail/${rows[0].type}/${q235b}<`);
    await t.db.execute(sql`update material_grades set company_id = null where id = ${q235b}`);

    for (const page of ['999', '0', 'x', '']) expect((await get(`/sitemap-grades.xml?page=${page}`)).statusCode).toBe(404);
  });
});
