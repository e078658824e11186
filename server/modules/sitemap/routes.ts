import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PATHS, SITEMAP_GRADES_PER_FILE, SITEMAP_PAGES } from '@contract';
import type { AppDeps } from '../../deps';
import { approvedProducts, publicGradeCount, publicGrades, publicStandards } from './repository';
import { sitemapIndex, urlSet } from './xml';

const GRADES_FILE = '/sitemap-grades.xml';

/**
 * robots.txt and the sitemap of the public pages (DESIGN.md §4), in both languages with hreflang alternates:
 * an index, one file of entry pages, standards and approved products, and files of catalogue grades by
 * SITEMAP_GRADES_PER_FILE. Addresses start with ATSTEEL_PUBLIC_URL, else the address the request came to.
 */
export async function sitemapRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  const originOf = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;
  const xml = (reply: FastifyReply, body: string) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  const hidden = { schema: { hide: true } };

  app.get('/robots.txt', hidden, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(['User-agent: *', 'Disallow: /my', 'Disallow: /en/my', 'Disallow: /atsteel/', `Sitemap: ${originOf(request)}/sitemap.xml`, ''].join('\n')),
  );

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const files = Math.ceil((await publicGradeCount(db)) / SITEMAP_GRADES_PER_FILE);
    const gradeFiles = Array.from({ length: files }, (_, index) => `${GRADES_FILE}?page=${index + 1}`);
    return xml(reply, sitemapIndex(originOf(request), ['/sitemap-pages.xml', ...gradeFiles]));
  });

  app.get('/sitemap-pages.xml', hidden, async (request, reply) => {
    const [standards, products] = await Promise.all([publicStandards(db), approvedProducts(db)]);
    return xml(
      reply,
      urlSet(originOf(request), [
        ...SITEMAP_PAGES.map((path) => ({ path })),
        ...standards.map((row) => ({ path: PUBLIC_PATHS.standard(row.type, row.id), updatedAt: row.updated_at })),
        ...products.map((row) => ({ path: PUBLIC_PATHS.product(row.id), updatedAt: row.updated_at })),
      ]),
    );
  });

  app.get<{ Querystring: { page?: string } }>(GRADES_FILE, hidden, async (request, reply) => {
    const page = Number(request.query.page);
    const grades = Number.isInteger(page) && page >= 1 ? await publicGrades(db, page, SITEMAP_GRADES_PER_FILE) : [];
    if (grades.length === 0) return reply.status(404).type('text/plain').send('Not found');
    return xml(reply, urlSet(originOf(request), grades.map((row) => ({ path: PUBLIC_PATHS.grade(row.type, row.id), updatedAt: row.updated_at }))));
  });
}
