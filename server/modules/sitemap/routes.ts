import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { GRADES_FILE, gradesXml, indexXml, pagesXml, robotsTxt } from './service';
import { registerPageChecks } from './pageChecks';

/**
 * robots.txt and the sitemap of the public pages (docs/architecture.md §4), in both languages with hreflang alternates:
 * an index, one file of entry pages, standards and approved products, and files of catalogue grades by
 * SITEMAP_GRADES_PER_FILE. Addresses start with ATSTEEL_PUBLIC_URL, else the address the request came to.
 */
export async function sitemapRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  const originOf = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.type(`${type}; charset=utf-8`).header('cache-control', 'public, max-age=3600').send(body);
  const hidden = { schema: { hide: true } };
  registerPageChecks();

  app.get('/robots.txt', hidden, async (request, reply) => send(reply, 'text/plain', robotsTxt(originOf(request))));
  app.get('/sitemap.xml', hidden, async (request, reply) => send(reply, 'application/xml', await indexXml(db, originOf(request))));
  app.get('/sitemap-pages.xml', hidden, async (request, reply) => send(reply, 'application/xml', await pagesXml(db, originOf(request))));
  app.get<{ Querystring: { page?: string } }>(GRADES_FILE, hidden, async (request, reply) => {
    const body = await gradesXml(db, originOf(request), Number(request.query.page));
    return body === undefined ? reply.status(404).type('text/plain').send('Not found') : send(reply, 'application/xml', body);
  });
}
